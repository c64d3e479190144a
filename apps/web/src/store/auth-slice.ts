import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { TChatSessionSummary, TUser } from '@benji/shared';

export type SessionUser = TUser;

export interface AuthState {
  /** The server's, in memory only: read again on every start and on focus (current-user-api.ts). */
  user: SessionUser | null;
  /** In memory only, never saved. After a reload the refresh cookie brings a new one. */
  accessToken: string | null;
  /** Signed in, or (at start) this browser had a session the refresh cookie may restore. Saved as a preference. */
  isAuthenticated: boolean;
  openModal: boolean;
  istrial: boolean;
  isSubscribed: boolean;
  chatSessions: Record<string, TChatSessionSummary>;
  availableChatTypes: Record<string, string>;
}

export const initialAuthState: AuthState = {
  user: null,
  accessToken: null,
  isAuthenticated: false,
  openModal: false,
  istrial: false,
  isSubscribed: false,
  chatSessions: {},
  availableChatTypes: {},
};

/**
 * What register, login and Google sign-in return (ZCredentials), loosely: only user and access are
 * required. The app's sign-ins get no refresh token in the body: the server sets it in the cookie.
 */
export interface CredentialsPayload {
  user: SessionUser;
  access: string;
  chat_sessions?: TChatSessionSummary[] | Record<string, TChatSessionSummary>;
  available_chat_types?: Record<string, string>;
}

export function isOnTrial(user: Pick<SessionUser, 'is_trial'> & { profile?: Partial<SessionUser['profile']> | null }): boolean {
  return Boolean(user.is_trial || user.profile?.is_trial);
}

export function isSubscriber(user: Pick<SessionUser, 'is_subscription'> & { profile?: Partial<SessionUser['profile']> | null }): boolean {
  return Boolean(user.is_subscription || user.profile?.is_subscription);
}

function sessionsById(sessions: CredentialsPayload['chat_sessions']): Record<string, TChatSessionSummary> {
  if (!sessions) return {};
  if (!Array.isArray(sessions)) return sessions;
  return Object.fromEntries(sessions.map((session) => [session.session_id, session]));
}

const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    setCredentials(state, { payload }: PayloadAction<CredentialsPayload>) {
      state.user = payload.user;
      state.accessToken = payload.access;
      state.isAuthenticated = true;
      state.istrial = isOnTrial(payload.user);
      if (payload.chat_sessions) state.chatSessions = sessionsById(payload.chat_sessions);
      if (payload.available_chat_types) state.availableChatTypes = payload.available_chat_types;
    },
    tokensRefreshed(state, { payload }: PayloadAction<{ access: string }>) {
      state.accessToken = payload.access;
    },
    /**
     * A fresh copy of the user from the server: its flags win. A read that lands after sign-out, or
     * after another account signed in, is not this session's user and changes nothing.
     */
    userUpdated(state, { payload }: PayloadAction<SessionUser>) {
      const signedOut = !state.isAuthenticated && !state.accessToken;
      if (signedOut || (state.user && state.user.pk !== payload.pk)) return;
      state.user = payload;
      state.istrial = isOnTrial(payload);
      state.isSubscribed = isSubscriber(payload);
    },
    setTrial(state, { payload }: PayloadAction<boolean>) {
      state.istrial = payload;
    },
    setSubscribed(state, { payload }: PayloadAction<boolean>) {
      state.isSubscribed = payload;
    },
    setOpenModal(state, { payload }: PayloadAction<boolean>) {
      state.openModal = payload;
    },
    setChatSessions(state, { payload }: PayloadAction<Record<string, TChatSessionSummary>>) {
      state.chatSessions = payload;
    },
    setAvailableChatTypes(state, { payload }: PayloadAction<Record<string, string>>) {
      state.availableChatTypes = payload;
    },
    /** Clears this slice; the root reducer also resets every other part of the store on this action. */
    logout() {
      return initialAuthState;
    },
  },
});

export const {
  setCredentials,
  tokensRefreshed,
  userUpdated,
  setTrial,
  setSubscribed,
  setOpenModal,
  setChatSessions,
  setAvailableChatTypes,
  logout,
} = authSlice.actions;
export const authReducer = authSlice.reducer;

type WithAuth = { auth: AuthState };
export const selectAuth = (state: WithAuth) => state.auth;
export const selectUser = (state: WithAuth) => state.auth.user;
export const selectAccessToken = (state: WithAuth) => state.auth.accessToken;
/** The guard's rule (spec 2.2): a token and either a running trial or a subscription. */
export const selectHasAccess = (state: WithAuth) => Boolean(state.auth.accessToken) && (state.auth.istrial || state.auth.isSubscribed);
