import { describe, expect, it } from 'vitest';
import { ChatText, type TChatMessage } from '@benji/shared';
import {
  chatOpened,
  chatReducer,
  exchangeCompleted,
  exchangeFailed,
  exchangeSessionKnown,
  exchangeStarted,
  initialChatState,
  messagesLoaded,
  messagesLoadFailed,
  newChatStarted,
  replyPieceReceived,
  selectVisibleMessages,
  type ChatState,
} from './chat-slice';

const message = (id: number, sender: 'user' | 'bot', session = 's1'): TChatMessage => ({
  id,
  sender,
  content: `message ${id}`,
  timestamp: '2026-01-01T00:00:00Z',
  session,
});

const run = (...actions: Parameters<typeof chatReducer>[1][]) => actions.reduce(chatReducer, initialChatState);

describe('chat slice', () => {
  it('opening makes the session current and flags a refetch; its messages show once loaded', () => {
    const opened = run(chatOpened('s1'));
    expect(opened).toMatchObject({ currentSessionId: 's1', shouldRefetch: true });
    expect(selectVisibleMessages({ chat: opened })).toEqual([]);
    const loaded = chatReducer(opened, messagesLoaded({ sessionId: 's1', messages: [message(1, 'user')] }));
    expect(loaded).toMatchObject({ shouldRefetch: false, lastFetchedSession: 's1', isLoadingMessages: false });
    expect(selectVisibleMessages({ chat: loaded }).map((m) => m.id)).toEqual([1]);
  });

  it("does not show one session's messages under another, and ignores a load for a session left behind", () => {
    const state = run(chatOpened('s1'), messagesLoaded({ sessionId: 's1', messages: [message(1, 'user')] }), chatOpened('s2'));
    expect(selectVisibleMessages({ chat: state })).toEqual([]);
    const late = chatReducer(state, messagesLoaded({ sessionId: 's1', messages: [message(9, 'bot')] }));
    expect(late.messages.map((m) => m.id)).toEqual([1]);
  });

  it('streams the reply into the pending exchange, then puts the stored messages in its place', () => {
    let state = run(
      chatOpened(null),
      exchangeStarted('Hello'),
      exchangeSessionKnown('s1'),
      replyPieceReceived('Hi '),
      replyPieceReceived('there'),
    );
    expect(state.pending).toEqual({ content: 'Hello', reply: 'Hi there' });
    expect(state).toMatchObject({ currentSessionId: 's1', lastFetchedSession: 's1' });
    state = chatReducer(
      state,
      exchangeCompleted({
        user_message: message(1, 'user'),
        ai_message: message(2, 'bot'),
        session: { session_id: 's1', updated_at: '2026-01-01T00:00:01Z' },
      }),
    );
    expect(state.pending).toBeNull();
    expect(selectVisibleMessages({ chat: state }).map((m) => m.id)).toEqual([1, 2]);
  });

  it('keeps an exchange that finished while an older load was on its way', () => {
    const state = run(
      chatOpened('s1'),
      messagesLoaded({ sessionId: 's1', messages: [message(1, 'user'), message(2, 'bot')] }),
      exchangeCompleted({
        user_message: message(3, 'user'),
        ai_message: message(4, 'bot'),
        session: { session_id: 's1', updated_at: 'x' },
      }),
      messagesLoaded({ sessionId: 's1', messages: [message(1, 'user'), message(2, 'bot')] }),
    );
    expect(state.messages.map((m) => m.id)).toEqual([1, 2, 3, 4]);
  });

  it('on failure drops the provisional message and appends the apology, which cannot be saved', () => {
    const state = run(chatOpened('s1'), messagesLoaded({ sessionId: 's1', messages: [] }), exchangeStarted('Hello'), exchangeFailed());
    expect(state.pending).toBeNull();
    expect(state.messages).toEqual([
      expect.objectContaining({ sender: 'bot', content: ChatText.sendFailureBubble, local: true, session: 's1' }),
    ]);
    expect(typeof state.messages[0]?.id).toBe('string');
  });

  it('a failed load stops the refetch and keeps the reason; a new chat starts empty', () => {
    const failed = run(chatOpened('s1'), messagesLoadFailed('Network error.'));
    expect(failed).toMatchObject({ loadError: 'Network error.', shouldRefetch: false, isLoadingMessages: false });
    expect(chatReducer(failed, newChatStarted())).toEqual(initialChatState);
  });

  it('opening drops an exchange left over from a page closed mid-reply', () => {
    const leftOver: ChatState = {
      ...initialChatState,
      currentSessionId: 's1',
      isLoadingMessages: true,
      pending: { content: 'Hi', reply: 'Hel' },
    };
    expect(chatReducer(leftOver, chatOpened('s1'))).toMatchObject({ pending: null, isLoadingMessages: false, shouldRefetch: true });
  });
});
