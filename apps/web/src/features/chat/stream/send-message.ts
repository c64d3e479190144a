import type { TAssistantJob, TChatSessionSummary, TStreamEvent } from '@benji/shared';
import { setChatSessions } from '../../../store/auth-slice';
import {
  chatOpened,
  exchangeCompleted,
  exchangeFailed,
  exchangeSessionKnown,
  exchangeStarted,
  replyPieceReceived,
} from '../../../store/chat-slice';
import type { AppDispatch } from '../../../store/hooks';
import type { RootState } from '../../../store/root-reducer';
import { documentLanguage } from '../../../i18n/i18n';
import { chatApi } from '../api';
import { sendChatStream, type StreamResult } from './send-chat-stream';

/** Keeps login's chat_sessions current, so the most recent session is known without asking again. */
function rememberSession(session: TChatSessionSummary) {
  return (dispatch: AppDispatch, getState: () => RootState) => {
    dispatch(setChatSessions({ ...getState().auth.chatSessions, [session.session_id]: session }));
  };
}

/**
 * One exchange (spec 4, Chat): the provisional message at once, the reply as it is written, then
 * the stored messages, or on any failure the apology bubble. A 401 that survived the refresh has
 * signed the user out; nothing is added to the cleared store then. `job`, for a tapped choice, tells
 * the assistant what to do instead of leaving it to read that from the words.
 */
export function sendMessage(content: string, signal: AbortSignal, job?: TAssistantJob) {
  return async (dispatch: AppDispatch, getState: () => RootState): Promise<StreamResult> => {
    dispatch(exchangeStarted(content));
    const onEvent = (event: TStreamEvent) => {
      if (event.type === 'start' && event.session_id !== getState().chat.currentSessionId) {
        dispatch(exchangeSessionKnown(event.session_id));
        dispatch(rememberSession({ session_id: event.session_id, updated_at: new Date().toISOString() }));
      }
      if (event.type === 'delta') dispatch(replyPieceReceived(event.text));
    };
    const { currentSessionId: sessionId, chosenClaimId: claimId } = getState().chat;
    const lang = documentLanguage();
    const request = {
      content,
      session_id: sessionId ?? undefined,
      claim_id: claimId ?? undefined,
      ...(job && { job }),
      ...(lang && { lang }),
    };
    const result = await dispatch(sendChatStream(request, onEvent, signal));
    if (result.ok) {
      // Asked for again before the reply settles, so the next steps shown after it follow from it.
      dispatch(chatApi.util.invalidateTags(['ChatSuggestions']));
      dispatch(exchangeCompleted(result.stored));
      dispatch(rememberSession(result.stored.session));
    } else if (result.reason !== 'aborted' && !(result.reason === 'refused' && result.status === 401)) {
      // The session is gone on the server (404): the next message opens a new one instead of failing again.
      if (result.reason === 'refused' && result.status === 404) dispatch(chatOpened(null));
      dispatch(exchangeFailed());
    }
    return result;
  };
}
