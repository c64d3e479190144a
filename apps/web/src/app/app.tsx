import { StrictMode } from 'react';
import { Provider } from 'react-redux';
// The DOM build of RouterProvider supports flushSync navigations (used on logout).
import { RouterProvider } from 'react-router/dom';
import { PersistGate } from 'redux-persist/integration/react';
import { createPersistedStore } from '../store/create-store';
import { restoreSession } from '../store/restore-session';
import { PageLoader } from './page-loader';
import { router } from './router';
import { DeferredToaster } from './deferred-toaster';

const { store, persistor } = createPersistedStore();

export function App() {
  return (
    <StrictMode>
      <Provider store={store}>
        {/* Routes wait for the saved session and its new access token, so the guard never judges an empty store. */}
        <PersistGate loading={<PageLoader />} persistor={persistor} onBeforeLift={() => store.dispatch(restoreSession())}>
          <RouterProvider router={router} />
        </PersistGate>
        <DeferredToaster />
      </Provider>
    </StrictMode>
  );
}
