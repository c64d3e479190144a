import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { LandingPage } from '../features/landing/landing-page';
import { createTestStore } from '../store/create-store';

/**
 * The landing page as a signed-out visitor first sees it, rendered at build time. The server sends
 * it inside /home's HTML so the page paints before any JavaScript runs; the app replaces it with
 * the live page once that has mounted (lib/prerender-handoff.ts).
 */
export function renderHome(): string {
  return renderToString(
    <StrictMode>
      <Provider store={createTestStore()}>
        <MemoryRouter initialEntries={['/home']}>
          <LandingPage />
        </MemoryRouter>
      </Provider>
    </StrictMode>,
  );
}
