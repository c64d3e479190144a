import type { ApiError } from '../lib/api/api-error';
import { filenameOf } from '../lib/api/content-disposition';
import { baseQuery } from './api';
import { thunkQueryApi } from './thunk-query-api';
import type { AppDispatch } from './hooks';
import type { RootState } from './root-reducer';

/** `filename`: the name the server's Content-Disposition gives the file, when it gives one. */
export type BlobResult = { blob: Blob; filename: string | null } | { error: ApiError };

/** fetchBaseQuery's meta carries the Response; the base query's type does not say so. */
const responseOf = (meta: unknown) => (meta as { response?: Response } | undefined)?.response;

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
    return { blob: result.data as Blob, filename: filenameOf(responseOf(result.meta)?.headers.get('content-disposition') ?? null) };
  };
}
