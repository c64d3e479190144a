import { useEffect, useState } from 'react';
import { selectAccessToken } from '../../../store/auth-slice';
import { chatOpened } from '../../../store/chat-slice';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { chatApi } from '../api';
import { latestSessionId } from '../session/latest-session';

/**
 * Spec 4: opening chat makes the most recently updated session current. The server's list is
 * asked fresh; if it cannot be read, login's chat_sessions stand in. Returns the list's status
 * code when the server refused it (402: the trial is over and there is no subscription).
 */
export function useOpenChat(): { opening: boolean; refusedWith: number | null } {
  const dispatch = useAppDispatch();
  const token = useAppSelector(selectAccessToken);
  const knownSessions = useAppSelector((state) => state.auth.chatSessions);
  const sessions = chatApi.useChatSessionsQuery(undefined, { skip: !token, refetchOnMountOrArgChange: true });
  const [opened, setOpened] = useState(false);
  const error = sessions.error;
  const status = error && 'status' in error && typeof error.status === 'number' ? error.status : null;

  useEffect(() => {
    const settled = (sessions.isSuccess || sessions.isError) && !sessions.isFetching;
    if (!token || opened || !settled || status === 402 || status === 401) return;
    setOpened(true);
    dispatch(chatOpened(latestSessionId(sessions.data ?? knownSessions)));
  }, [dispatch, token, opened, sessions.isSuccess, sessions.isError, sessions.isFetching, sessions.data, status, knownSessions]);

  return { opening: Boolean(token) && !opened && status !== 402, refusedWith: status };
}
