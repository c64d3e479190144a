import {
  chatPaths,
  claimsPaths,
  diaryPaths,
  type TClaim,
  type TClaimDeadlines,
  type TClaimPatchRequest,
  type TClaimUpload,
  type TClaimWithMessage,
  type TCreateDiaryEventRequest,
  type TDiaryEvent,
  type TDiaryEventWithMessage,
  type TMessageResponse,
} from '@benji/shared';
import { api } from '../../store/api';

// Everything here provides or invalidates the one 'claims' tag: a diary change moves the claim's
// last update, its deadlines and the dashboard's summary, so all of them are read again.
export const claimsApi = api.injectEndpoints({
  endpoints: (build) => ({
    claimList: build.query<TClaim[], void>({
      query: () => claimsPaths.list,
      providesTags: ['claims'],
    }),
    /** The claims' details (adjuster, claim number), each naming its claim: what the letter is written from. */
    claimRecordDetails: build.query<TClaimUpload[], void>({
      query: () => chatPaths.uploads,
      providesTags: ['claims'],
    }),
    updateClaim: build.mutation<TClaimWithMessage, { id: number; changes: TClaimPatchRequest }>({
      query: ({ id, changes }) => ({ url: claimsPaths.item(id), method: 'PATCH', body: changes }),
      invalidatesTags: ['claims'],
    }),
    deleteClaim: build.mutation<TMessageResponse, number>({
      query: (id) => ({ url: claimsPaths.item(id), method: 'DELETE', body: { confirm: true } }),
      invalidatesTags: ['claims'],
    }),
    claimDiary: build.query<TDiaryEvent[], number>({
      query: (claimId) => diaryPaths.events(claimId),
      providesTags: ['claims'],
    }),
    addDiaryEvent: build.mutation<TDiaryEventWithMessage, { claimId: number; event: TCreateDiaryEventRequest }>({
      query: ({ claimId, event }) => ({ url: diaryPaths.events(claimId), method: 'POST', body: event }),
      invalidatesTags: ['claims'],
    }),
    deleteDiaryEvent: build.mutation<TMessageResponse, { claimId: number; eventId: string }>({
      query: ({ claimId, eventId }) => ({ url: diaryPaths.event(claimId, eventId), method: 'DELETE' }),
      invalidatesTags: ['claims'],
    }),
    /** `today` is the user's own date, so nothing is called overdue before their day is over. */
    claimDeadlines: build.query<TClaimDeadlines, { claimId: number; today: string }>({
      query: ({ claimId, today }) => ({ url: diaryPaths.deadlines(claimId), params: { today } }),
      providesTags: ['claims'],
    }),
  }),
});

export const {
  useClaimListQuery,
  useClaimRecordDetailsQuery,
  useUpdateClaimMutation,
  useDeleteClaimMutation,
  useClaimDiaryQuery,
  useAddDiaryEventMutation,
  useDeleteDiaryEventMutation,
  useClaimDeadlinesQuery,
} = claimsApi;
