import { refreshCookie } from '@benji/shared';
import { apiPaths } from '../lib/api/paths';
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { API_BASE_URL, api } from './api';
import { logout } from './auth-slice';
import type { RootState } from './root-reducer';
import { announceSignOut } from './session-broadcast';
import { notifySessionEnded } from './session-events';

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
    announceSignOut();
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

/**
 * Another tab signed out: the cookie is gone, so this tab's session is over too. It leaves the
 * signed-in pages first (as an expired session does), then clears the store.
 */
export function signedOutElsewhere(): ThunkAction<Promise<void>, RootState, unknown, UnknownAction> {
  return async (dispatch, getState) => {
    if (!getState().auth.isAuthenticated) return;
    await notifySessionEnded();
    dispatch(logout());
    dispatch(api.util.resetApiState());
  };
}
