import { StrictMode, Suspense, use, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { setupListeners } from '@reduxjs/toolkit/query';
import { localeOfPath } from '../i18n/localized-paths';
import { startLocale } from '../i18n/start-locale';
import { localeChosen } from '../store/locale-slice';
import { createAppStore } from '../store/create-store';
import { restoreSession } from '../store/restore-session';
import { AppRouter } from './app-router';
import { PageLoader } from './page-loader';
import { AppRoutes } from './routes';
import { DeferredToaster } from './deferred-toaster';
import { DocumentHead } from './document-head';
import { SessionSync } from './session-sync';

const store = createAppStore();
// Focus and reconnect events reach RTK Query; only queries that ask for it refetch on them.
setupListeners(store.dispatch);
// Started once, outside React: a restarted effect (StrictMode) must not refresh twice.
const restored = store.dispatch(restoreSession()).catch(() => undefined);
// An address in a language (/fr/home) is a choice of that language, as the switch would make it:
// the pages after it stay French, and a signed-in account is given it.
const localeOfAddress = localeOfPath(window.location.pathname);
if (localeOfAddress) store.dispatch(localeChosen(localeOfAddress));
// Fetched alongside the session: a French reader's first page is French, never English then French.
// A catalogue that fails to load leaves the page in English rather than blank.
const started = Promise.all([restored, startLocale(store.getState().locale.chosen).catch(() => undefined)]);

/**
 * Shows its children once the session is restored, so the guard never judges a half-known user,
 * and once the language's catalogue is in.
 */
function AfterRestore({ children }: { children: ReactNode }) {
  use(started);
  return children;
}

export function App() {
  return (
    <StrictMode>
      <Provider store={store}>
        <Suspense fallback={<PageLoader />}>
          <AfterRestore>
            <SessionSync />
            <AppRouter>
              <DocumentHead />
              <AppRoutes />
            </AppRouter>
          </AfterRestore>
        </Suspense>
        <DeferredToaster />
      </Provider>
    </StrictMode>
  );
}
