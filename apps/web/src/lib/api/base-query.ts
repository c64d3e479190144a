import { fetchBaseQuery } from '@reduxjs/toolkit/query';
import type { BaseQueryApi, BaseQueryFn, FetchArgs } from '@reduxjs/toolkit/query';
import { refreshCookie } from '@benji/shared';
import { toApiError, type ApiError } from './api-error';

export interface BaseQueryOptions {
  baseUrl: string;
  /** Reads the access token from the store. The refresh token is never the app's: it lives in an HttpOnly cookie. */
  getTokens: (getState: () => unknown) => { access: string | null };
  /** Stores the new access token after a successful refresh. */
  onTokens: (api: BaseQueryApi, tokens: { access: string }) => void;
  /** The refresh cookie is dead: sign the user out. Awaited before the failed call resolves. */
  onSessionExpired: (api: BaseQueryApi) => void | Promise<void>;
  refreshPath: string;
  fetchFn?: typeof fetch;
}

export type RefreshOutcome = 'refreshed' | 'rejected' | 'unreachable';

export type AppBaseQuery = BaseQueryFn<string | FetchArgs, unknown, ApiError>;

/** Every tab of this browser shares one refresh cookie; this lock lets one tab at a time rotate it. */
const REFRESH_LOCK = 'benji-session-refresh';

/**
 * The refresh token rotates on every use and a reused one ends the whole sign-in, so two tabs that
 * refresh at once (a browser restoring its tabs) would sign each other out. Serialized, the second
 * tab sends the cookie the first one's answer has just replaced.
 */
function oneTabAtATime<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  // The lock's typings wrap the callback's promise once more; it resolves to the callback's value.
  return locks ? (locks.request(REFRESH_LOCK, work) as unknown as Promise<T>) : work();
}

/**
 * fetchBaseQuery plus the session rules: a Bearer header whenever a token exists, and on a 401
 * one refresh and one retry. Refreshes are serialized: calls that fail together share one refresh,
 * because the server rotates refresh tokens and a second use of the old one would fail.
 */
export function createBaseQuery(
  options: BaseQueryOptions,
): AppBaseQuery & { refreshSession: (api: BaseQueryApi) => Promise<RefreshOutcome> } {
  const raw = fetchBaseQuery({
    baseUrl: options.baseUrl,
    fetchFn: options.fetchFn,
    prepareHeaders: (headers, { getState }) => {
      const { access } = options.getTokens(getState);
      if (access) headers.set('Authorization', `Bearer ${access}`);
      return headers;
    },
  });

  // The refresh call must not carry the stale access token, so it has its own fetcher. It sends the
  // cookie and the header the server asks of every call the cookie signs in (its CSRF defence).
  const rawRefresh = fetchBaseQuery({
    baseUrl: options.baseUrl,
    fetchFn: options.fetchFn,
    credentials: 'include',
    headers: { [refreshCookie.csrfHeader]: refreshCookie.csrfValue },
  });
  let pendingRefresh: Promise<RefreshOutcome> | null = null;

  async function refresh(api: BaseQueryApi): Promise<RefreshOutcome> {
    const result = await oneTabAtATime(async () => rawRefresh({ url: options.refreshPath, method: 'POST', body: {} }, api, {}));
    if (result.error) return typeof result.error.status === 'number' ? 'rejected' : 'unreachable';
    const data = result.data as { access?: unknown } | undefined;
    if (typeof data?.access !== 'string' || !data.access) return 'rejected';
    options.onTokens(api, { access: data.access });
    return 'refreshed';
  }

  /** One refresh at a time in this tab: callers that arrive meanwhile share its outcome. */
  function refreshSession(api: BaseQueryApi): Promise<RefreshOutcome> {
    pendingRefresh ??= refresh(api).finally(() => {
      pendingRefresh = null;
    });
    return pendingRefresh;
  }

  function refreshOnce(api: BaseQueryApi, staleAccess: string): Promise<RefreshOutcome> {
    // Another call already refreshed while this one was in flight: just retry with the new token.
    if (options.getTokens(api.getState).access !== staleAccess) return Promise.resolve('refreshed');
    return refreshSession(api);
  }

  const query: AppBaseQuery = async (args, api, extraOptions) => {
    const sentAccess = options.getTokens(api.getState).access;
    let result = await raw(args, api, extraOptions);
    if (result.error?.status === 401 && sentAccess) {
      const outcome = await refreshOnce(api, sentAccess);
      if (outcome === 'refreshed') result = await raw(args, api, extraOptions);
      // Only a refused refresh ends the session; an unreachable server leaves it for a later try.
      else if (outcome === 'rejected') await options.onSessionExpired(api);
    }
    if (result.error) return { error: toApiError(result.error), meta: result.meta };
    return { data: result.data, meta: result.meta };
  };
  return Object.assign(query, { refreshSession });
}
