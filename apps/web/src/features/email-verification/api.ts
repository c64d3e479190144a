import type { TMessageResponse, TVerifyEmailRequest, TVerifyEmailResponse } from '@benji/shared';
import { apiPaths } from '../../lib/api/paths';
import { api } from '../../store/api';

export const emailVerificationApi = api.injectEndpoints({
  endpoints: (build) => ({
    verifyEmail: build.mutation<TVerifyEmailResponse, TVerifyEmailRequest>({
      query: (body) => ({ url: apiPaths.verifyEmail, method: 'POST', body }),
      // The settings page shows the same user.
      invalidatesTags: ['Profile'],
    }),
    resendEmailCode: build.mutation<TMessageResponse, void>({
      query: () => ({ url: apiPaths.resendEmailCode, method: 'POST' }),
    }),
  }),
});

export const { useVerifyEmailMutation, useResendEmailCodeMutation } = emailVerificationApi;
