import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import type { AppDispatch } from './hooks';
import type { RootState } from './root-reducer';

/** What the base query needs when a thunk, not an RTK Query endpoint, calls it; abort through the controller. */
export function thunkQueryApi(
  dispatch: AppDispatch,
  getState: () => RootState,
  controller: AbortController,
  endpoint: string,
  type: BaseQueryApi['type'],
): BaseQueryApi {
  return { dispatch, getState, signal: controller.signal, abort: (reason) => controller.abort(reason), extra: undefined, endpoint, type };
}
