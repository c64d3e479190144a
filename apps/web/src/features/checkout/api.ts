import { publicSitePaths, type TCheckoutConfirmResponse, type TCheckoutSession } from '@benji/shared';
import { api } from '../../store/api';

const sessionUrl = (id: string) => `${publicSitePaths.checkoutSession}${encodeURIComponent(id)}/`;

export const checkoutApi = api.injectEndpoints({
  endpoints: (build) => ({
    checkoutSession: build.query<TCheckoutSession, string>({
      query: (id) => sessionUrl(id),
      // A payment changes on the server's side: every look is a fresh one.
      keepUnusedDataFor: 0,
    }),
    confirmTestCheckout: build.mutation<TCheckoutConfirmResponse, string>({
      query: (id) => ({ url: `${sessionUrl(id)}confirm/`, method: 'POST' }),
      invalidatesTags: ['Profile', 'users'],
    }),
  }),
});

export const { useCheckoutSessionQuery, useConfirmTestCheckoutMutation } = checkoutApi;
