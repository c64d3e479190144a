import { describe, expect, it } from 'vitest';
import type { TUser } from '@benji/shared';
import { createTestStore } from './create-store';
import { authReducer, initialAuthState, logout, selectHasAccess, setCredentials, setSubscribed, userUpdated } from './auth-slice';
import { setCurrentSession } from './chat-slice';
import { setInsuranceData } from './insurance-slice';

function user(overrides: Partial<TUser> = {}, profile: Partial<TUser['profile']> = {}): TUser {
  return {
    pk: 1,
    full_name: 'Jane Doe',
    name: 'Jane',
    email: 'jane@example.com',
    phone_number: '',
    address: '1 Main St',
    signup_date: '2026-01-01T00:00:00Z',
    is_trial: false,
    is_subscription: false,
    trial_ends_at: '2026-01-04T00:00:00Z',
    has_password: true,
    email_verified: true,
    ...overrides,
    profile: { bio: '', profile_image: null, is_trial: false, is_subscription: false, ...profile },
  };
}

const credentials = (u: TUser) => ({ user: u, access: 'a1', refresh: 'r1' });

describe('auth slice', () => {
  it('starts signed out', () => {
    expect(authReducer(undefined, { type: 'init' })).toEqual(initialAuthState);
  });

  it('stores credentials and reads the trial flag from the user, but never the refresh token', () => {
    const state = authReducer(undefined, setCredentials(credentials(user({ is_trial: true }))));
    expect(state).toMatchObject({ accessToken: 'a1', isAuthenticated: true, istrial: true });
    expect(state.user?.email).toBe('jane@example.com');
    // The server keeps it in an HttpOnly cookie; a copy in the store would end up in local storage.
    expect(JSON.stringify(state)).not.toContain('r1');
  });

  it("reads the trial flag from the user's profile too", () => {
    expect(authReducer(undefined, setCredentials(credentials(user({}, { is_trial: true }))))).toMatchObject({ istrial: true });
    expect(authReducer(undefined, setCredentials(credentials(user())))).toMatchObject({ istrial: false });
  });

  it('keys chat sessions by id and keeps chat types', () => {
    const state = authReducer(
      undefined,
      setCredentials({
        ...credentials(user()),
        chat_sessions: [{ session_id: 's1', updated_at: '2026-01-02T00:00:00Z' }],
        available_chat_types: { general: 'General' },
      }),
    );
    expect(state.chatSessions).toEqual({ s1: { session_id: 's1', updated_at: '2026-01-02T00:00:00Z' } });
    expect(state.availableChatTypes).toEqual({ general: 'General' });
  });

  it('leaves the subscription flag to its own action', () => {
    const signedIn = authReducer(undefined, setCredentials(credentials(user({ is_subscription: true }))));
    expect(signedIn.isSubscribed).toBe(false);
    expect(authReducer(signedIn, setSubscribed(true)).isSubscribed).toBe(true);
  });

  it('takes both flags from a refreshed profile', () => {
    const signedIn = authReducer(undefined, setCredentials(credentials(user({ is_trial: true }))));
    const state = authReducer(signedIn, userUpdated(user({ email_verified: false }, { is_subscription: true })));
    expect(state).toMatchObject({ istrial: false, isSubscribed: true, user: { email_verified: false } });
  });

  it('takes the user the server names after a reload, when the store knew only that a session existed', () => {
    const restoring = { ...initialAuthState, isAuthenticated: true };
    expect(authReducer(restoring, userUpdated(user({ is_trial: true }))).user?.email).toBe('jane@example.com');
  });

  it('ignores a read that lands after sign-out, or that names another account than the one signed in', () => {
    expect(authReducer(undefined, userUpdated(user()))).toEqual(initialAuthState);
    const signedIn = authReducer(undefined, setCredentials(credentials(user())));
    expect(authReducer(signedIn, userUpdated(user({ pk: 2, email: 'other@example.com' }))).user?.email).toBe('jane@example.com');
  });

  it('grants access with a token and a trial or a subscription only', () => {
    const withAuth = (auth: typeof initialAuthState) => selectHasAccess({ auth });
    const trial = authReducer(undefined, setCredentials(credentials(user({ is_trial: true }))));
    const neither = authReducer(undefined, setCredentials(credentials(user())));
    expect(withAuth(trial)).toBe(true);
    expect(withAuth(neither)).toBe(false);
    expect(withAuth(authReducer(neither, setSubscribed(true)))).toBe(true);
    expect(withAuth({ ...initialAuthState, istrial: true })).toBe(false);
  });

  it('logout clears the session and resets every other part of the store', () => {
    const store = createTestStore();
    store.dispatch(setCredentials({ ...credentials(user({ is_trial: true })), available_chat_types: { a: 'A' } }));
    store.dispatch(setSubscribed(true));
    store.dispatch(setCurrentSession('s1'));
    store.dispatch(setInsuranceData({ company: 'Acme' }));
    store.dispatch(logout());
    const state = store.getState();
    expect(state.auth).toEqual(initialAuthState);
    expect(state.chat.currentSessionId).toBeNull();
    expect(state.insurance).toBeNull();
  });
});
