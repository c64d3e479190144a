import { describe, expect, it } from 'vitest';
import type { TUser } from '@benji/shared';
import { configureStore } from '@reduxjs/toolkit';
import { persistReducer, persistStore, type Storage } from 'redux-persist';
import { authReducer, initialAuthState, setCredentials, tokensRefreshed, type AuthState } from './auth-slice';
import { persistConfig, withoutTokens } from './persist-config';
import { rootReducer, type RootState } from './root-reducer';

const jane = {
  pk: 1,
  full_name: 'Jane Doe',
  name: 'Jane',
  email: 'jane@example.com',
  phone_number: '',
  address: '1 Main St',
  signup_date: '2026-01-01T00:00:00Z',
  is_trial: true,
  is_subscription: false,
  trial_ends_at: '2026-01-04T00:00:00Z',
  has_password: true,
  email_verified: true,
  profile: { bio: '', profile_image: null, is_trial: true, is_subscription: false },
} satisfies TUser;

/** Local storage as redux-persist sees it, kept in a map the test can read. */
function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  const storage: Storage = {
    getItem: async (key: string) => items.get(key) ?? null,
    setItem: async (key: string, value: string) => void items.set(key, value),
    removeItem: async (key: string) => void items.delete(key),
  };
  return { items, storage };
}

function persistedStore(storage: Storage) {
  const store = configureStore({
    reducer: persistReducer<RootState>({ ...persistConfig, storage, throttle: 0 }, rootReducer),
    middleware: (getDefault) => getDefault({ serializableCheck: false }),
  });
  const persistor = persistStore(store);
  const rehydrated = new Promise<void>((resolve) => {
    if (persistor.getState().bootstrapped) resolve();
    const stop = persistor.subscribe(() => {
      if (persistor.getState().bootstrapped) {
        stop();
        resolve();
      }
    });
  });
  return { store, persistor, rehydrated };
}

describe('what the store saves to local storage', () => {
  it('keeps the signed-in user but no token', () => {
    const signedIn = authReducer(undefined, setCredentials({ user: jane, access: 'access-jwt' }));
    const saved = withoutTokens(authReducer(signedIn, tokensRefreshed({ access: 'access-jwt-2' })));
    expect(saved).toMatchObject({ isAuthenticated: true, istrial: true, accessToken: null, user: { email: 'jane@example.com' } });
    expect(JSON.stringify(saved)).not.toMatch(/access-jwt/);
  });

  it('writes no token to storage, however many times the session is refreshed', async () => {
    const { items, storage } = memoryStorage();
    const { store, persistor, rehydrated } = persistedStore(storage);
    await rehydrated;
    store.dispatch(setCredentials({ user: jane, access: 'access-jwt' }));
    store.dispatch(tokensRefreshed({ access: 'access-jwt-2' }));
    await persistor.flush();
    const saved = items.get('persist:root') ?? '';
    expect(JSON.parse(JSON.parse(saved).auth)).toMatchObject({ isAuthenticated: true, accessToken: null });
    expect(saved).not.toMatch(/access-jwt|refresh-secret|refreshToken/);
    expect(store.getState().auth.accessToken).toBe('access-jwt-2');
  });

  it('loads no token an older version saved, and overwrites it', async () => {
    const legacy: AuthState & { refreshToken: string } = {
      ...initialAuthState,
      user: jane,
      isAuthenticated: true,
      accessToken: 'old-access',
      refreshToken: 'old-refresh',
    };
    const { items, storage } = memoryStorage({
      'persist:root': JSON.stringify({ auth: JSON.stringify(legacy), _persist: '{"version":-1,"rehydrated":true}' }),
    });
    const { store, persistor, rehydrated } = persistedStore(storage);
    await rehydrated;
    expect(store.getState().auth).toMatchObject({ isAuthenticated: true, accessToken: null, user: { email: 'jane@example.com' } });
    expect(store.getState().auth).not.toHaveProperty('refreshToken');
    await persistor.flush();
    expect(items.get('persist:root')).not.toMatch(/old-access|old-refresh/);
  });
});
