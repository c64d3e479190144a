import type { TChangePasswordRequest, TMessageResponse, TProfileResponse, TUser } from '@benji/shared';
import { apiPaths } from '../../lib/api/paths';
import { api } from '../../store/api';

export interface ProfileUpdateResponse {
  message: string;
  user: TUser;
}

export const settingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProfile: build.query<TProfileResponse, void>({
      query: () => apiPaths.profile,
      providesTags: ['Profile'],
    }),
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

export const { useGetProfileQuery, useUpdateProfileMutation, useChangePasswordMutation } = settingsApi;
