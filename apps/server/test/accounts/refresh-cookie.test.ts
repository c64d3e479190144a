import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { AuthMessage, ZCredentials, ZRefreshResponse } from '@benji/shared';
import { createTestApp, type TestApp } from '../support/test-app';
import { bearer, newUserInput, nextIp } from '../support/accounts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// A public host name: the cookie is Secure everywhere but plain http on a loopback host outside production.
const PUBLIC_HOST = 'benji.example';
const fromTheApp = { 'x-requested-with': 'benji', 'sec-fetch-site': 'same-origin' };
const DAY_SECONDS = 86_400;

interface SetCookie {
  value: string;
  attributes: Record<string, string | true>;
}

function refreshCookieOf(response: { headers: Record<string, unknown> }): SetCookie {
  const header = response.headers['set-cookie'];
  const all = Array.isArray(header) ? header : [header];
  const mine = all.find((line): line is string => typeof line === 'string' && line.startsWith('benji_refresh='));
  if (!mine) throw new Error(`no benji_refresh cookie in ${JSON.stringify(header)}`);
  const [pair = '', ...rest] = mine.split('; ');
  const attributes = Object.fromEntries(
    rest.map((part) => {
      const eq = part.indexOf('=');
      return eq < 0 ? [part.toLowerCase(), true] : [part.slice(0, eq).toLowerCase(), part.slice(eq + 1)];
    }),
  );
  return { value: pair.slice('benji_refresh='.length), attributes };
}

const post = (url: string, headers: Record<string, string> = {}, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers: { host: PUBLIC_HOST, ...headers }, remoteAddress: nextIp() });
const refreshWith = (cookie: string, headers: Record<string, string> = fromTheApp) =>
  post('/api/token/refresh/', { cookie: `benji_refresh=${cookie}`, ...headers });
