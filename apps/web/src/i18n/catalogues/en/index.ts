import common from './common.json';

/** A namespace's messages: nested objects of strings, as the JSON files hold them. */
export interface Messages {
  readonly [key: string]: string | Messages;
}

/**
 * English, the source, bundled with the app: only `common`, which every screen shows (the page
 * loader, the language switch, the app's frame). A page's own namespace comes with its code
 * (deferred-catalogues.ts). Every other language has exactly the same keys, with its own plural
 * forms (catalogue-completeness.test.ts).
 */
export const en = { common };
export type Namespace = keyof typeof en;
export type Catalogue = Record<Namespace, Messages>;
