import { useCallback, useEffect, useRef, useState } from 'react';
import toast from '../../../lib/toast';
import { controlCharacterProblem, type TAssistantJob } from '@benji/shared';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { sendMessage } from '../stream/send-message';
import { i18n } from '../../../i18n/i18n';

export type SendOutcome = 'sent' | 'failed' | 'ignored';

/**
 * Sends through the stream (spec 2.8 and 8, Chat): typed text, or a tapped choice with its job. A
 * page that is left mid-reply stops reading: the server still stores the accepted exchange, and the
 * next visit loads it.
 */
export function useSendMessage() {
  const dispatch = useAppDispatch();
  const busy = useAppSelector((state) => state.chat.pending !== null);
  const [trialOver, setTrialOver] = useState(false);
  const inFlight = useRef<AbortController | null>(null);

  useEffect(() => () => inFlight.current?.abort(), []);

  const send = useCallback(
    async (text: string, job?: TAssistantJob): Promise<SendOutcome> => {
      // A vertical tab or form feed pasted from a word processor is a line break to the reader.
      const content = text.replace(/[\v\f]/g, '\n').trim();
      if (!content || inFlight.current) return 'ignored';
      // The server refuses it too; said here, the toast names the reason and the text returns to the box.
      const problem = controlCharacterProblem(content);
      if (problem) {
        toast.error(problem);
        return 'failed';
      }
      const controller = new AbortController();
      inFlight.current = controller;
      try {
        const result = await dispatch(sendMessage(content, controller.signal, job));
        if (result.ok) return 'sent';
        if (result.reason === 'aborted') return 'ignored';
        if (result.reason === 'refused' && result.status === 402) setTrialOver(true);
        toast.error(i18n.t('chat:composer.sendFailed'));
        return 'failed';
      } finally {
        inFlight.current = null;
      }
    },
    [dispatch],
  );

  return { send, busy, trialOver };
}
