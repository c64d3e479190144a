import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { SignJWT, decodeJwt } from 'jose';
import { AuthMessage, OTP_MAX_ATTEMPTS } from '@benji/shared';
import { sha256 } from '../../src/lib/hash';
import { ZApiRefresh, bearer, nextIp, registerUser } from '../support/accounts';
import { withClient } from '../support/pg-client';
import { createTestApp, type TestApp } from '../support/test-app';
import { registeredRoutes } from './route-list';

// ASVS V3 (sessions) and V2.2 (anti-automation): what a stolen or guessed secret can still buy.

vi.setConfig({ testTimeout: 60_000 });

const JWT_SECRET = 'a-test-signing-key-of-forty-bytes-or-so!';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ JWT_SECRET });
});
afterAll(() => t.close());

const post = (url: string, payload: object, remoteAddress = nextIp(), headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress, headers });
const refresh = (token: string, remoteAddress?: string) => post('/api/token/refresh/', { refresh: token }, remoteAddress);
const profileStatus = async (access: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/update-profile/', headers: bearer(access) })).statusCode;

/** Rows of a raw query, on either driver. */
async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

describe('Cache-Control', () => {
  const FILE_ID = '7d3c1e8a-0000-4000-8000-000000000000';
  /** A route's path with its parameters filled with values that exist nowhere. */
  const fillParams = (url: string) =>
    url.replace(/:\w+/g, url.startsWith('/api/files/') ? FILE_ID : '999999').replace('*', 'swagger-ui.css');
  const everyApiRoute = (): InjectOptions[] =>
    registeredRoutes(t.app)
      .filter((route) => route.url.startsWith('/api') && route.method !== 'OPTIONS')
      .map((route) => ({ method: route.method as InjectOptions['method'], url: fillParams(route.url) }));

  it('is no-store on every /api answer, refused or not, signed in or not', async () => {
    const user = await registerUser(t.app);
    const missing: string[] = [];
    for (const route of everyApiRoute()) {
      for (const headers of [{}, bearer(user.access)]) {
        const response = await t.app.inject({ ...route, headers, remoteAddress: nextIp() });
        const cacheControl = response.headers['cache-control'];
        if (cacheControl !== 'no-store') missing.push(`${route.method} ${route.url} ${response.statusCode}: ${cacheControl}`);
      }
    }
    const unknown = await t.app.inject({ method: 'GET', url: '/api/no-such-thing/' });
    if (unknown.headers['cache-control'] !== 'no-store') missing.push(`unknown path: ${unknown.headers['cache-control']}`);
    expect(missing).toEqual([]);
  });

  it('is no-store on a sign-in that hands out tokens', async () => {
    const user = await registerUser(t.app);
    const response = await post('/api/login/', { email: user.email, password: user.password });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('rate limits on routes that check a secret', () => {
  it('stop guessing the current password through change-password after 10 tries', async () => {
    const user = await registerUser(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const payload = { old_password: `guess-number-${i}`, new_password: 'a-new-password-1', confirm_password: 'a-new-password-1' };
      statuses.push((await post('/api/change-password/', payload, nextIp(), bearer(user.access))).statusCode);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(400), 429]);
    const right = { old_password: user.password, new_password: 'a-new-password-1', confirm_password: 'a-new-password-1' };
    expect((await post('/api/change-password/', right, nextIp(), bearer(user.access))).statusCode).toBe(429);
  });

  it('stop guessing refresh tokens (and logging out with them) from one address after 120 tries', async () => {
    const ip = nextIp();
    for (let i = 0; i < 119; i += 1) expect((await refresh(`made-up-refresh-token-${i}`, ip)).statusCode).toBe(401);
    expect((await post('/api/logout/', { refresh: 'made-up-refresh-token-x' }, ip)).statusCode).toBe(200);
    const refused = await refresh('made-up-refresh-token-last', ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ detail: AuthMessage.tooManyAttempts });
    // Another address is not held back.
    expect((await refresh('made-up-refresh-token-last')).statusCode).toBe(401);
  });
});

/**
 * Sends `count` requests at once. On PostgreSQL the code's row is held locked until every one of
 * them waits on it, so all have read the code before any guess is counted: the race a
 * check-then-count loses. PGlite has one connection, which runs them one after another anyway.
 */
async function sendAllAtOnce<T>(codeId: string, count: number, send: (i: number) => Promise<T>): Promise<T[]> {
  const url = process.env.TEST_DATABASE_URL;
  const burst = () => Promise.all(Array.from({ length: count }, (_, i) => send(i)));
  if (!url) return burst();
  const [where] = await rows<{ schema: string }>(sql`select current_schema() as schema`);
  return withClient(url, async (client) => {
    await client.query(`set search_path to ${where?.schema}`);
    await client.query('begin');
    await client.query('select 1 from password_reset_codes where id = $1 for update', [codeId]);
    const answers = burst();
    const waiting = async () => {
      // Inside a transaction the activity view is read once and kept: drop that copy each time.
      await client.query('select pg_stat_clear_snapshot()');
      const result = await client.query<{ n: number }>(
        `select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and query like 'update "password_reset_codes"%'`,
      );
      return result.rows[0]?.n ?? 0;
    };
    await vi.waitFor(async () => expect(await waiting()).toBeGreaterThanOrEqual(count), { timeout: 30_000, interval: 20 });
    await client.query('commit');
    return answers;
  });
}

describe('reset-code guesses sent all at once', () => {
  it('count each guess against the five allowed: a burst gets no more tries than guesses sent one by one', async () => {
    const user = await registerUser(t.app);
    expect((await post('/api/forgot-password/', { email: user.email })).statusCode).toBe(200);
    // The code itself is mailed after the answer; the test knows it by giving the open code a hash of its own.
    const code = '246810';
    const openCode = () =>
      rows<{ id: string; attempts: number }>(
        sql`select id, attempts from password_reset_codes where user_id = ${user.user.pk} and used_at is null`,
      );
    const codeId = await vi.waitFor(async () => {
      const [open] = await openCode();
      if (!open) throw new Error('no code yet');
      return open.id;
    });
    await t.execute(sql`update password_reset_codes set code_hash = ${sha256(code)} where id = ${codeId}`);
    const guess = (otp: string) => post('/api/verify-otp/', { email: user.email, otp });

    for (let i = 0; i < OTP_MAX_ATTEMPTS - 1; i += 1) expect((await guess(`13579${i}`)).json().error).toBe(AuthMessage.otpInvalid);
    const burst = await sendAllAtOnce(codeId, 8, (i) => guess(`97531${i}`));
    expect(burst.map((answer) => answer.json().error)).toEqual(Array<string>(8).fill(AuthMessage.otpExpired));
    expect((await openCode())[0]?.attempts).toBe(OTP_MAX_ATTEMPTS);
    // Dead: the right code opens nothing now.
    expect((await guess(code)).json().error).toBe(AuthMessage.otpExpired);
  });
});

describe('access tokens', () => {
  const signWithServerKey = (claims: { sub: string; sid: string }, issuedAt: number | null, expiresAt: number) => {
    const token = new SignJWT({ sid: claims.sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setAudience('benji-api')
      .setExpirationTime(expiresAt);
    if (issuedAt !== null) token.setIssuedAt(issuedAt);
    return token.sign(new TextEncoder().encode(JWT_SECRET));
  };

  it('are refused when made to live longer than the server issues them, or without an issue time, even with the right key', async () => {
    const user = await registerUser(t.app);
    const { sub, sid } = decodeJwt(user.access);
    const claims = { sub: String(sub), sid: String(sid) };
    const now = Math.floor(Date.now() / 1000);
    expect(await profileStatus(await signWithServerKey(claims, now, now + 15 * 60))).toBe(200);
    expect(await profileStatus(await signWithServerKey(claims, now - 60, now + 15 * 60))).toBe(401);
    expect(await profileStatus(await signWithServerKey(claims, now, now + 30 * 24 * 3600))).toBe(401);
    expect(await profileStatus(await signWithServerKey(claims, null, now + 60))).toBe(401);
  });
});

describe('refresh tokens', () => {
  const sessionOf = (access: string) => String(decodeJwt(access).sid);
  const startSessionDaysAgo = (sessionId: string, days: number) =>
    t.execute(sql`update sessions set created_at = now() - make_interval(days => ${days}) where id = ${sessionId}`);

  it('stop working 90 days after the sign-in, however often they were rotated', async () => {
    const user = await registerUser(t.app);
    const rotated = ZApiRefresh.parse((await refresh(user.refresh)).json());
    await startSessionDaysAgo(sessionOf(user.access), 91);
    const refused = await refresh(rotated.refresh);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ detail: AuthMessage.sessionExpired });
  });

  it('are never issued past the end of their sign-in, nor for longer than the 30-day idle limit', async () => {
    const user = await registerUser(t.app);
    const sessionId = sessionOf(user.access);
    const expiry = async (token: string) => {
      const [row] = await rows<{ days_left: number; days_after_start: number }>(sql`
        select extract(epoch from (t.expires_at - now())) / 86400 as days_left,
               extract(epoch from (t.expires_at - s.created_at)) / 86400 as days_after_start
        from refresh_tokens t join sessions s on s.id = t.session_id where t.token_hash = ${sha256(token)}`);
      return { daysLeft: Number(row?.days_left), daysAfterStart: Number(row?.days_after_start) };
    };
    expect((await expiry(user.refresh)).daysLeft).toBeCloseTo(30, 1);

    await startSessionDaysAgo(sessionId, 80);
    const rotated = ZApiRefresh.parse((await refresh(user.refresh)).json());
    const capped = await expiry(rotated.refresh);
    expect(capped.daysAfterStart).toBeCloseTo(90, 1);
    expect(capped.daysLeft).toBeCloseTo(10, 1);
  });
});
