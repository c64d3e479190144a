import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthMessage, ZCredentials, ZRefreshResponse } from '@benji/shared';
import { startFakeGoogle } from '../support/fake-google';
import { ZApiCredentials, ZApiRefresh, bearer, newUserInput, nextIp } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/test-app';

// Security probe 3, findings 1 and 5: a script on the page must never read a refresh token, and a
// token replayed inside the reuse grace must not start a chain of its own.

const CLIENT_ID = 'benji-exposure.apps.googleusercontent.com';
const HOST = 'benji.example';
// What a same-origin fetch from the app carries: the browser adds Origin and Sec-Fetch-Site itself.
const fromThePage = { origin: `https://${HOST}`, 'sec-fetch-site': 'same-origin', 'x-requested-with': 'benji' };

let t: TestApp;
let google: Awaited<ReturnType<typeof startFakeGoogle>>;
beforeAll(async () => {
  google = await startFakeGoogle(CLIENT_ID);
  t = await createTestApp({ GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS_URL: google.jwksUrl });
});
afterAll(async () => {
  await t.close();
  await google.close();
});

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers: { host: HOST, ...headers }, remoteAddress: nextIp() });

function cookieOf(response: { headers: Record<string, unknown> }): string {
  const header = response.headers['set-cookie'];
  const line = (Array.isArray(header) ? header : [header]).find((value) => String(value).startsWith('benji_refresh='));
  if (typeof line !== 'string') throw new Error(`no refresh cookie in ${JSON.stringify(header)}`);
  return line.slice('benji_refresh='.length, line.indexOf(';'));
}
const refreshWithCookie = (cookie: string, headers: Record<string, string> = fromThePage) =>
  post('/api/token/refresh/', {}, { cookie: `benji_refresh=${cookie}`, ...headers });
const refreshWithBody = (token: string, headers: Record<string, string> = {}) => post('/api/token/refresh/', { refresh: token }, headers);
const profileStatus = async (access: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/update-profile/', headers: bearer(access) })).statusCode;

describe('a browser sign-in', () => {
  it('puts the refresh token in the HttpOnly cookie only, for register, login and Google sign-in', async () => {
    const input = newUserInput();
    const registered = await post('/api/register/', input, fromThePage);
    expect(registered.statusCode).toBe(201);
    expect(registered.json()).not.toHaveProperty('refresh');
    expect(cookieOf(registered)).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const login = await post('/api/login/', { email: input.email, password: input.password }, fromThePage);
    expect(login.statusCode).toBe(200);
    const credentials = ZCredentials.parse(login.json());
    expect(credentials.refresh).toBeUndefined();
    expect(await profileStatus(credentials.access)).toBe(200);
    expect((await refreshWithCookie(cookieOf(login))).statusCode).toBe(200);

    const credential = await google.sign({ sub: `exposure-${Date.now()}`, email: `g-${Date.now()}@example.com`, name: 'Ada' });
    const googleLogin = await post('/api/auth/google-login/', { credential }, fromThePage);
    expect(googleLogin.statusCode).toBe(200);
    expect(googleLogin.json()).not.toHaveProperty('refresh');
    expect(cookieOf(googleLogin)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('counts as a browser by any one of the headers only a browser (or the app) sends', async () => {
    const browserHeaders: Record<string, string>[] = [
      { origin: `https://${HOST}` },
      { 'sec-fetch-site': 'same-origin' },
      { 'x-requested-with': 'benji' },
    ];
    for (const headers of browserHeaders) {
      const response = await post('/api/register/', newUserInput(), headers);
      expect(response.statusCode).toBe(201);
      expect(response.json()).not.toHaveProperty('refresh');
    }
  });

  it('still refuses a wrong password, and bad input, with no cookie set', async () => {
    const wrong = await post('/api/login/', { email: 'nobody@example.com', password: 'not-it-at-all' }, fromThePage);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ detail: AuthMessage.loginFailed });
    expect(wrong.headers['set-cookie']).toBeUndefined();
    expect((await post('/api/login/', { email: 'not-an-address' }, fromThePage)).statusCode).toBe(400);
  });
});

describe('an API client (no browser headers) keeps the spec payload', () => {
  it('gets the refresh token in the body at sign-in, and again when it refreshes with a body token', async () => {
    const input = newUserInput();
    const registered = ZApiCredentials.parse((await post('/api/register/', input)).json());
    expect(registered.refresh).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const refreshed = await refreshWithBody(registered.refresh);
    expect(refreshed.statusCode).toBe(200);
    const next = ZApiRefresh.parse(refreshed.json());
    expect(next.refresh).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await refreshWithBody(next.refresh)).statusCode).toBe(200);
  });
});

describe('a cookie-signed refresh', () => {
  it('answers the access token only: the rotated refresh token is in the Set-Cookie, never the body', async () => {
    const registered = await post('/api/register/', newUserInput(), fromThePage);
    const response = await refreshWithCookie(cookieOf(registered));
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json())).toEqual(['access']);
    const rotated = cookieOf(response);
    expect(rotated).not.toBe(cookieOf(registered));
    expect((await refreshWithCookie(rotated)).statusCode).toBe(200);
  });

  it('needs a cookie or a body token (400), and refuses an unknown one (401)', async () => {
    expect((await post('/api/token/refresh/', {}, fromThePage)).statusCode).toBe(400);
    expect((await refreshWithCookie('x'.repeat(43))).statusCode).toBe(401);
  });

  it("cannot be spent with another user's cookie: each cookie refreshes its own sign-in", async () => {
    const a = await post('/api/register/', newUserInput(), fromThePage);
    const b = await post('/api/register/', newUserInput(), fromThePage);
    const asB = ZRefreshResponse.parse((await refreshWithCookie(cookieOf(b))).json());
    const profile = await t.app.inject({ method: 'GET', url: '/api/update-profile/', headers: bearer(asB.access) });
    expect(profile.json()).toMatchObject({ user: { email: ZCredentials.parse(b.json()).user.email } });
    expect(profile.json()).not.toMatchObject({ user: { email: ZCredentials.parse(a.json()).user.email } });
  });
});

describe('a replay inside the reuse grace', () => {
  it('gets the successor already issued, so the sign-in never forks', async () => {
    const registered = ZApiCredentials.parse((await post('/api/register/', newUserInput())).json());
    const first = ZApiRefresh.parse((await refreshWithBody(registered.refresh)).json());
    // Another client replays the used token at once: it gets the same successor, not a chain of its own.
    const replay = await refreshWithBody(registered.refresh, { 'user-agent': 'someone-else' });
    expect(replay.statusCode).toBe(200);
    expect(ZApiRefresh.parse(replay.json()).refresh).toBe(first.refresh);
    // One chain: when it moves on, the replayed successor is a used token after the grace would allow.
    const moved = ZApiRefresh.parse((await refreshWithBody(first.refresh)).json());
    expect((await refreshWithBody(registered.refresh)).statusCode).toBe(401);
    expect(await profileStatus(moved.access)).toBe(401);
  });

  it('hands the browser the same successor in the cookie when a reload lost the first answer', async () => {
    const registered = await post('/api/register/', newUserInput(), fromThePage);
    const lost = await refreshWithCookie(cookieOf(registered));
    const retried = await refreshWithCookie(cookieOf(registered));
    expect(retried.statusCode).toBe(200);
    expect(cookieOf(retried)).toBe(cookieOf(lost));
    expect(retried.json()).not.toHaveProperty('refresh');
    expect((await refreshWithCookie(cookieOf(retried))).statusCode).toBe(200);
  });
});
