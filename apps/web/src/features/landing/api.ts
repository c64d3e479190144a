import {
  publicSitePaths,
  type TContactRequest,
  type TMessageResponse,
  type TPaymentRequest,
  type TPaymentResponse,
  type TSubscriptionPackage,
} from '@benji/shared';
import { api } from '../../store/api';

export const landingApi = api.injectEndpoints({
  endpoints: (build) => ({
    subscriptionPackages: build.query<TSubscriptionPackage[], void>({
      query: () => publicSitePaths.packages,
    }),
    startPayment: build.mutation<TPaymentResponse, TPaymentRequest>({
      query: (body) => ({ url: publicSitePaths.payment, method: 'POST', body }),
    }),
    sendContactMessage: build.mutation<TMessageResponse, TContactRequest>({
      query: (body) => ({ url: publicSitePaths.contact, method: 'POST', body }),
    }),
  }),
});

export const { useSubscriptionPackagesQuery, useStartPaymentMutation, useSendContactMessageMutation } = landingApi;
