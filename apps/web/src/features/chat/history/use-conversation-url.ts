import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { chatOpened } from '../../../store/chat-slice';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { CONVERSATION_PARAM } from './conversation-param';

/**
 * Keeps the address and the open conversation together once the chat has opened. When the address
 * changed (a conversation chosen in the history, Back, Forward) it wins and that conversation opens;
 * when the conversation changed here (the first reply of a new chat, New chat, a deletion) the
 * address follows, in place, without a history entry of its own.
 */
export function useConversationUrl(opened: boolean): void {
  const dispatch = useAppDispatch();
  const current = useAppSelector((state) => state.chat.currentSessionId);
  const [params, setParams] = useSearchParams();
  const inAddress = params.get(CONVERSATION_PARAM);
  const lastAddress = useRef(inAddress);

  useEffect(() => {
    if (!opened) return;
    if (inAddress !== lastAddress.current) {
      lastAddress.current = inAddress;
      if (inAddress && inAddress !== current) dispatch(chatOpened(inAddress));
      return;
    }
    if (current === inAddress) return;
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (current) next.set(CONVERSATION_PARAM, current);
        else next.delete(CONVERSATION_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [opened, inAddress, current, dispatch, setParams]);
}
