import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { ChatText, type TChatMessage, type TSendMessageResponse } from '@benji/shared';

/**
 * A message on screen: one the server stored, or a local bot bubble (the send-failure apology),
 * which has a string id, is marked `local` and can be neither saved nor found on the server.
 */
export type ChatMessage = Omit<TChatMessage, 'id' | 'session'> & { id: number | string; session?: string; local?: true };

/** The message being sent: shown at once as a provisional bubble, then the reply as it is written. */
export interface PendingExchange {
  content: string;
  reply: string;
}

/** Spec section 3, Chat state, plus the exchange in flight and the last load failure. */
export interface ChatState {
  currentSessionId: string | null;
  messages: ChatMessage[];
  isLoadingMessages: boolean;
  shouldRefetch: boolean;
  /** The session `messages` belong to; when it differs from the current one they are not shown. */
  lastFetchedSession: string | null;
  pending: PendingExchange | null;
  /** Why the last load failed (the screen offers a retry); null after a successful load. */
  loadError: string | null;
  /** The claim picked on the chat page; null follows the newest. Messages are sent about it. */
  chosenClaimId: number | null;
}

export const initialChatState: ChatState = {
  currentSessionId: null,
  messages: [],
  isLoadingMessages: false,
  shouldRefetch: false,
  lastFetchedSession: null,
  pending: null,
  loadError: null,
  chosenClaimId: null,
};

let localIds = 0;

/** Loaded messages, plus any stored ones newer than the load (an exchange that finished during it). */
function mergeLoaded(current: ChatMessage[], loaded: ChatMessage[], sessionId: string): ChatMessage[] {
  const newestLoaded = Math.max(0, ...loaded.map((message) => Number(message.id)));
  const newer = current.filter((message) => !message.local && message.session === sessionId && Number(message.id) > newestLoaded);
  return [...loaded, ...newer];
}

const chatSlice = createSlice({
  name: 'chat',
  initialState: initialChatState,
  reducers: {
    setCurrentSession(state, { payload }: PayloadAction<string | null>) {
      state.currentSessionId = payload;
    },
    setMessages(state, { payload }: PayloadAction<ChatMessage[]>) {
      state.messages = payload;
    },
    setLoadingMessages(state, { payload }: PayloadAction<boolean>) {
      state.isLoadingMessages = payload;
    },
    setShouldRefetch(state, { payload }: PayloadAction<boolean>) {
      state.shouldRefetch = payload;
    },
    setLastFetchedSession(state, { payload }: PayloadAction<string | null>) {
      state.lastFetchedSession = payload;
    },
    /**
     * Spec 4: opening chat makes the most recently updated session current and flags a refetch.
     * An exchange left by a chat page the user moved away from mid-reply is dropped: no stream outlives
     * its page, and the server stores a reply it has accepted, so the refetch brings it back.
     */
    chatOpened(state, { payload }: PayloadAction<string | null>) {
      if (state.currentSessionId !== payload) state.currentSessionId = payload;
      if (!payload) {
        state.messages = state.messages.filter((message) => message.local);
        state.lastFetchedSession = null;
      }
      state.shouldRefetch = payload !== null;
      state.isLoadingMessages = false;
      state.pending = null;
      state.loadError = null;
    },
    /** "New chat": no session until the first send returns one. */
    /** A new chat starts on the claim the page is on. */
    newChatStarted(state) {
      Object.assign(state, { ...initialChatState, chosenClaimId: state.chosenClaimId });
    },
    claimChosen(state, { payload }: PayloadAction<number | null>) {
      state.chosenClaimId = payload;
    },
    messagesLoadStarted(state) {
      state.isLoadingMessages = true;
      state.loadError = null;
    },
    messagesLoaded(state, { payload }: PayloadAction<{ sessionId: string; messages: ChatMessage[] }>) {
      state.isLoadingMessages = false;
      // The user moved to another session while this one loaded: its messages are not wanted.
      if (payload.sessionId !== state.currentSessionId) return;
      state.messages = mergeLoaded(state.messages, payload.messages, payload.sessionId);
      state.lastFetchedSession = payload.sessionId;
      state.shouldRefetch = false;
    },
    messagesLoadFailed(state, { payload }: PayloadAction<string>) {
      state.isLoadingMessages = false;
      state.shouldRefetch = false;
      state.loadError = payload;
    },
    exchangeStarted(state, { payload }: PayloadAction<string>) {
      state.pending = { content: payload, reply: '' };
    },
    /**
     * The session the exchange belongs to. A new one becomes current at once, with the messages on
     * screen counted as its own, so no load replaces what the user is looking at.
     */
    exchangeSessionKnown(state, { payload }: PayloadAction<string>) {
      state.currentSessionId = payload;
      state.lastFetchedSession = payload;
    },
    replyPieceReceived(state, { payload }: PayloadAction<string>) {
      if (state.pending) state.pending.reply += payload;
    },
    /** The provisional message and the streamed text give way to the messages as stored. */
    exchangeCompleted(state, { payload }: PayloadAction<TSendMessageResponse>) {
      state.pending = null;
      const stored = [payload.user_message, payload.ai_message];
      const known = new Set(stored.map((message) => message.id));
      state.messages = [...state.messages.filter((message) => !known.has(message.id as number)), ...stored];
      state.currentSessionId = payload.session.session_id;
      state.lastFetchedSession = payload.session.session_id;
    },
    /** Spec 4: the provisional message is removed and a bot apology appended. */
    exchangeFailed: {
      reducer(state, { payload }: PayloadAction<{ id: string; timestamp: string }>) {
        state.pending = null;
        state.messages.push({
          ...payload,
          sender: 'bot',
          content: ChatText.sendFailureBubble,
          session: state.currentSessionId ?? undefined,
          local: true,
        });
      },
      prepare() {
        localIds += 1;
        const now = new Date();
        return { payload: { id: `local-${now.getTime()}-${localIds}`, timestamp: now.toISOString() } };
      },
    },
  },
});

export const {
  setCurrentSession,
  setMessages,
  setLoadingMessages,
  setShouldRefetch,
  setLastFetchedSession,
  chatOpened,
  newChatStarted,
  claimChosen,
  messagesLoadStarted,
  messagesLoaded,
  messagesLoadFailed,
  exchangeStarted,
  exchangeSessionKnown,
  replyPieceReceived,
  exchangeCompleted,
  exchangeFailed,
} = chatSlice.actions;
export const chatReducer = chatSlice.reducer;

type WithChat = { chat: ChatState };
/** The messages of the current session; none while another session's are still in the store. */
export const selectVisibleMessages = (state: WithChat) =>
  state.chat.lastFetchedSession === state.chat.currentSessionId ? state.chat.messages : EMPTY;
const EMPTY: ChatMessage[] = [];
