import { configureStore } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE, persistReducer, persistStore } from 'redux-persist';
import { api } from './api';
import { persistConfig } from './persist-config';
import { rootReducer, type RootState } from './root-reducer';

/** The app's store, persisted to local storage without its tokens. */
export function createPersistedStore() {
  const store = configureStore({
    reducer: persistReducer<RootState>(persistConfig, rootReducer),
    middleware: (getDefault) =>
      getDefault({ serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] } }).concat(api.middleware),
  });
  return { store, persistor: persistStore(store) };
}

/** A plain store with the same reducers, for tests. */
export function createTestStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
}
