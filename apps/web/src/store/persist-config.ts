import { createTransform } from 'redux-persist';
// Not 'redux-persist/lib/storage': under Vite 8 that path builds and then renders a blank page.
import storage from 'redux-persist/es/storage';
import type { AuthState } from './auth-slice';

/**
 * The auth slice as it may be saved: everything but tokens. Local storage is readable by any script
 * that runs on the page, so the access token stays in memory and the refresh token lives in an
 * HttpOnly cookie. Applied on the way out too, so tokens an older version saved are never loaded.
 */
export function withoutTokens(auth: AuthState): AuthState {
  const { accessToken: _access, refreshToken: _legacyRefresh, ...rest } = auth as AuthState & { refreshToken?: unknown };
  return { ...rest, accessToken: null };
}

const authWithoutTokens = createTransform<AuthState, AuthState>(withoutTokens, withoutTokens, { whitelist: ['auth'] });

export const persistConfig = {
  key: 'root',
  storage,
  whitelist: ['auth', 'chat', 'insurance'],
  transforms: [authWithoutTokens],
  timeout: 5000,
};
