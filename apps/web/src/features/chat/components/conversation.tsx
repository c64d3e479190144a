import { useRef, type ReactNode, type RefObject } from 'react';
import type { TJobChoice } from '@benji/shared';
import { displayName } from '../../../lib/user-display';
import { selectUser } from '../../../store/auth-slice';
import { selectVisibleMessages, type ChatMessage } from '../../../store/chat-slice';
import { useAppSelector } from '../../../store/hooks';
import { useAutoScroll } from '../hooks/use-auto-scroll';
import { ChoiceChips } from './choice-chips';
import { MessageBubble } from './message-bubble';
import { ReplyActions } from './reply-actions';
import { TypingIndicator } from './typing-indicator';
import { useTranslation } from '../../../i18n/use-translation';

interface ConversationProps {
  /** A choice tapped under a reply that asked which job the user needs. */
  onChoose: (choice: TJobChoice) => void;
  /** The scrolling log, for the page to move the focus to. */
  logRef?: RefObject<HTMLDivElement | null>;
  /** The last item, the next steps; left out while a message is on its way or a question is open. */
  nextSteps?: ReactNode;
  /** The adjuster's address on the conversation's claim, for letters that name no recipient. */
  adjusterEmail?: string | undefined;
}

/**
 * The reply whose choices are still open: the latest stored message, if it is a reply offering
 * some. Once the user answers, the question's choices are spent; a local apology does not count.
 */
function openChoices(messages: readonly ChatMessage[]): ChatMessage | undefined {
  const latest = messages.findLast((message) => !message.local);
  return latest?.sender === 'bot' && latest.choices?.length ? latest : undefined;
}

/** The greeting, the session's messages, and the exchange in flight, oldest first. */
export function Conversation({ onChoose, logRef, nextSteps, adjusterEmail }: ConversationProps) {
  const user = useAppSelector(selectUser);
  const { t } = useTranslation('chat');
  const messages = useAppSelector(selectVisibleMessages);
  const pending = useAppSelector((state) => state.chat.pending);
  const ownScroller = useRef<HTMLDivElement>(null);
  const scroller = logRef ?? ownScroller;
  // Changes when a message is added or replaced and as the reply grows.
  useAutoScroll(scroller, `${messages.length}:${messages.at(-1)?.id}:${pending ? pending.reply.length : 'idle'}`);
  // Gone while the answer is on its way: a second tap would only be ignored.
  const asking = pending ? undefined : openChoices(messages);

  return (
    <div
      ref={scroller}
      role="log"
      aria-label={t('conversation.label')}
      // Screen readers hear the reply once it is whole, not every piece of it.
      aria-busy={Boolean(pending?.reply) || undefined}
      tabIndex={0}
      // relative: the screen-reader-only labels (absolute) scroll with the messages instead of lengthening the page.
      className="relative min-h-0 flex-1 overflow-y-auto px-3 py-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-brand-600 sm:px-5"
    >
      <ol className="flex flex-col gap-4">
        <MessageBubble from="bot" content={t('conversation.greeting', { name: displayName(user) })} />
        {messages.map((message) => (
          <MessageBubble
            key={message.id}
            from={message.sender === 'user' ? 'user' : 'bot'}
            content={message.content}
            actions={
              <>
                {message.sender !== 'user' && !message.local && message.session && (
                  <ReplyActions
                    messageId={Number(message.id)}
                    sessionId={message.session}
                    content={message.content}
                    adjusterEmail={adjusterEmail}
                  />
                )}
                {message === asking && asking.choices && (
                  <ChoiceChips
                    label={t('conversation.chooseWhatYouNeed')}
                    choices={asking.choices}
                    onChoose={onChoose}
                    className="mt-2 flex-wrap"
                  />
                )}
              </>
            }
          />
        ))}
        {pending && <MessageBubble from="user" content={pending.content} />}
        {pending && (pending.reply ? <MessageBubble from="bot" content={pending.reply} /> : <TypingIndicator />)}
        {/* While a reply's question is open, its choices are the ones to tap. */}
        {!pending && !asking && nextSteps}
      </ol>
    </div>
  );
}
