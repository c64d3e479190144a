import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TUser } from '@benji/shared';
import { createAppStore } from './create-store';
import { memoryStorage } from './preferences/memory-storage';
import { PREFERENCES_KEY } from './preferences/preferences';
import { restoreSession } from './restore-session';

const ana = {
  pk: 7,
  full_name: 'Ana Ruiz',
  name: 'Ana',
  email: 'ana@example.com',
  phone_number: '',
  address: '',
  signup_date: '2026-01-01T00:00:00.000Z',
  is_trial: false,
  is_subscription: true,
  trial_ends_at: '2026-01-04T00:00:00.000Z',
  has_password: true,
  email_verified: true,
  profile: { bio: '', profile_image: null, is_trial: false, is_subscription: true },
} satisfies TUser;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Answers each call by its path, and keeps the paths called. */
function serve(answers: Record<string, () => Response>) {
  const paths: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const path = new URL(request.url).pathname;
      paths.push(path);
      return answers[path]?.() ?? json({ detail: 'unexpected call' }, 500);
    }),
  );
  return paths;
}

const hadSession = () => memoryStorage({ [PREFERENCES_KEY]: JSON.stringify({ version: 1, chosenClaimId: null, hadSession: true }) });

afterEach(() => vi.unstubAllGlobals());

describe('restoring the session when the page loads', () => {
  it('buys a token with the refresh cookie, then takes the user and the flags from the server', async () => {
    const paths = serve({ '/api/token/refresh/': () => json({ access: 'fresh' }), '/api/update-profile/': () => json({ user: ana }) });
    const store = createAppStore(hadSession());
    await store.dispatch(restoreSession());
    expect(paths).toEqual(['/api/token/refresh/', '/api/update-profile/']);
    expect(store.getState().auth).toMatchObject({
      accessToken: 'fresh',
      isAuthenticated: true,
      isSubscribed: true,
      user: { email: 'ana@example.com' },
    });
  });

  it('signs out, and forgets the session, when the cookie is refused', async () => {
    serve({ '/api/token/refresh/': () => json({ detail: 'Token is invalid or expired' }, 401) });
    const storage = hadSession();
    const store = createAppStore(storage);
    await store.dispatch(restoreSession());
    expect(store.getState().auth).toMatchObject({ isAuthenticated: false, user: null, accessToken: null });
    expect(JSON.parse(storage.items.get(PREFERENCES_KEY)!)).toMatchObject({ hadSession: false });
  });

  it('keeps the session for the next load when the server cannot be reached', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const storage = hadSession();
    const store = createAppStore(storage);
    await store.dispatch(restoreSession());
    expect(store.getState().auth).toMatchObject({ isAuthenticated: true, accessToken: null });
    expect(JSON.parse(storage.items.get(PREFERENCES_KEY)!)).toMatchObject({ hadSession: true });
  });

  it('asks nothing of the server for a visitor', async () => {
    const paths = serve({});
    await createAppStore(memoryStorage()).dispatch(restoreSession());
    expect(paths).toEqual([]);
  });
});
