import { claimsPaths, diaryPaths, type TClaim, type TClaimWithMessage, type TUpcomingDeadlines } from '@benji/shared';
import { api } from '../../store/api';

// Names of their own: the Claim Status page injects its own claim endpoints into the same api.
export const dashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Multipart: the claim submission fields of spec section 3 and an optional policy_document. */
    submitClaim: build.mutation<TClaimWithMessage, FormData>({
      query: (body) => ({ url: claimsPaths.list, method: 'POST', body }),
      invalidatesTags: ['claims'],
    }),
    dashboardClaims: build.query<TClaim[], void>({
      query: () => claimsPaths.list,
      providesTags: ['claims'],
    }),
    /** `today` is the user's own date, so nothing is called overdue before their day is over. */
    upcomingDeadlines: build.query<TUpcomingDeadlines, string>({
      query: (today) => ({ url: diaryPaths.upcoming, params: { today } }),
      providesTags: ['claims'],
    }),
  }),
});

export const { useSubmitClaimMutation, useDashboardClaimsQuery, useUpcomingDeadlinesQuery } = dashboardApi;
