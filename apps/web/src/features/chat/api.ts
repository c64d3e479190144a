import {
  chatPaths,
  type TChatMessage,
  type TChatSuggestions,
  type TConversation,
  type TConversationWithMessage,
  type TFlagRequest,
  type TFlagResponse,
  type TMessageResponse,
} from '@benji/shared';
import { api } from '../../store/api';

export const chatApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Most recently updated first, each with its name: the conversation history. */
    chatSessions: build.query<TConversation[], void>({
      query: () => chatPaths.sessions,
      keepUnusedDataFor: 0,
    }),
    renameConversation: build.mutation<TConversationWithMessage, { sessionId: string; title: string }>({
      query: ({ sessionId, title }) => ({ url: chatPaths.session(sessionId), method: 'PATCH', body: { title } }),
    }),
    deleteConversation: build.mutation<TMessageResponse, string>({
      query: (sessionId) => ({ url: chatPaths.session(sessionId), method: 'DELETE' }),
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
    /**
     * The next steps the claim calls for. A finished exchange invalidates them (what was just done
     * is no longer next), and so does any claim or diary change made elsewhere in the app.
     */
    /** In the page's language: a switch asks again. */
    chatSuggestions: build.query<TChatSuggestions, { claimId: number | undefined; lang: string | undefined }>({
      query: ({ claimId, lang }) => chatPaths.suggestions(claimId, lang),
      providesTags: ['ChatSuggestions', 'claims'],
    }),
    flagMessage: build.mutation<TFlagResponse, TFlagRequest>({
      query: (body) => ({ url: chatPaths.flag, method: 'POST', body }),
    }),
  }),
});

export const {
  useFlagMessageMutation,
  useChatSessionsQuery,
  useChatSuggestionsQuery,
  useRenameConversationMutation,
  useDeleteConversationMutation,
} = chatApi;
