import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { SignJWT, decodeJwt } from 'jose';
import { AuthMessage, ZMessageResponse } from '@benji/shared';
import { createTestApp, type TestApp } from '../support/test-app';
import { bearer, loginUser, nextIp, registerUser } from '../support/accounts';

const JWT_SECRET = 'x'.repeat(40);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ JWT_SECRET });
});
afterAll(() => t.close());

const changePassword = (payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/change-password/', payload, headers });
const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/login/', payload: { email, password }, remoteAddress: nextIp() });
const profileStatus = async (access: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/update-profile/', headers: bearer(access) })).statusCode;

const change = (old_password: string, new_password = 'a-new-password-1', confirm_password = new_password) => ({
  old_password,
  new_password,
  confirm_password,
});

describe('POST /api/change-password/', () => {
  it('changes the password and signs out every other session while its own keeps working', async () => {
    const user = await registerUser(t.app);
    const otherDevice = await loginUser(t.app, user.email, user.password);

    const response = await changePassword(change(user.password, 'a-new-password-1'), bearer(user.access));
    expect(response.statusCode).toBe(200);
    expect(ZMessageResponse.parse(response.json())).toEqual({ message: 'Password updated successfully!' });

    expect(await profileStatus(user.access)).toBe(200);
    const ownRefresh = await t.app.inject({ method: 'POST', url: '/api/token/refresh/', payload: { refresh: user.refresh } });
    expect(ownRefresh.statusCode).toBe(200);
    expect(await profileStatus(otherDevice.access)).toBe(401);
    const otherRefresh = await t.app.inject({ method: 'POST', url: '/api/token/refresh/', payload: { refresh: otherDevice.refresh } });
    expect(otherRefresh.statusCode).toBe(401);

    expect((await login(user.email, user.password)).statusCode).toBe(401);
    expect((await login(user.email, 'a-new-password-1')).statusCode).toBe(200);
  });

  it.each([
    ['a wrong current password', () => change('not-my-password'), { old_password: ['Invalid current password'] }],
    [
      'a new password equal to the current one',
      (current: string) => change(current, current),
      { new_password: ['New password must be different from current password'] },
    ],
    [
      'a short new password',
      (current: string) => change(current, 'short'),
      { new_password: ['Password must be at least 8 characters long.'] },
    ],
    [
      'a confirmation that differs',
      (current: string) => change(current, 'a-new-password-1', 'a-new-password-2'),
      { confirm_password: ['Passwords do not match'] },
    ],
    [
      'a missing current password',
      () => ({ new_password: 'a-new-password-1', confirm_password: 'a-new-password-1' }),
      { old_password: ['This field is required.'] },
    ],
    ['a number as current password', () => change(12345678 as unknown as string), { old_password: ['Not a valid string.'] }],
    [
      'a missing confirmation',
      (current: string) => ({ old_password: current, new_password: 'a-new-password-1' }),
      { confirm_password: ['This field is required.'] },
    ],
  ])('refuses %s and keeps the password', async (_label, makePayload, errors) => {
    const user = await registerUser(t.app);
    const response = await changePassword(makePayload(user.password), bearer(user.access));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(errors);
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });
});

describe('the access token check', () => {
  const sign = (claims: { sub: string; sid: string }, options: { secret?: string; audience?: string; expiresAt?: number } = {}) =>
    new SignJWT({ sid: claims.sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setIssuedAt()
      .setAudience(options.audience ?? 'benji-api')
      .setExpirationTime(options.expiresAt ?? Math.floor(Date.now() / 1000) + 600)
      .sign(new TextEncoder().encode(options.secret ?? JWT_SECRET));

  /** The subject and session of a real sign-in, to build tokens that differ in one respect only. */
  async function realClaims() {
    const user = await registerUser(t.app);
    const payload = decodeJwt(user.access);
    return { user, claims: { sub: String(payload.sub), sid: String(payload.sid) } };
  }

  const expectRefused = async (headers: Record<string, string>) => {
    const response = await changePassword(change('correct-horse-1'), headers);
    expect(response.statusCode).toBe(401);
    return response.json() as Record<string, string>;
  };

  it('accepts a token signed the way the server signs them', async () => {
    const { user, claims } = await realClaims();
    expect(await profileStatus(await sign(claims))).toBe(200);
    expect(await profileStatus(user.access)).toBe(200);
  });

  it('refuses a request without a token', async () => {
    expect(await expectRefused({})).toEqual({
      detail: AuthMessage.notAuthenticated,
      message: AuthMessage.notAuthenticated,
      code: 'auth.notAuthenticated',
    });
  });

  it.each([
    ['a malformed token', () => 'Bearer not.a.jwt'],
    ['another scheme', () => 'Token abc'],
    ['an empty bearer', () => 'Bearer '],
  ])('refuses %s', async (_label, header) => {
    const body = await expectRefused({ authorization: header() });
    expect(body).toEqual({ detail: AuthMessage.sessionExpired, message: AuthMessage.sessionExpired, code: 'token_not_valid' });
  });

  it.each([
    ['expired', { expiresAt: Math.floor(Date.now() / 1000) - 60 }],
    ['signed with another secret', { secret: 'y'.repeat(40) }],
    ['meant for another audience', { audience: 'someone-else' }],
  ])('refuses a token that is %s', async (_label, options) => {
    const { claims } = await realClaims();
    expect((await expectRefused(bearer(await sign(claims, options)))).code).toBe('token_not_valid');
  });

  it('refuses a token whose user was deleted', async () => {
    const user = await registerUser(t.app);
    await t.execute(sql`delete from users where id = ${user.user.pk}`);
    const response = await changePassword(change(user.password), bearer(user.access));
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('token_not_valid');
  });

  it("changes only the caller's own password, whatever the body says", async () => {
    const alice = await registerUser(t.app);
    const bob = await registerUser(t.app, { password: 'bobs-own-password' });
    const response = await changePassword({ ...change(alice.password), email: alice.email, pk: alice.user.pk }, bearer(bob.access));
    expect(response.json()).toEqual({ old_password: ['Invalid current password'] });
    expect((await login(alice.email, alice.password)).statusCode).toBe(200);
    expect((await login(bob.email, bob.password)).statusCode).toBe(200);
  });
});
