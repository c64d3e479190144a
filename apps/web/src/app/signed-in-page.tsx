import { use } from 'react';
import type { SignedInPageName, signedInPages as pages } from './signed-in-pages';

let signedInPages: Promise<{ signedInPages: typeof pages }> | undefined;

/** The signed-in pages' loaders: fetched once, with the signed-in frame (pages.ts). */
export const loadSignedInPages = () => (signedInPages ??= import('./signed-in-pages'));

/** The route table's element for a page inside the signed-in frame. */
export function SignedInPage({ name }: { name: SignedInPageName }) {
  const Page = use(loadSignedInPages()).signedInPages[name];
  return <Page />;
}
