import type { TCredentials, TGoogleLoginRequest, TLoginRequest, TPublicConfig, TRegisterRequest } from '@benji/shared';
import { apiPaths } from '../../lib/api/paths';
import { api } from '../../store/api';

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<TCredentials, TLoginRequest>({
      query: (body) => ({ url: apiPaths.login, method: 'POST', body }),
    }),
    register: build.mutation<TCredentials, TRegisterRequest>({
      query: (body) => ({ url: apiPaths.register, method: 'POST', body }),
    }),
    googleLogin: build.mutation<TCredentials, TGoogleLoginRequest>({
      query: (body) => ({ url: apiPaths.googleLogin, method: 'POST', body }),
    }),
    publicConfig: build.query<TPublicConfig, void>({
      query: () => apiPaths.config,
      // The server's configuration does not change while the page is open.
      keepUnusedDataFor: 3600,
    }),
  }),
});

export const { useLoginMutation, useRegisterMutation, useGoogleLoginMutation, usePublicConfigQuery } = authApi;
