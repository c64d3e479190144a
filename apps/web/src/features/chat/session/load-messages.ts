import { messagesLoaded, messagesLoadFailed, messagesLoadStarted } from '../../../store/chat-slice';
import type { AppDispatch } from '../../../store/hooks';
import { chatApi } from '../api';

/** Reads a session's messages into the chat state; a 404 arrives here as an empty list. */
export function loadMessages(sessionId: string) {
  return async (dispatch: AppDispatch) => {
    dispatch(messagesLoadStarted());
    const result = await dispatch(chatApi.endpoints.chatHistory.initiate(sessionId, { subscribe: false, forceRefetch: true }));
    if (result.data) dispatch(messagesLoaded({ sessionId, messages: result.data }));
    else dispatch(messagesLoadFailed(result.error && 'message' in result.error ? String(result.error.message) : 'Something went wrong'));
  };
}
