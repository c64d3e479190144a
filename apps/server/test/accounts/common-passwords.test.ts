import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { FieldMessage } from '@benji/shared';
import { bearer, newUserInput, nextIp, registerUser } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/test-app';

// NIST SP 800-63B: 8 to 128 characters, no known or easily guessed password, no other rule.

vi.setConfig({ testTimeout: 60_000 });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_SCALE: '100' });
});
afterAll(() => t.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: nextIp() });
const register = (overrides: Record<string, unknown>) => post('/api/register/', newUserInput(overrides));
const login = async (email: string, password: string) => (await post('/api/login/', { email, password })).statusCode;

/** Asks for a reset code and reads it from the outbox, which keeps it outside production. */
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

const COMMON = [
  ['a breach-list favourite', 'password1'],
  ['one with capitals, digits and a symbol', 'Password123!'],
  ['a l33t spelling', 'P@ssw0rd'],
  ['a keyboard walk', 'qwertyuiop'],
  ['a run of one digit', '11111111'],
  ['a sequence', 'abcdefgh'],
] as const;

describe('sign-up', () => {
  it.each(COMMON)('refuses %s on the password field, and creates no account', async (_label, password) => {
    const input = newUserInput({ password });
    const refused = await post('/api/register/', input);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ password: [FieldMessage.passwordTooCommon] });
    expect((await post('/api/register/', { ...input, password: 'a-much-better-pass-1' })).statusCode).toBe(201);
  });

  it("refuses the account's own e-mail as its password", async () => {
    const input = newUserInput();
    const response = await post('/api/register/', { ...input, password: input.email });
    expect(response.json()).toEqual({ password: [FieldMessage.passwordTooCommon] });
  });

  it('accepts any password of 8 to 128 characters that is not easily guessed, with no rule on what it is made of', async () => {
    const longest = 'Tall ships sail past the old lighthouse at dawn, '.repeat(3).slice(0, 128);
    for (const password of ['correct-horse-1', 'lowercase only words here', 'x7#kQ!pz', longest])
      expect((await register({ password })).statusCode, password).toBe(201);
  });

  it('keeps the length messages: under 8 and over 128 characters', async () => {
    expect((await register({ password: 'Zq9!kx7' })).json()).toEqual({ password: [FieldMessage.passwordTooShort] });
    expect((await register({ password: 'k'.repeat(129) })).json()).toEqual({ password: [FieldMessage.maxLength(128)] });
  });
});

describe('password reset', () => {
  it('refuses a common new password on new_password and keeps the code for a better one', async () => {
    const user = await registerUser(t.app);
    const code = await requestCode(user.email);
    const reset = (password: string) =>
      post('/api/reset-password/', { email: user.email, otp: code, new_password: password, confirm_password: password });
    const refused = await reset('iloveyou1');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ new_password: [FieldMessage.passwordTooCommon] });
    expect(await login(user.email, user.password)).toBe(200);
    expect((await reset('a-far-better-pass-2')).statusCode).toBe(200);
    expect(await login(user.email, 'a-far-better-pass-2')).toBe(200);
  });
});

describe('change password', () => {
  it('refuses a common new password on new_password and keeps the old one', async () => {
    const user = await registerUser(t.app);
    const change = (password: string) =>
      post(
        '/api/change-password/',
        { old_password: user.password, new_password: password, confirm_password: password },
        bearer(user.access),
      );
    const refused = await change('sunshine2024');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ new_password: [FieldMessage.passwordTooCommon] });
    expect(await login(user.email, user.password)).toBe(200);
    expect((await change('a-far-better-pass-3')).statusCode).toBe(200);
  });
});
