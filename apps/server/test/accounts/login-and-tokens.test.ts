import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { AuthMessage, ZMessageResponse } from '@benji/shared';
import { createTestApp, type TestApp } from '../support/test-app';
import { ZApiCredentials, ZApiRefresh, bearer, loginUser, nextIp, registerUser } from '../support/accounts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (payload: unknown, remoteAddress = nextIp()) =>
  t.app.inject({ method: 'POST', url: '/api/login/', payload: payload as object, remoteAddress });
const refresh = (token: string) => t.app.inject({ method: 'POST', url: '/api/token/refresh/', payload: { refresh: token } });
const logout = (token: string) => t.app.inject({ method: 'POST', url: '/api/logout/', payload: { refresh: token } });
const profileStatus = async (access: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/update-profile/', headers: bearer(access) })).statusCode;

describe('POST /api/login/', () => {
  it('signs in with the e-mail in any letter case and answers the credentials', async () => {
    const user = await registerUser(t.app, { email: 'Login.Case@example.com' });
    const response = await login({ email: 'LOGIN.case@EXAMPLE.com', password: user.password });
    expect(response.statusCode).toBe(200);
    const body = ZApiCredentials.parse(response.json());
    expect(body.message).toBe(AuthMessage.loginSuccess);
    expect(body.user).toMatchObject({ pk: user.user.pk, email: 'login.case@example.com', is_trial: true, is_subscription: false });
    // A new sign-in is a new session with tokens of its own.
    expect(body.access).not.toBe(user.access);
    expect(body.refresh).not.toBe(user.refresh);
    expect(await profileStatus(body.access)).toBe(200);
  });

  it('answers a wrong password and an unknown e-mail with the same 401', async () => {
    const user = await registerUser(t.app);
    const wrongPassword = await login({ email: user.email, password: 'not-the-password' });
    const unknownEmail = await login({ email: 'nobody-here@example.com', password: 'not-the-password' });
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({ detail: AuthMessage.loginFailed, message: AuthMessage.loginFailed, code: 'auth.loginFailed' });
    expect(unknownEmail.statusCode).toBe(401);
    expect(unknownEmail.json()).toEqual(wrongPassword.json());
  });

  it.each([
    ['a missing e-mail', { password: 'whatever-1' }, 'email', 'This field is required.'],
    ['a missing password', { email: 'a@example.com' }, 'password', 'This field is required.'],
    ['a bad e-mail', { email: 'not-an-email', password: 'whatever-1' }, 'email', 'Enter a valid email address.'],
    ['a number as password', { email: 'a@example.com', password: 12345678 }, 'password', 'Not a valid string.'],
    ['an e-mail that is not a string', { email: ['a@example.com'], password: 'whatever-1' }, 'email', 'Not a valid string.'],
    ['a blank password', { email: 'a@example.com', password: '' }, 'password', 'This field may not be blank.'],
  ])('refuses %s with a field error', async (_label, payload, field, message) => {
    const response = await login(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ [field]: [message] });
  });

  it('limits attempts per IP, whatever e-mails they try', async () => {
    const ip = '10.20.0.1';
    for (let i = 0; i < 30; i += 1)
      expect((await login({ email: `guess${i}@example.com`, password: 'wrong-pass' }, ip)).statusCode).toBe(401);
    expectTooMany(await login({ email: 'guess-last@example.com', password: 'wrong-pass' }, ip));
    // Without TRUST_PROXY a forwarded-for header is the caller's own claim and changes nothing.
    const spoofed = await t.app.inject({
      method: 'POST',
      url: '/api/login/',
      payload: { email: 'guess-last@example.com', password: 'wrong-pass' },
      remoteAddress: ip,
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    expect(spoofed.statusCode).toBe(429);
    expect((await login({ email: 'guess-last@example.com', password: 'wrong-pass' }, '10.20.0.2')).statusCode).toBe(401);
  });

  it('limits attempts per e-mail, from however many IPs, and then refuses even the right password', async () => {
    const user = await registerUser(t.app);
    for (let i = 0; i < 10; i += 1) expect((await login({ email: user.email, password: 'wrong-pass' })).statusCode).toBe(401);
    expectTooMany(await login({ email: user.email, password: user.password }));
  });
});

function expectTooMany(response: Awaited<ReturnType<typeof login>>) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toMatchObject({ detail: AuthMessage.tooManyAttempts, message: AuthMessage.tooManyAttempts });
  const retryAfter = Number(response.headers['retry-after']);
  expect(Number.isInteger(retryAfter) && retryAfter > 0 && retryAfter <= 15 * 60).toBe(true);
}

describe('POST /api/token/refresh/', () => {
  it('rotates the refresh token and gives an access token that works', async () => {
    const user = await registerUser(t.app);
    const response = await refresh(user.refresh);
    expect(response.statusCode).toBe(200);
    const rotated = ZApiRefresh.parse(response.json());
    expect(rotated.refresh).not.toBe(user.refresh);
    expect(await profileStatus(rotated.access)).toBe(200);
    expect((await refresh(rotated.refresh)).statusCode).toBe(200);
  });

  it('ends the whole session when a used refresh token comes back after its successor was used', async () => {
    const user = await registerUser(t.app);
    const rotated = ZApiRefresh.parse((await refresh(user.refresh)).json());
    const owners = ZApiRefresh.parse((await refresh(rotated.refresh)).json());

    const reused = await refresh(user.refresh);
    expect(reused.statusCode).toBe(401);
    expect(reused.json().detail).toBe(AuthMessage.sessionExpired);
    // The thief and the owner both hold a token of this session now: neither may go on.
    expect((await refresh(owners.refresh)).statusCode).toBe(401);
    expect(await profileStatus(owners.access)).toBe(401);
    expect(await profileStatus(user.access)).toBe(401);
    // Other sign-ins of the same user are not touched.
    const elsewhere = await loginUser(t.app, user.email, user.password);
    expect(await profileStatus(elsewhere.access)).toBe(200);
  });

  it('takes a token again when its answer was lost (a reload mid-refresh), and the sign-in goes on', async () => {
    const user = await registerUser(t.app);
    expect((await refresh(user.refresh)).statusCode).toBe(200); // the answer never reached the browser
    const retried = await refresh(user.refresh);
    expect(retried.statusCode).toBe(200);
    const next = ZApiRefresh.parse(retried.json());
    expect(await profileStatus(next.access)).toBe(200);
    expect((await refresh(next.refresh)).statusCode).toBe(200);
  });

  it('ends the session when a used token comes back after the grace, even if nothing else was used', async () => {
    const user = await registerUser(t.app);
    const rotated = ZApiRefresh.parse((await refresh(user.refresh)).json());
    await t.database.db.execute(
      sql`update refresh_tokens set used_at = used_at - interval '11 seconds'
          where session_id in (select id from sessions where user_id = ${user.user.pk}) and used_at is not null`,
    );
    expect((await refresh(user.refresh)).statusCode).toBe(401);
    expect((await refresh(rotated.refresh)).statusCode).toBe(401);
    expect(await profileStatus(rotated.access)).toBe(401);
  });

  it('refuses an unknown and an expired refresh token', async () => {
    expect((await refresh('made-up-token')).statusCode).toBe(401);
    const user = await registerUser(t.app);
    await t.database.db.execute(
      sql`update refresh_tokens set expires_at = now() - interval '1 minute'
          where session_id in (select id from sessions where user_id = ${user.user.pk})`,
    );
    const expired = await refresh(user.refresh);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({
      detail: AuthMessage.sessionExpired,
      message: AuthMessage.sessionExpired,
      code: 'auth.sessionExpired',
    });
  });

  it.each([
    ['a missing token', {}, 'This field is required.'],
    ['a number', { refresh: 42 }, 'Not a valid string.'],
    ['a blank token', { refresh: ' ' }, 'This field may not be blank.'],
  ])('refuses %s', async (_label, payload, message) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/token/refresh/', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ refresh: [message] });
  });
});

describe('POST /api/logout/', () => {
  it('revokes the session: its access and refresh tokens stop working, other sessions do not', async () => {
    const user = await registerUser(t.app);
    const otherDevice = await loginUser(t.app, user.email, user.password);

    const response = await logout(user.refresh);
    expect(response.statusCode).toBe(200);
    expect(ZMessageResponse.parse(response.json()).message).toBe(AuthMessage.loggedOut);
    expect(await profileStatus(user.access)).toBe(401);
    expect((await refresh(user.refresh)).statusCode).toBe(401);
    expect(await profileStatus(otherDevice.access)).toBe(200);
  });

  it('answers an unknown token the same way, and refuses a missing one', async () => {
    expect((await logout('never-issued')).statusCode).toBe(200);
    const missing = await t.app.inject({ method: 'POST', url: '/api/logout/', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ refresh: ['This field is required.'] });
  });
});
