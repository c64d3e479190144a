import { createApi } from '@reduxjs/toolkit/query/react';
import { apiPaths } from '../lib/api/paths';
import { createBaseQuery } from '../lib/api/base-query';
import { logout, tokensRefreshed, type AuthState } from './auth-slice';
import { notifySessionEnded } from './session-events';

/** Empty means same origin: the server serves the app and /api/ together. */
export const API_BASE_URL: string = import.meta.env.VITE_API_URL ?? '';

export const baseQuery = createBaseQuery({
  baseUrl: API_BASE_URL,
  refreshPath: apiPaths.refresh,
  getTokens: (getState) => {
    const { auth } = getState() as { auth: AuthState };
    return { access: auth.accessToken };
  },
  onTokens: (api, tokens) => api.dispatch(tokensRefreshed(tokens)),
  onSessionExpired: async (api) => {
    // Leave the signed-in pages first, so the guard does not bounce the user to /home on the way.
    await notifySessionEnded();
    api.dispatch(logout());
  },
});

/** The one RTK Query api; every feature injects its endpoints from features/<area>/api.ts. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['users', 'claims', 'Profile', 'ChatSuggestions', 'inventory', 'inventoryAttachments', 'ledger'],
  keepUnusedDataFor: 60,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  refetchOnMountOrArgChange: false,
  endpoints: () => ({}),
});
