import {
  refreshCookie,
  type TCredentials,
  type TGoogleLoginRequest,
  type TLoginRequest,
  type TPublicConfig,
  type TRegisterRequest,
} from '@benji/shared';
import { apiPaths } from '../../lib/api/paths';
import { api } from '../../store/api';

// Says "the app" to the server, which then keeps the refresh token in the HttpOnly cookie only.
// Browsers also send Origin, which says the same; older ones may not, and this header always does.
const fromTheApp = { [refreshCookie.csrfHeader]: refreshCookie.csrfValue };

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<TCredentials, TLoginRequest>({
      query: (body) => ({ url: apiPaths.login, method: 'POST', body, headers: fromTheApp }),
    }),
    register: build.mutation<TCredentials, TRegisterRequest>({
      query: (body) => ({ url: apiPaths.register, method: 'POST', body, headers: fromTheApp }),
    }),
    googleLogin: build.mutation<TCredentials, TGoogleLoginRequest>({
      query: (body) => ({ url: apiPaths.googleLogin, method: 'POST', body, headers: fromTheApp }),
    }),
    publicConfig: build.query<TPublicConfig, void>({
      query: () => apiPaths.config,
      // The server's configuration does not change while the page is open.
      keepUnusedDataFor: 3600,
    }),
  }),
});

export const { useLoginMutation, useRegisterMutation, useGoogleLoginMutation, usePublicConfigQuery } = authApi;
