import { baseQuery } from './api';
import { thunkQueryApi } from './thunk-query-api';
import { logout } from './auth-slice';
import { currentUserApi } from './current-user-api';
import type { AppDispatch } from './hooks';
import type { RootState } from './root-reducer';

/** The page waits for this restore; a server that does not answer must not keep it blank. */
const RESTORE_TIMEOUT_MS = 10_000;

/**
 * After a reload the store knows only that this browser had a session: no token, no user. The
 * refresh cookie, if the browser still has it, buys a new access token, then the server says who
 * the user is, before any page is shown. A refused refresh means the session is over (signed out
 * elsewhere, expired) and the saved hint goes too. An unreachable server changes nothing: the next
 * load tries again.
 */
export function restoreSession() {
  return async (dispatch: AppDispatch, getState: () => RootState): Promise<void> => {
    const { isAuthenticated, accessToken } = getState().auth;
    if (!isAuthenticated || accessToken) return;
    const controller = new AbortController();
    const queryApi = thunkQueryApi(dispatch, getState, controller, 'restoreSession', 'mutation');
    const timer = setTimeout(() => controller.abort(), RESTORE_TIMEOUT_MS);
    try {
      const outcome = await baseQuery.refreshSession(queryApi);
      if (outcome === 'rejected') dispatch(logout());
      if (outcome !== 'refreshed') return;
      const read = dispatch(currentUserApi.endpoints.currentUser.initiate(undefined, { subscribe: false, forceRefetch: true }));
      controller.signal.addEventListener('abort', () => read.abort());
      // Its answer becomes the store's user (current-user-api.ts); a failed read leaves the guard to judge.
      await read;
    } finally {
      clearTimeout(timer);
    }
  };
}
