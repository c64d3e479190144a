import { chatPaths, type TChatMessage, type TChatSessionSummary, type TFlagRequest, type TFlagResponse } from '@benji/shared';
import { api } from '../../store/api';

export const chatApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Most recently updated first. */
    chatSessions: build.query<TChatSessionSummary[], void>({
      query: () => chatPaths.sessions,
      keepUnusedDataFor: 0,
    }),
    /** Spec 4: a 404 on load means the session has no messages. */
    chatHistory: build.query<TChatMessage[], string>({
      queryFn: async (sessionId, _api, _extra, baseQuery) => {
        const result = await baseQuery({ url: chatPaths.history(sessionId), cache: 'no-store' });
        if (result.error?.status === 404) return { data: [] };
        return result.error ? { error: result.error } : { data: result.data as TChatMessage[] };
      },
      keepUnusedDataFor: 0,
    }),
    flagMessage: build.mutation<TFlagResponse, TFlagRequest>({
      query: (body) => ({ url: chatPaths.flag, method: 'POST', body }),
    }),
  }),
});

export const { useFlagMessageMutation } = chatApi;
