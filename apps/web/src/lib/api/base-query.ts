import { fetchBaseQuery } from '@reduxjs/toolkit/query';
import type { BaseQueryApi, BaseQueryFn, FetchArgs } from '@reduxjs/toolkit/query';
import { toApiError, type ApiError } from './api-error';

export interface Tokens {
  access: string;
  refresh: string;
}

export interface BaseQueryOptions {
  baseUrl: string;
  /** Reads the current tokens from the store. */
  getTokens: (getState: () => unknown) => { access: string | null; refresh: string | null };
  /** Stores a rotated pair after a successful refresh. */
  onTokens: (api: BaseQueryApi, tokens: Tokens) => void;
  /** The refresh token is dead: sign the user out. Awaited before the failed call resolves. */
  onSessionExpired: (api: BaseQueryApi) => void | Promise<void>;
  refreshPath: string;
  fetchFn?: typeof fetch;
}

type RefreshOutcome = 'refreshed' | 'rejected' | 'unreachable';

export type AppBaseQuery = BaseQueryFn<string | FetchArgs, unknown, ApiError>;

/**
 * fetchBaseQuery plus the session rules: a Bearer header whenever a token exists, and on a 401
 * one refresh and one retry. Refreshes are serialized: calls that fail together share one refresh,
 * because the server rotates refresh tokens and a second use of the old one would fail.
 */
export function createBaseQuery(options: BaseQueryOptions): AppBaseQuery {
  const raw = fetchBaseQuery({
    baseUrl: options.baseUrl,
    fetchFn: options.fetchFn,
    prepareHeaders: (headers, { getState }) => {
      const { access } = options.getTokens(getState);
      if (access) headers.set('Authorization', `Bearer ${access}`);
      return headers;
    },
  });

  // The refresh call must not carry the stale access token, so it has its own fetcher.
  const rawRefresh = fetchBaseQuery({ baseUrl: options.baseUrl, fetchFn: options.fetchFn });
  let pendingRefresh: Promise<RefreshOutcome> | null = null;

  async function refresh(api: BaseQueryApi): Promise<RefreshOutcome> {
    const { refresh: refreshToken } = options.getTokens(api.getState);
    if (!refreshToken) return 'rejected';
    const result = await rawRefresh({ url: options.refreshPath, method: 'POST', body: { refresh: refreshToken } }, api, {});
    if (result.error) return typeof result.error.status === 'number' ? 'rejected' : 'unreachable';
    const data = result.data as Partial<Tokens> | undefined;
    if (!data?.access || !data.refresh) return 'rejected';
    options.onTokens(api, { access: data.access, refresh: data.refresh });
    return 'refreshed';
  }

  function refreshOnce(api: BaseQueryApi, staleAccess: string): Promise<RefreshOutcome> {
    // Another call already refreshed while this one was in flight: just retry with the new token.
    if (options.getTokens(api.getState).access !== staleAccess) return Promise.resolve('refreshed');
    pendingRefresh ??= refresh(api).finally(() => {
      pendingRefresh = null;
    });
    return pendingRefresh;
  }

  return async (args, api, extraOptions) => {
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
}
