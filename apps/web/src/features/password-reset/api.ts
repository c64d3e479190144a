import type { TMessageResponse, TResetPasswordRequest } from '@benji/shared';
import { apiPaths } from '../../lib/api/paths';
import { api } from '../../store/api';

export const passwordResetApi = api.injectEndpoints({
  endpoints: (build) => ({
    forgotPassword: build.mutation<TMessageResponse, { email: string }>({
      query: (body) => ({ url: apiPaths.forgotPassword, method: 'POST', body }),
    }),
    verifyOtp: build.mutation<TMessageResponse, { email: string; otp: string }>({
      query: (body) => ({ url: apiPaths.verifyOtp, method: 'POST', body }),
    }),
    resetPassword: build.mutation<TMessageResponse, TResetPasswordRequest>({
      query: (body) => ({ url: apiPaths.resetPassword, method: 'POST', body }),
    }),
  }),
});

export const { useForgotPasswordMutation, useVerifyOtpMutation, useResetPasswordMutation } = passwordResetApi;
