import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { LoginPage } from '../features/auth/login-page';
import { LandingPage } from '../features/landing/landing-page';
import { applyLocale, i18n, loadNamespace } from '../i18n/i18n';
import { PAGE_LOCALES, pathInLocale, type LocalizedPage } from '../i18n/localized-paths';
import { createTestStore } from '../store/create-store';
import { documentWithPage } from './document-with-page';

/**
 * The pages a visitor most often opens first, as a signed-out visitor first sees them, rendered at
 * build time in each language. The server sends each inside its page's HTML so it paints before any
 * JavaScript runs; the app replaces it with the live page once that has mounted
 * (lib/prerender-handoff.ts). Keys name the messages of the page's title and description.
 *
 * Every control in a copy is disabled (the fieldset): until the live page is in, a field typed into
 * would be lost at the swap and a form would submit natively, the password in the address.
 */
const PAGES: Record<'home' | 'login', { path: LocalizedPage; page: ReactNode }> = {
  home: { path: '/home', page: <LandingPage /> },
  login: { path: '/login', page: <LoginPage /> },
};

/** One prerendered file: the address the server answers with it, and its HTML. */
export interface PrerenderedFile {
  path: string;
  /** Relative to the build's folder: home.html, fr/home.html. */
  file: string;
  html: string;
}

/**
 * Every page in every language, each inside the app's index.html with its language, title,
 * description and the addresses of its other languages. `siteUrl` makes those addresses absolute,
 * as search engines want them; without it they are paths on whatever host serves the build.
 */
export async function renderPages(indexHtml: string, siteUrl = ''): Promise<PrerenderedFile[]> {
  // The namespaces the live pages fetch beside their code (app/pages.ts); applyLocale loads each
  // language's copy of them.
  await Promise.all([loadNamespace('landing'), loadNamespace('auth')]);
  const files: PrerenderedFile[] = [];
  for (const locale of PAGE_LOCALES) {
    await applyLocale(locale === 'en' ? 'en-US' : locale);
    for (const [name, { path, page }] of Object.entries(PAGES) as Array<[keyof typeof PAGES, (typeof PAGES)[keyof typeof PAGES]]>) {
      const address = pathInLocale(path, locale);
      const alternates = [
        ...PAGE_LOCALES.map((other) => ({ hreflang: other, href: `${siteUrl}${pathInLocale(path, other)}` })),
        // Search engines send a reader whose language has no page of its own to the English one.
        { hreflang: 'x-default', href: `${siteUrl}${path}` },
      ];
      const head = { lang: locale, title: i18n.t(`meta.${name}.title`), description: i18n.t(`meta.${name}.description`), alternates };
      files.push({ path: address, file: `${address.slice(1)}.html`, html: documentWithPage(indexHtml, renderPage(address, page), head) });
    }
  }
  return files;
}

function renderPage(path: string, page: ReactNode): string {
  return renderToString(
    <StrictMode>
      <Provider store={createTestStore()}>
        <MemoryRouter initialEntries={[path]}>
          <fieldset disabled className="contents">
            {page}
          </fieldset>
        </MemoryRouter>
      </Provider>
    </StrictMode>,
  );
}
