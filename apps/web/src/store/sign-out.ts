import { refreshCookie } from '@benji/shared';
import { apiPaths } from '../lib/api/paths';
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { API_BASE_URL, api } from './api';
import { logout } from './auth-slice';
import type { RootState } from './root-reducer';

/**
 * Tells the server to end the session and clear the refresh cookie (best effort: signing out must
 * work offline too), then resets the whole store. Callers navigate away first, then dispatch this.
 */
export function signOut(): ThunkAction<Promise<void>, RootState, unknown, UnknownAction> {
  return async (dispatch, getState) => {
    const { isAuthenticated, accessToken } = getState().auth;
    dispatch(logout());
    dispatch(api.util.resetApiState());
    if (!isAuthenticated) return;
    try {
      await fetch(`${API_BASE_URL}${apiPaths.logout}`, {
        method: 'POST',
        keepalive: true,
        credentials: 'include',
        headers: {
          'Content-Type': 'application/json',
          [refreshCookie.csrfHeader]: refreshCookie.csrfValue,
          ...(accessToken ? { Authorization: `Bearer ${accessToken}` } : {}),
        },
        body: '{}',
      });
    } catch {
      // The local session is already gone; an unreachable server changes nothing for the user.
    }
  };
}
