import { configureStore } from '@reduxjs/toolkit';
import { api } from './api';
import { browserStorage, loadPreferences } from './preferences/load-preferences';
import { stateFromPreferences } from './preferences/preferences-state';
import { savePreferencesOnChange } from './preferences/save-preferences';
import { rootReducer, type RootState } from './root-reducer';

/**
 * The app's store. It starts from the saved preferences and saves them as they change; everything
 * else (the user, conversations, claims) comes from the server on each start.
 */
export function createAppStore(storage: Storage | undefined = browserStorage()) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: stateFromPreferences(loadPreferences(storage)) as RootState,
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  if (storage) savePreferencesOnChange(store, storage);
  return store;
}

/** A plain store with the same reducers, for tests. */
export function createTestStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
}
