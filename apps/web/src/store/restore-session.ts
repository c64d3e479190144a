import { baseQuery } from './api';
import { thunkQueryApi } from './thunk-query-api';
import { logout } from './auth-slice';
import type { AppDispatch } from './hooks';
import type { RootState } from './root-reducer';

/**
 * After a reload the saved state says who was signed in but holds no token: the refresh cookie, if
 * the browser still has it, buys a new access token before any page is shown. A refused refresh
 * means the session is over (signed out elsewhere, expired): the saved state goes too. An unreachable
 * server changes nothing; the next call tries again.
 */
/** The page waits for this refresh; a server that does not answer must not keep it blank. */
const RESTORE_TIMEOUT_MS = 10_000;

export function restoreSession() {
  return async (dispatch: AppDispatch, getState: () => RootState): Promise<void> => {
    const { isAuthenticated, accessToken } = getState().auth;
    if (!isAuthenticated || accessToken) return;
    const controller = new AbortController();
    const queryApi = thunkQueryApi(dispatch, getState, controller, 'restoreSession', 'mutation');
    const timer = setTimeout(() => controller.abort(), RESTORE_TIMEOUT_MS);
    try {
      if ((await baseQuery.refreshSession(queryApi)) === 'rejected') dispatch(logout());
    } finally {
      clearTimeout(timer);
    }
  };
}
