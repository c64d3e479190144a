import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { selectAccessToken } from '../../../store/auth-slice';
import { chatOpened } from '../../../store/chat-slice';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { chatApi } from '../api';
import { CONVERSATION_PARAM, conversationToOpen } from '../history/conversation-param';
import { latestSessionId } from '../session/latest-session';

/**
 * Spec 4: opening chat makes the most recently updated session current (beyond the spec: unless
 * the address names another conversation of the user's, ?c=<id>, after a reload or a link). The server's list is
 * asked fresh; if it cannot be read, login's chat_sessions stand in. Returns the list's status
 * code when the server refused it (402: the trial is over and there is no subscription).
 */
export function useOpenChat(): { opening: boolean; opened: boolean; refusedWith: number | null } {
  const dispatch = useAppDispatch();
  const token = useAppSelector(selectAccessToken);
  const knownSessions = useAppSelector((state) => state.auth.chatSessions);
  const sessions = chatApi.useChatSessionsQuery(undefined, { skip: !token, refetchOnMountOrArgChange: true });
  const [opened, setOpened] = useState(false);
  const wanted = useSearchParams()[0].get(CONVERSATION_PARAM);
  const error = sessions.error;
  const status = error && 'status' in error && typeof error.status === 'number' ? error.status : null;

  useEffect(() => {
    const settled = (sessions.isSuccess || sessions.isError) && !sessions.isFetching;
    if (!token || opened || !settled || status === 402 || status === 401) return;
    setOpened(true);
    const list = sessions.data ?? Object.values(knownSessions);
    dispatch(
      chatOpened(
        conversationToOpen(
          wanted,
          list.map((session) => session.session_id),
          latestSessionId(list),
        ),
      ),
    );
  }, [dispatch, token, opened, sessions.isSuccess, sessions.isError, sessions.isFetching, sessions.data, status, knownSessions, wanted]);

  return { opening: Boolean(token) && !opened && status !== 402, opened, refusedWith: status };
}
