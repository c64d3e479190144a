import { describe, expect, it, vi } from 'vitest';
import type { TUser } from '@benji/shared';
import { logout, setCredentials, tokensRefreshed } from './auth-slice';
import { claimChosen, exchangeCompleted } from './chat-slice';
import { createAppStore } from './create-store';
import { setInsuranceData } from './insurance-slice';
import { LEGACY_PERSIST_KEY } from './preferences/legacy-persisted-state';
import { memoryStorage } from './preferences/memory-storage';
import { PREFERENCES_KEY } from './preferences/preferences';

const jane = {
  pk: 1,
  full_name: 'Jane Doe',
  name: 'Jane',
  email: 'jane@example.com',
  phone_number: '555 0100',
  address: '1 Main St',
  signup_date: '2026-01-01T00:00:00Z',
  is_trial: true,
  is_subscription: false,
  trial_ends_at: '2026-01-04T00:00:00Z',
  has_password: true,
  email_verified: false,
  profile: { bio: 'Homeowner', profile_image: null, is_trial: true, is_subscription: false },
} satisfies TUser;

const exchange = {
  user_message: { id: 1, sender: 'user', content: 'My roof leaks', timestamp: '2026-01-02T00:00:00Z', session: 's1' },
  ai_message: { id: 2, sender: 'bot', content: 'Take photos first', timestamp: '2026-01-02T00:00:01Z', session: 's1' },
  session: { session_id: 's1', updated_at: '2026-01-02T00:00:01Z' },
} as const;

/** A signed-in store that has seen a user, a conversation, claim data and a picked claim. */
function busyStore(storage: Storage) {
  const store = createAppStore(storage);
  store.dispatch(setCredentials({ user: jane, access: 'access-jwt' }));
  store.dispatch(tokensRefreshed({ access: 'access-jwt-2' }));
  store.dispatch(exchangeCompleted(exchange));
  store.dispatch(setInsuranceData({ company: 'Acme Mutual' }));
  store.dispatch(claimChosen(12));
  return store;
}

describe('what the store keeps in local storage', () => {
  it('the preferences only: the picked claim and that a session exists; no user, message, claim data or token', () => {
    const storage = memoryStorage();
    busyStore(storage);
    expect([...storage.items.keys()]).toEqual([PREFERENCES_KEY]);
    expect(JSON.parse(storage.items.get(PREFERENCES_KEY)!)).toEqual({ version: 1, chosenClaimId: 12, hadSession: true });
    const everything = [...storage.items.values()].join();
    for (const secret of ['jane', 'Jane', '555', 'Main St', 'Homeowner', 'roof', 'photos', 'Acme', 's1', 'access-jwt'])
      expect(everything).not.toContain(secret);
  });

  it('starts the next page from them: a session to restore, but no user and no token until the server says', () => {
    const storage = memoryStorage();
    busyStore(storage);
    const { auth, chat, insurance } = createAppStore(storage).getState();
    expect(auth).toMatchObject({ isAuthenticated: true, user: null, accessToken: null });
    expect(chat).toMatchObject({ chosenClaimId: 12, messages: [], currentSessionId: null });
    expect(insurance).toBeNull();
  });

  it('forgets the session and the picked claim at sign-out', () => {
    const storage = memoryStorage();
    busyStore(storage).dispatch(logout());
    expect(JSON.parse(storage.items.get(PREFERENCES_KEY)!)).toEqual({ version: 1, chosenClaimId: null, hadSession: false });
    expect(createAppStore(storage).getState().auth.isAuthenticated).toBe(false);
  });

  it('writes only when a preference changes, not on every action', () => {
    const storage = memoryStorage();
    const store = busyStore(storage);
    const write = vi.spyOn(storage, 'setItem');
    store.dispatch(exchangeCompleted({ ...exchange, user_message: { ...exchange.user_message, id: 3 } }));
    store.dispatch(tokensRefreshed({ access: 'access-jwt-3' }));
    store.dispatch(claimChosen(12));
    expect(write).not.toHaveBeenCalled();
  });

  it('takes over an old redux-persist store: the session and the picked claim stay, the saved user goes', () => {
    const legacy = JSON.stringify({
      auth: JSON.stringify({ user: jane, accessToken: null, isAuthenticated: true, istrial: true }),
      chat: JSON.stringify({ chosenClaimId: 7, messages: [exchange.user_message] }),
      insurance: JSON.stringify({ company: 'Acme Mutual' }),
      _persist: JSON.stringify({ version: -1, rehydrated: true }),
    });
    const storage = memoryStorage({ [LEGACY_PERSIST_KEY]: legacy });
    const { auth, chat } = createAppStore(storage).getState();
    expect(auth).toMatchObject({ isAuthenticated: true, user: null });
    expect(chat.chosenClaimId).toBe(7);
    expect(chat.messages).toEqual([]);
    expect([...storage.items.keys()]).toEqual([PREFERENCES_KEY]);
    expect(storage.items.get(PREFERENCES_KEY)).not.toContain('jane');
  });

  it('starts signed out, without throwing, from an old store it cannot read', () => {
    const storage = memoryStorage({ [LEGACY_PERSIST_KEY]: '{"auth":"{\\"user\\":' });
    expect(createAppStore(storage).getState().auth.isAuthenticated).toBe(false);
    expect(storage.items.has(LEGACY_PERSIST_KEY)).toBe(false);
  });

  it('works with no storage at all, and with storage that refuses every call', () => {
    expect(() => busyStore(memoryStorage({}, true))).not.toThrow();
    expect(createAppStore(undefined).getState().auth.isAuthenticated).toBe(false);
  });
});
