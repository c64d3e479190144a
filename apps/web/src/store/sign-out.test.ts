import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TUser } from '@benji/shared';
import { setCredentials } from './auth-slice';
import { createTestStore } from './create-store';
import { announceSignOut, onSignOutElsewhere } from './session-broadcast';
import { setSessionEndedHandler } from './session-events';
import { signedOutElsewhere } from './sign-out';

const user = { pk: 3, email: 'li@example.com', is_trial: true, profile: { is_trial: true } } as TUser;

let stopHandler = () => {};
afterEach(() => stopHandler());

describe('a sign-out in another tab', () => {
  it('reaches the other tabs of the browser', async () => {
    const heard = vi.fn();
    const stop = onSignOutElsewhere(heard);
    announceSignOut();
    await vi.waitFor(() => expect(heard).toHaveBeenCalledTimes(1));
    stop();
  });

  it('leaves the signed-in pages, then clears this tab’s session', async () => {
    const store = createTestStore();
    store.dispatch(setCredentials({ user, access: 'a1' }));
    const seen: boolean[] = [];
    // The handler runs first: the guard must not judge the cleared store on the page being left.
    stopHandler = setSessionEndedHandler(() => void seen.push(store.getState().auth.isAuthenticated));
    await store.dispatch(signedOutElsewhere());
    expect(seen).toEqual([true]);
    expect(store.getState().auth).toMatchObject({ isAuthenticated: false, user: null, accessToken: null });
  });

  it('changes nothing in a tab already signed out (the tab that signed out hears itself too)', async () => {
    const ended = vi.fn();
    stopHandler = setSessionEndedHandler(ended);
    await createTestStore().dispatch(signedOutElsewhere());
    expect(ended).not.toHaveBeenCalled();
  });
});
