import type { TProfileResponse } from '@benji/shared';
import { apiPaths } from '../lib/api/paths';
import { api } from './api';
import { userUpdated } from './auth-slice';

/**
 * The signed-in user as the server has it (GET /update-profile/). Every answer becomes the store's
 * user, so the flags the guard and the notices read (trial, plan, e-mail verified) are the server's:
 * fetched at start, on focus of the window, and whenever something invalidates 'Profile'.
 */
export const currentUserApi = api.injectEndpoints({
  endpoints: (build) => ({
    currentUser: build.query<TProfileResponse, void>({
      query: () => apiPaths.profile,
      providesTags: ['Profile'],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(userUpdated(data.user));
        } catch {
          // A failed read leaves the user as it was; the next focus or invalidation reads again.
        }
      },
    }),
  }),
});

export const { useCurrentUserQuery } = currentUserApi;
