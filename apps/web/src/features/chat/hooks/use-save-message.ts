import { useCallback, useState } from 'react';
import toast from '../../../lib/toast';
import { useFlagMessageMutation } from '../api';
import { i18n } from '../../../i18n/i18n';
import { chatMessageText } from '../chat-message-text';

/** Saves a reply as a flagged message (spec 8, Save); saving it again keeps one copy. */
export function useSaveMessage(messageId: number, sessionId: string) {
  const [flag, { isLoading }] = useFlagMessageMutation();
  const [saved, setSaved] = useState(false);

  const save = useCallback(async () => {
    const result = await flag({ message_id: messageId, session_id: sessionId });
    if (result.error) {
      toast.error(i18n.t('chat:reply.saveFailed'));
      return;
    }
    setSaved(true);
    toast.success(result.data.message ? chatMessageText(result.data.message) : i18n.t('chat:reply.saveSuccess'));
  }, [flag, messageId, sessionId]);

  return { save, saving: isLoading, saved };
}
