import type { ApiError } from '../lib/api/api-error';
import { baseQuery } from './api';
import { thunkQueryApi } from './thunk-query-api';
import type { AppDispatch } from './hooks';
import type { RootState } from './root-reducer';

export type BlobResult = { blob: Blob } | { error: ApiError };

/**
 * GETs a file with the signed-in user's token, through the same base query as every other call,
 * so an expired access token is refreshed once and the call retried. The blob is returned to the
 * caller, never put in the store: Redux state must stay serializable.
 */
export function fetchBlob(url: string) {
  return async (dispatch: AppDispatch, getState: () => RootState): Promise<BlobResult> => {
    const controller = new AbortController();
    const queryApi = thunkQueryApi(dispatch, getState, controller, 'fetchBlob', 'query');
    const result = await baseQuery({ url, responseHandler: (response) => response.blob(), cache: 'no-store' }, queryApi, {});
    if (result.error) return { error: result.error };
    return { blob: result.data as Blob };
  };
}
