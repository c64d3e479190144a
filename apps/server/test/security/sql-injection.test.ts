import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, nextIp } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/test-app';
import { NASTY_STRINGS } from './hostile-values';
import { snapshotUser } from './snapshot';
import { WORLD_TIMEOUT, buildWorld, type World } from './world';

// Every place a caller's text reaches a query by way of a search, a filter or an id in the path.
// (The claim list's own search and filters run in the browser, over the caller's own claims.)

// Real requests on a real database, on a machine that may be busy: no test here should need this long.
vi.setConfig({ testTimeout: 60_000 });

let t: TestApp;
let w: World;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_SCALE: '1000' });
  w = await buildWorld(t);
}, WORLD_TIMEOUT);
afterAll(() => t.close());

/** A lone surrogate cannot be put in a URL at all: no client could send it. */
function sendable(value: string): boolean {
  try {
    encodeURIComponent(value);
    return true;
  } catch {
    return false;
  }
}

const INJECTIONS = [
  "' OR '1'='1",
  "1' OR '1'='1' --",
  '1; DROP TABLE claims; --',
  '1 UNION SELECT id, email, password_hash FROM users --',
  "' || (select password_hash from users limit 1) || '",
  "1' AND pg_sleep(3) IS NULL --",
  '$$; delete from users; $$',
  '%',
  '_',
  '\\',
  "00000000-0000-0000-0000-000000000000' OR 'a'='a",
  ...NASTY_STRINGS.filter((value) => value.length < 100 && sendable(value)),
];

type Build = (
  w: World,
  value: string,
) => { method: 'GET' | 'POST' | 'DELETE' | 'PATCH'; url: string; query?: Record<string, string>; payload?: object };
const REFUSED = [400, 401, 404];

const places: Array<[string, Build, number[]?]> = [
  ['chat history ?session_id=', (_w, value) => ({ method: 'GET', url: '/api/chat/', query: { session_id: value } })],
  ['deadlines ?today=', (w, value) => ({ method: 'GET', url: `/api/my-claims/${w.owner.claimId}/deadlines/`, query: { today: value } })],
  ['upcoming deadlines ?today=', (_w, value) => ({ method: 'GET', url: '/api/my-claims/deadlines/', query: { today: value } })],
  ['a claim id in the path', (_w, value) => ({ method: 'GET', url: `/api/my-claims/${encodeURIComponent(value)}/` })],
  [
    'a diary event id in the path',
    (w, value) => ({ method: 'DELETE', url: `/api/my-claims/${w.owner.claimId}/diary/${encodeURIComponent(value)}/` }),
  ],
  ['a chat session id in the path', (_w, value) => ({ method: 'GET', url: `/api/chat/${encodeURIComponent(value)}/download-pdf/` })],
  ['an upload id in the path', (_w, value) => ({ method: 'PATCH', url: `/api/chat/uploads/${encodeURIComponent(value)}/`, payload: {} })],
  ['a checkout id in the path', (_w, value) => ({ method: 'GET', url: `/api/stripe/checkout-session/${encodeURIComponent(value)}/` })],
  ['a file id in the path', (_w, value) => ({ method: 'GET', url: `/api/files/${encodeURIComponent(value)}` })],
  // A blank session id opens a new session of the caller's own: a 201 there is right.
  [
    'the chat session of a message',
    (_w, value) => ({ method: 'POST', url: '/api/chat/', payload: { content: 'Hello', session_id: value } }),
    [...REFUSED, 201],
  ],
  [
    'the session of a saved message',
    (w, value) => ({ method: 'POST', url: '/api/chat/flag/', payload: { message_id: w.owner.messageId, session_id: value } }),
  ],
  [
    'the e-mail of a sign-in',
    (_w, value) => ({ method: 'POST', url: '/api/login/', payload: { email: `${value}@example.com`, password: value } }),
  ],
  [
    'the e-mail of a reset code',
    (_w, value) => ({ method: 'POST', url: '/api/verify-otp/', payload: { email: `a${value}@example.com`, otp: '123456' } }),
  ],
];

describe('SQL injection strings', () => {
  it.each(places)('in %s are data: refused or not found, never a 5xx, never another row', async (_label, build, allowed = REFUSED) => {
    const before = await snapshotUser(t.database.db, w.owner.id);
    const answers = new Map<number, number>();
    for (const value of INJECTIONS) {
      const response = await t.app.inject({ ...build(w, value), headers: bearer(w.intruder.access), remoteAddress: nextIp() });
      answers.set(response.statusCode, (answers.get(response.statusCode) ?? 0) + 1);
      expect(response.statusCode, `${value} -> ${response.body.slice(0, 200)}`).toBeLessThan(500);
      // Nothing of the owner's comes back to the intruder who sent it.
      for (const marker of w.ownerMarkers) expect(response.body).not.toContain(marker);
    }
    expect([...answers.keys()].filter((status) => !allowed.includes(status))).toEqual([]);
    expect(await snapshotUser(t.database.db, w.owner.id)).toEqual(before);
  });
});
