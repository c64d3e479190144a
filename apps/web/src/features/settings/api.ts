import type { TChangePasswordRequest, TMessageResponse, TUser } from '@benji/shared';
import { apiPaths } from '../../lib/api/paths';
import { api } from '../../store/api';

export interface ProfileUpdateResponse {
  message: string;
  user: TUser;
}

// The profile is read through the store's current-user query: the same user the whole app shows.
export const settingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Multipart: full_name, phone_number, address, profile.bio and optionally profile.profile_image. */
    updateProfile: build.mutation<ProfileUpdateResponse, FormData>({
      query: (body) => ({ url: apiPaths.profile, method: 'PATCH', body }),
      invalidatesTags: ['Profile'],
    }),
    changePassword: build.mutation<TMessageResponse, TChangePasswordRequest>({
      query: (body) => ({ url: apiPaths.changePassword, method: 'POST', body }),
    }),
  }),
});

export const { useUpdateProfileMutation, useChangePasswordMutation } = settingsApi;