const profileStatus = async (access: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/update-profile/', headers: bearer(access) })).statusCode;

async function signUp() {
  const response = await post('/api/register/', {}, newUserInput());
  expect(response.statusCode).toBe(201);
  return { body: ZCredentials.parse(response.json()), cookie: refreshCookieOf(response) };
}

describe('the refresh cookie', () => {
  it('comes with a sign-in: HttpOnly, Secure, SameSite=Strict, scoped to /api/, living as long as the token', async () => {
    const { body, cookie } = await signUp();
    // The body keeps the token for API clients (the spec's credentials payload); the cookie holds the same one.
    expect(cookie.value).toBe(body.refresh);
    expect(cookie.attributes).toMatchObject({ httponly: true, secure: true, samesite: 'Strict', path: '/api/' });
    expect(Number(cookie.attributes['max-age'])).toBeGreaterThan(30 * DAY_SECONDS - 60);
    expect(Number(cookie.attributes['max-age'])).toBeLessThanOrEqual(30 * DAY_SECONDS);

    const login = await post('/api/login/', {}, { email: body.user.email, password: 'correct-horse-1' });
    expect(login.statusCode).toBe(200);
    expect(refreshCookieOf(login).value).toBe(ZCredentials.parse(login.json()).refresh);
  });

  it('is not Secure over plain http to localhost outside production, so any browser keeps it in development', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/register/',
      payload: newUserInput(),
      headers: { host: '127.0.0.1:3100' },
      remoteAddress: nextIp(),
    });
    expect(refreshCookieOf(response).attributes).toMatchObject({ httponly: true, samesite: 'Strict' });
    expect(refreshCookieOf(response).attributes.secure).toBeUndefined();
  });

  it('refreshes the session alone, rotating itself', async () => {
    const { cookie } = await signUp();
    const response = await refreshWith(cookie.value);
    expect(response.statusCode).toBe(200);
    const tokens = ZRefreshResponse.parse(response.json());
    expect(await profileStatus(tokens.access)).toBe(200);
    const rotated = refreshCookieOf(response);
    // The rotated token is in the cookie only: a script on the page reads nothing it could spend.
    expect(tokens.refresh).toBeUndefined();
    expect(rotated.value).not.toBe(cookie.value);
    expect((await refreshWith(rotated.value)).statusCode).toBe(200);
  });

  it('is refused without the X-Requested-With header, and stays usable', async () => {
    const { cookie } = await signUp();
    const refused = await refreshWith(cookie.value, { 'sec-fetch-site': 'same-origin' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      detail: AuthMessage.crossSiteRefused,
      message: AuthMessage.crossSiteRefused,
      code: 'auth.crossSiteRefused',
    });
    expect(refused.headers['set-cookie']).toBeUndefined();
    expect((await refreshWith(cookie.value, { 'x-requested-with': 'something-else' })).statusCode).toBe(403);
    expect((await refreshWith(cookie.value)).statusCode).toBe(200);
  });

  it('is refused from another site, whether the browser says so in Sec-Fetch-Site or in Origin', async () => {
    const { cookie } = await signUp();
    const header = { 'x-requested-with': 'benji' };
    expect((await refreshWith(cookie.value, { ...header, 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect((await refreshWith(cookie.value, { ...header, 'sec-fetch-site': 'same-site' })).statusCode).toBe(403);
    expect((await refreshWith(cookie.value, { ...header, origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await refreshWith(cookie.value, { ...header, origin: 'null' })).statusCode).toBe(403);
    // This host's own Origin is fine, as is a caller that sends neither (not a browser: no ambient cookie to abuse).
    expect((await refreshWith(cookie.value, { ...header, origin: `https://${PUBLIC_HOST}` })).statusCode).toBe(200);
  });

  it('takes the body token over the cookie, without the header: API clients go on as before', async () => {
    const { body, cookie } = await signUp();
    const response = await post('/api/token/refresh/', { cookie: `benji_refresh=${cookie.value}` }, { refresh: body.refresh });
    expect(response.statusCode).toBe(200);
    expect(refreshCookieOf(response).value).toBe(ZRefreshResponse.parse(response.json()).refresh);
  });

  it('is cleared by logout, and the session it names is over: a replayed cookie is refused', async () => {
    const { body, cookie } = await signUp();
    const logout = await post('/api/logout/', { cookie: `benji_refresh=${cookie.value}`, ...fromTheApp });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ message: AuthMessage.loggedOut });
    const cleared = refreshCookieOf(logout);
    expect(cleared.value).toBe('');
    expect(cleared.attributes).toMatchObject({ 'max-age': '0', path: '/api/', httponly: true, samesite: 'Strict' });

    const replayed = await refreshWith(cookie.value);
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json()).toMatchObject({ detail: AuthMessage.sessionExpired });
    // The dead cookie is dropped again, so the browser stops sending it.
    expect(refreshCookieOf(replayed)).toMatchObject({ value: '', attributes: { 'max-age': '0' } });
    expect(await profileStatus(body.access)).toBe(401);
  });

  it('cannot log the user out from another site', async () => {
    const { body, cookie } = await signUp();
    const refused = await post('/api/logout/', {
      cookie: `benji_refresh=${cookie.value}`,
      'sec-fetch-site': 'cross-site',
      'x-requested-with': 'benji',
    });
    expect(refused.statusCode).toBe(403);
    expect(await profileStatus(body.access)).toBe(200);
  });

  it('answers a call with neither cookie nor body token as before: the token is required', async () => {
    const response = await post('/api/token/refresh/', fromTheApp);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ refresh: ['This field is required.'] });
  });

  it('still ends 90 days after the sign-in, and its Max-Age never reaches past that end', async () => {
    const { body, cookie } = await signUp();
    const sessionId = String(decodeJwt(body.access).sid);
    const startDaysAgo = (days: number) =>
      t.execute(sql`update sessions set created_at = now() - make_interval(days => ${days}) where id = ${sessionId}`);

    await startDaysAgo(80);
    const nearTheEnd = await refreshWith(cookie.value);
    expect(nearTheEnd.statusCode).toBe(200);
    const capped = refreshCookieOf(nearTheEnd);
    expect(Number(capped.attributes['max-age'])).toBeGreaterThan(10 * DAY_SECONDS - 60);
    expect(Number(capped.attributes['max-age'])).toBeLessThanOrEqual(10 * DAY_SECONDS);

    await startDaysAgo(91);
    const refused = await refreshWith(capped.value);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ detail: AuthMessage.sessionExpired });
  });
});
