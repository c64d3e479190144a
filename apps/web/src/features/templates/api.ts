import type { chatPaths, claimsPaths, diaryPaths, TClaim, TClaimUpload, TDiaryEvent } from '@benji/shared';
import { api } from '../../store/api';

// Literals checked against the contracts: a value import of the path objects would pull zod into
// this page's chunk, because their modules also build the schemas.
const MY_CLAIMS = '/api/my-claims/' satisfies (typeof claimsPaths)['list'];
const CLAIM_DETAILS = '/api/chat/uploads/' satisfies (typeof chatPaths)['uploads'];
const diaryOf = ((claimId: number) => `/api/my-claims/${claimId}/diary/`) satisfies (typeof diaryPaths)['events'];

// Named for this feature: the Claim Status and chat screens inject their own queries for the same
// paths, and features stay independent of each other.
export const templatesApi = api.injectEndpoints({
  endpoints: (build) => ({
    claimsForTemplates: build.query<TClaim[], void>({
      query: () => MY_CLAIMS,
      providesTags: ['claims'],
    }),
    /** The chat page's claim details, newest first: where the adjuster and the claim number live. */
    claimDetailsForTemplates: build.query<TClaimUpload[], void>({
      query: () => CLAIM_DETAILS,
    }),
    /** The chosen claim's diary: the dates and amounts (an offer, a payment) its letters name. */
    diaryForTemplates: build.query<TDiaryEvent[], number>({
      query: diaryOf,
      providesTags: ['claims'],
    }),
  }),
});

export const { useClaimsForTemplatesQuery, useClaimDetailsForTemplatesQuery, useDiaryForTemplatesQuery } = templatesApi;
