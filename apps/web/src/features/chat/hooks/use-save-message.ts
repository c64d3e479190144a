import { useCallback, useState } from 'react';
import toast from '../../../lib/toast';
import { ChatText } from '@benji/shared';
import { useFlagMessageMutation } from '../api';

/** Saves a reply as a flagged message (spec 8, Save); saving it again keeps one copy. */
export function useSaveMessage(messageId: number, sessionId: string) {
  const [flag, { isLoading }] = useFlagMessageMutation();
  const [saved, setSaved] = useState(false);

  const save = useCallback(async () => {
    const result = await flag({ message_id: messageId, session_id: sessionId });
    if (result.error) {
      toast.error(ChatText.saveFailure);
      return;
    }
    setSaved(true);
    toast.success(result.data.message || ChatText.saveSuccess);
  }, [flag, messageId, sessionId]);

  return { save, saving: isLoading, saved };
}
