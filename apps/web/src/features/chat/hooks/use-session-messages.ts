import { useCallback, useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { loadMessages } from '../session/load-messages';

/**
 * Spec 4: messages load when the session changes or a refetch is flagged. A failed load waits for
 * the user's retry instead of trying again in a loop.
 */
export function useSessionMessages(enabled: boolean): { reload: () => void } {
  const dispatch = useAppDispatch();
  const { currentSessionId, shouldRefetch, lastFetchedSession, isLoadingMessages, loadError } = useAppSelector((state) => state.chat);

  useEffect(() => {
    if (!enabled || !currentSessionId || isLoadingMessages || loadError) return;
    if (shouldRefetch || currentSessionId !== lastFetchedSession) void dispatch(loadMessages(currentSessionId));
  }, [dispatch, enabled, currentSessionId, shouldRefetch, lastFetchedSession, isLoadingMessages, loadError]);

  const reload = useCallback(() => {
    if (currentSessionId) void dispatch(loadMessages(currentSessionId));
  }, [dispatch, currentSessionId]);
  return { reload };
}
