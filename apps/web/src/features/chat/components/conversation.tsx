import { useRef } from 'react';
import { ChatText } from '@benji/shared';
import { displayName } from '../../../lib/user-display';
import { selectUser } from '../../../store/auth-slice';
import { selectVisibleMessages } from '../../../store/chat-slice';
import { useAppSelector } from '../../../store/hooks';
import { useAutoScroll } from '../hooks/use-auto-scroll';
import { MessageBubble } from './message-bubble';
import { ReplyActions } from './reply-actions';
import { TypingIndicator } from './typing-indicator';

/** The greeting, the session's messages, and the exchange in flight, oldest first. */
export function Conversation() {
  const user = useAppSelector(selectUser);
  const messages = useAppSelector(selectVisibleMessages);
  const pending = useAppSelector((state) => state.chat.pending);
  const scroller = useRef<HTMLDivElement>(null);
  // Changes when a message is added or replaced and as the reply grows.
  useAutoScroll(scroller, `${messages.length}:${messages.at(-1)?.id}:${pending ? pending.reply.length : 'idle'}`);

  return (
    <div
      ref={scroller}
      role="log"
      aria-label="Conversation"
      // Screen readers hear the reply once it is whole, not every piece of it.
      aria-busy={Boolean(pending?.reply) || undefined}
      tabIndex={0}
      // relative: the screen-reader-only labels (absolute) scroll with the messages instead of lengthening the page.
      className="relative min-h-0 flex-1 overflow-y-auto px-3 py-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-brand-600 sm:px-5"
    >
      <ol className="flex flex-col gap-4">
        <MessageBubble from="bot" content={ChatText.greeting(displayName(user))} />
        {messages.map((message) => (
          <MessageBubble
            key={message.id}
            from={message.sender === 'user' ? 'user' : 'bot'}
            content={message.content}
            actions={
              message.sender !== 'user' && !message.local && message.session ? (
                <ReplyActions messageId={Number(message.id)} sessionId={message.session} content={message.content} />
              ) : undefined
            }
          />
        ))}
        {pending && <MessageBubble from="user" content={pending.content} />}
        {pending && (pending.reply ? <MessageBubble from="bot" content={pending.reply} /> : <TypingIndicator />)}
      </ol>
    </div>
  );
}
