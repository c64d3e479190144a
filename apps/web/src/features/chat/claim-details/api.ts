import {
  chatPaths,
  claimsPaths,
  diaryPaths,
  type TClaim,
  type TClaimUpload,
  type TClaimUploadResponse,
  type TDiaryEvent,
} from '@benji/shared';
import { api } from '../../../store/api';

// Names of their own: the Claim Status page and the dashboard inject their own claim endpoints.
const readApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Newest first; the chat page edits the chosen claim's. A claim submitted on the dashboard brings its own. */
    chatClaimUploads: build.query<TClaimUpload[], void>({
      query: () => chatPaths.uploads,
      providesTags: ['claims'],
    }),
    // The 'claims' tag: a claim or diary change made elsewhere in the app moves the progress too.
    progressClaims: build.query<TClaim[], void>({
      query: () => claimsPaths.list,
      providesTags: ['claims'],
    }),
    progressDiary: build.query<TDiaryEvent[], number>({
      query: (claimId) => diaryPaths.events(claimId),
      providesTags: ['claims'],
    }),
  }),
});

type Dispatch = (action: ReturnType<typeof readApi.util.updateQueryData>) => unknown;

/**
 * The saved claim details replace their old copy at the head of the cached list, so both panels
 * show what the server now holds without another round trip.
 */
async function putFirst(dispatch: Dispatch, queryFulfilled: Promise<{ data: TClaimUploadResponse }>): Promise<void> {
  try {
    const { data } = await queryFulfilled;
    const saved = data.claim_upload;
    dispatch(
      readApi.util.updateQueryData('chatClaimUploads', undefined, (list) => [
        saved,
        ...list.filter((upload) => upload.upload_id !== saved.upload_id),
      ]),
    );
  } catch {
    // A failed save changes nothing; the form reports it.
  }
}

export const claimDetailsApi = readApi.injectEndpoints({
  endpoints: (build) => ({
    /** Multipart: the seven fields and the PDF in the `files` part. */
    saveClaimUpload: build.mutation<TClaimUploadResponse, FormData>({
      query: (body) => ({ url: chatPaths.upload, method: 'POST', body }),
      // The claim takes the details' insurer, numbers and policy: its list and progress refetch.
      invalidatesTags: (result) => (result ? ['claims'] : []),
      onQueryStarted: (_body, { dispatch, queryFulfilled }) => putFirst(dispatch, queryFulfilled),
    }),
    updateClaimUpload: build.mutation<TClaimUploadResponse, { uploadId: string; body: FormData }>({
      query: ({ uploadId, body }) => ({ url: chatPaths.uploadItem(uploadId), method: 'PATCH', body }),
      invalidatesTags: (result) => (result ? ['claims'] : []),
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => putFirst(dispatch, queryFulfilled),
    }),
  }),
});

export const {
  useChatClaimUploadsQuery,
  useSaveClaimUploadMutation,
  useUpdateClaimUploadMutation,
  useProgressClaimsQuery,
  useProgressDiaryQuery,
} = claimDetailsApi;
