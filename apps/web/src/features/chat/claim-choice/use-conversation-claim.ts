import { useEffect, useRef } from 'react';
import { selectAccessToken } from '../../../store/auth-slice';
import { claimChosen } from '../../../store/chat-slice';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { chatApi } from '../api';

/**
 * Opening a conversation (the latest on arrival, one from the history, Back or a link) returns the
 * page to the claim it was about, so the panels show that claim and a follow-up is answered about it.
 * Once per conversation: a claim picked afterwards stands.
 */
export function useConversationClaim(): void {
  const dispatch = useAppDispatch();
  const token = useAppSelector(selectAccessToken);
  const current = useAppSelector((state) => state.chat.currentSessionId);
  const { data: conversations } = chatApi.useChatSessionsQuery(undefined, { skip: !token });
  const claimId = conversations?.find((conversation) => conversation.session_id === current)?.claim_id ?? null;
  const followed = useRef<string | null>(null);

  useEffect(() => {
    if (!current || conversations === undefined || followed.current === current) return;
    followed.current = current;
    if (claimId !== null) dispatch(claimChosen(claimId));
  }, [current, conversations, claimId, dispatch]);
}
