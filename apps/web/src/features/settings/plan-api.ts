import { planPaths, type TPlanCancelled, type TPlanStatus, type TPortalResponse } from '@benji/shared';
import { api } from '../../store/api';
import { currentUserApi } from '../../store/current-user-api';

// Beside api.ts rather than in it: managing the plan is its own small area of Settings.
export const planApi = api.injectEndpoints({
  endpoints: (build) => ({
    planStatus: build.query<TPlanStatus, void>({
      query: () => planPaths.plan,
    }),
    openBillingPortal: build.mutation<TPortalResponse, void>({
      query: () => ({ url: planPaths.portal, method: 'POST' }),
    }),
    cancelTestPlan: build.mutation<TPlanCancelled, void>({
      query: () => ({ url: planPaths.cancel, method: 'POST' }),
      // The plan ended on the server: every screen's flags follow from a fresh copy of the user
      // (the current-user query makes its answer the store's user).
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          void dispatch(planApi.util.upsertQueryData('planStatus', undefined, data.plan));
          await dispatch(currentUserApi.endpoints.currentUser.initiate(undefined, { forceRefetch: true, subscribe: false })).unwrap();
        } catch {
          // A refused cancel changes nothing; the tab says why.
        }
      },
    }),
  }),
});

export const { usePlanStatusQuery, useOpenBillingPortalMutation, useCancelTestPlanMutation } = planApi;
