import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { LoginPage } from '../features/auth/login-page';
// The English catalogue, initialised synchronously: the copies are rendered in English.
import '../i18n/i18n';
import { LandingPage } from '../features/landing/landing-page';
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
