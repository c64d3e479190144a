import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { LoginPage } from '../features/auth/login-page';
import { LandingPage } from '../features/landing/landing-page';
import auth from '../i18n/catalogues/en/auth.json';
import landing from '../i18n/catalogues/en/landing.json';
import { i18n } from '../i18n/i18n';
import { createTestStore } from '../store/create-store';

/**
 * The pages a visitor most often opens first, as a signed-out visitor first sees them, rendered at
 * build time. The server sends each inside its page's HTML so it paints before any JavaScript runs;
 * the app replaces it with the live page once that has mounted (lib/prerender-handoff.ts).
 * Keys are the file names the server looks for (`<name>.html`); each page removes its own copy.
 *
 * Every control in a copy is disabled (the fieldset): until the live page is in, a field typed into
 * would be lost at the swap and a form would submit natively, the password in the address.
 */
export const PRERENDERED_PAGES: Record<string, { path: string; page: ReactNode }> = {
  home: { path: '/home', page: <LandingPage /> },
  login: { path: '/login', page: <LoginPage /> },
};

// The copies are rendered in English (initialised synchronously), with the namespaces the live
// pages fetch beside their code (app/pages.ts).
i18n.addResourceBundle('en', 'landing', landing);
i18n.addResourceBundle('en', 'auth', auth);

export function renderPage(name: string): string {
  const entry = PRERENDERED_PAGES[name];
  if (!entry) throw new Error(`No prerendered page named ${name}`);
  return renderToString(
    <StrictMode>
      <Provider store={createTestStore()}>
        <MemoryRouter initialEntries={[entry.path]}>
          <fieldset disabled className="contents">
            {entry.page}
          </fieldset>
        </MemoryRouter>
      </Provider>
    </StrictMode>,
  );
}
