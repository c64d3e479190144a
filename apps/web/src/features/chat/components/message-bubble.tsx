import type { ReactNode } from 'react';
import { MessageText } from '../../../components/message-text/message-text';
import { cx } from '../../../components/ui/cx';
import { useTranslation } from '../../../i18n/use-translation';

interface MessageBubbleProps {
  from: 'user' | 'bot';
  content: string;
  /** Shown under the bubble (Copy and Save for a stored reply). */
  actions?: ReactNode;
}

/** One chat bubble: the user's on the right in brand blue, the assistant's on the left in white. */
export function MessageBubble({ from, content, actions }: MessageBubbleProps) {
  const mine = from === 'user';
  const { t } = useTranslation('chat');
  return (
    // The actions may use the conversation's whole width, so they stay on one line under a narrow reply.
    <li className={cx('flex flex-col', mine ? 'items-end' : 'items-start')} data-sender={from}>
      <div
        className={cx(
          'max-w-[88%] rounded-2xl px-4 py-3 text-sm leading-relaxed shadow-sm sm:max-w-[80%]',
          mine ? 'rounded-br-md bg-brand-700 text-white' : 'rounded-bl-md bg-white text-slate-800 ring-1 ring-slate-200',
        )}
      >
        <span className="sr-only">{mine ? t('conversation.you') : t('conversation.benji')}</span>
        <MessageText content={content} />
      </div>
      {actions}
    </li>
  );
}
