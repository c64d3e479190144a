import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { AuthMessage } from '@benji/shared';
import { ZApiRefresh, bearer, loginUser, nextIp, registerUser } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/test-app';

// Extends accounts/password-reset, change-password and login-and-tokens: the same rules, attacked
// from the sides those tests do not try.

vi.setConfig({ testTimeout: 60_000 });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_SCALE: '100' });
});
afterAll(() => t.close());

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload, remoteAddress: nextIp() });
const refresh = (token: string) => post('/api/token/refresh/', { refresh: token });
const profileStatus = async (access: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/update-profile/', headers: bearer(access) })).statusCode;

/** Asks for a reset code and reads it from the outbox (the server mails it after answering). */
async function requestCode(email: string): Promise<string> {
  expect((await post('/api/forgot-password/', { email })).statusCode).toBe(200);
  return vi.waitFor(async () => {
    const result = (await t.database.db.execute(
      sql`select body from mail_outbox where recipient = ${email} order by id desc limit 1`,
    )) as unknown as { rows: Array<{ body: string }> };
    const code = /verification code is (\d{6})/.exec(result.rows[0]?.body ?? '')?.[1];
    if (!code) throw new Error('no code yet');
    return code;
  });
}
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const resetBody = (email: string, otp: string) => ({ email, otp, new_password: 'taken-over-1', confirm_password: 'taken-over-1' });

describe('guessing a reset code', () => {
  it('kills the code after five wrong guesses split between verify-otp and reset-password', async () => {
    const user = await registerUser(t.app);
    const code = await requestCode(user.email);
    const wrong = wrongCode(code);
    for (const url of ['/api/verify-otp/', '/api/reset-password/', '/api/verify-otp/', '/api/reset-password/'])
      expect((await post(url, resetBody(user.email, wrong))).json().error).toBe(AuthMessage.otpInvalid);
    expect((await post('/api/reset-password/', resetBody(user.email, wrong))).json().error).toBe(AuthMessage.otpExpired);
    // Dead: the right code opens nothing now, and the password is the owner's still.
    expect((await post('/api/reset-password/', resetBody(user.email, code))).json().error).toBe(AuthMessage.otpExpired);
    expect((await post('/api/login/', { email: user.email, password: user.password })).statusCode).toBe(200);
    expect((await post('/api/login/', { email: user.email, password: 'taken-over-1' })).statusCode).toBe(401);
  });
});

describe('refresh-token reuse', () => {
  it('revokes the whole family when a token from two rotations back comes back', async () => {
    const user = await registerUser(t.app);
    const second = ZApiRefresh.parse((await refresh(user.refresh)).json());
    const third = ZApiRefresh.parse((await refresh(second.refresh)).json());
    expect(await profileStatus(third.access)).toBe(200);

    expect((await refresh(user.refresh)).statusCode).toBe(401);
    expect((await refresh(third.refresh)).statusCode).toBe(401);
    expect(await profileStatus(third.access)).toBe(401);
  });

  it('lets two simultaneous refreshes with one token both through (tabs restored at once), and a later replay still ends the family', async () => {
    const user = await registerUser(t.app);
    const answers = await Promise.all([refresh(user.refresh), refresh(user.refresh)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const [first, second] = answers.map((answer) => ZApiRefresh.parse(answer.json()));
    if (!first || !second) throw new Error('two answers expected');
    // Both get the one successor: the sign-in does not fork into two chains (security probe 3, #5).
    expect(first.refresh).toBe(second.refresh);
    const moved = ZApiRefresh.parse((await refresh(first.refresh)).json());
    // The sign-in has moved past the shared token: it coming back now is a copy.
    expect((await refresh(user.refresh)).statusCode).toBe(401);
    expect(await profileStatus(moved.access)).toBe(401);
  });
});

describe('a password reset', () => {
  it('signs out every device: access and refresh tokens of each stop working', async () => {
    const user = await registerUser(t.app);
    const devices = [user, await loginUser(t.app, user.email, user.password), await loginUser(t.app, user.email, user.password)];
    const code = await requestCode(user.email);
    expect((await post('/api/reset-password/', resetBody(user.email, code))).statusCode).toBe(200);
    for (const device of devices) {
      expect(await profileStatus(device.access)).toBe(401);
      expect((await refresh(device.refresh)).statusCode).toBe(401);
    }
  });
});
