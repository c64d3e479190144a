import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface ChatMessage {
  id: string | number;
  sender: string;
  content: string;
  timestamp: string;
  session?: string;
}

/** Spec section 3, Chat state. Only the shape for now; the chat feature fills in the behaviour. */
export interface ChatState {
  currentSessionId: string | null;
  messages: ChatMessage[];
  isLoadingMessages: boolean;
  shouldRefetch: boolean;
  lastFetchedSession: string | null;
}

export const initialChatState: ChatState = {
  currentSessionId: null,
  messages: [],
  isLoadingMessages: false,
  shouldRefetch: false,
  lastFetchedSession: null,
};

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
  },
});

export const { setCurrentSession, setMessages, setLoadingMessages, setShouldRefetch, setLastFetchedSession } =
  chatSlice.actions;
export const chatReducer = chatSlice.reducer;
