import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { AuthMessage, ZMessageResponse } from '@benji/shared';
import { mailOutbox } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../support/test-app';
import { codeIn, startSmtpSink } from '../support/smtp-sink';
import { bearer, nextIp, registerUser } from '../support/accounts';

let t: TestApp;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ SMTP_URL: sink.url });
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

const post = (url: string, payload: object, remoteAddress = nextIp()) => t.app.inject({ method: 'POST', url, payload, remoteAddress });
const forgot = (email: string, ip?: string) => post('/api/forgot-password/', { email }, ip);
const verify = (email: string, otp: string, ip?: string) => post('/api/verify-otp/', { email, otp }, ip);
const reset = (email: string, otp: string, password = 'brand-new-pass-1', confirm = password) =>
  post('/api/reset-password/', { email, otp, new_password: password, confirm_password: confirm });
const login = (email: string, password: string) => post('/api/login/', { email, password });

/** Asks for a code and reads it out of the mail the SMTP server received. */
async function requestCode(email: string): Promise<string> {
  const mailsTo = () => sink.received.filter((received) => received.to.includes(email));
  const mailsBefore = mailsTo().length;
  const response = await forgot(email);
  expect(response.json()).toEqual({ message: AuthMessage.otpSent });
  // The code is mailed after the answer (see the route), so wait for it to arrive.
  return vi.waitFor(() => {
    const mails = mailsTo();
    const code = mails.length > mailsBefore ? codeIn(mails.at(-1)!) : undefined;
    if (!code) throw new Error(`no code was mailed to ${email}`);
    return code;
  });
}

/** A six-digit code that is certainly not `code`. */
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

const expectCodeError = (response: Awaited<ReturnType<typeof post>>, message: string, code: string) => {
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({ error: message, message, code });
};

describe('POST /api/forgot-password/', () => {
  it('answers known and unknown e-mails alike, and mails a code only to the known one', async () => {
    const user = await registerUser(t.app);
    const mailsBefore = sink.received.length;
    const known = await forgot(user.email);
    const unknown = await forgot('no-account@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(ZMessageResponse.parse(known.json())).toEqual({ message: AuthMessage.otpSent });
    expect(unknown.body).toBe(known.body);

    await vi.waitFor(() => expect(sink.received.length).toBeGreaterThan(mailsBefore));
    const mails = sink.received.slice(mailsBefore);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to).toEqual([user.email]);
    expect(mails[0]?.subject).toBe('Your Benji verification code');
    expect(codeIn(mails[0]!)).toMatch(/^\d{6}$/);
  });

  it.each([
    ['a missing e-mail', {}, 'This field is required.'],
    ['a bad e-mail', { email: 'nope' }, 'Enter a valid email address.'],
    ['a number', { email: 7 }, 'Not a valid string.'],
  ])('refuses %s', async (_label, payload, message) => {
    const response = await post('/api/forgot-password/', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ email: [message] });
  });
});

describe('verify-otp and reset-password', () => {
  it('verifies the mailed code, resets the password and signs out every session', async () => {
    const user = await registerUser(t.app);
    const code = await requestCode(user.email);

    const verified = await verify(user.email, code);
    expect(verified.statusCode).toBe(200);
    expect(ZMessageResponse.parse(verified.json())).toEqual({ message: AuthMessage.otpVerified });

    const done = await reset(user.email, code, 'brand-new-pass-1');
    expect(done.statusCode).toBe(200);
    expect(ZMessageResponse.parse(done.json())).toEqual({ message: AuthMessage.passwordResetDone });

    expect((await login(user.email, user.password)).statusCode).toBe(401);
    expect((await login(user.email, 'brand-new-pass-1')).statusCode).toBe(200);
    const oldSession = await t.app.inject({ method: 'GET', url: '/api/update-profile/', headers: bearer(user.access) });
    expect(oldSession.statusCode).toBe(401);
    expect((await post('/api/token/refresh/', { refresh: user.refresh })).statusCode).toBe(401);
  });

  it('refuses a wrong code and an e-mail without a code with the same "Invalid OTP."', async () => {
    const user = await registerUser(t.app);
    const code = await requestCode(user.email);
    expectCodeError(await verify(user.email, otherCode(code)), AuthMessage.otpInvalid, 'auth.otpInvalid');
    expectCodeError(await reset(user.email, otherCode(code)), AuthMessage.otpInvalid, 'auth.otpInvalid');
    expectCodeError(await verify('no-account@example.com', code), AuthMessage.otpInvalid, 'auth.otpInvalid');
    expect((await verify(user.email, code)).statusCode).toBe(200);
  });

  it('refuses an expired code with "OTP expired."', async () => {
    const user = await registerUser(t.app);
    const code = await requestCode(user.email);
    await t.database.db.execute(
      sql`update password_reset_codes set expires_at = now() - interval '1 second' where user_id = ${user.user.pk}`,
    );
    expectCodeError(await verify(user.email, code), AuthMessage.otpExpired, 'auth.otpExpired');
    expectCodeError(await reset(user.email, code), AuthMessage.otpExpired, 'auth.otpExpired');
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it('kills the code after five wrong guesses, so even the right one is refused', async () => {
    const user = await registerUser(t.app);
    const code = await requestCode(user.email);
    const wrong = otherCode(code);
    for (let i = 0; i < 4; i += 1) expectCodeError(await verify(user.email, wrong), AuthMessage.otpInvalid, 'auth.otpInvalid');
    expectCodeError(await verify(user.email, wrong), AuthMessage.otpExpired, 'auth.otpExpired');
    expectCodeError(await verify(user.email, code), AuthMessage.otpExpired, 'auth.otpExpired');
    expectCodeError(await reset(user.email, code), AuthMessage.otpExpired, 'auth.otpExpired');
    // A fresh code starts a fresh count.
    expect((await verify(user.email, await requestCode(user.email))).statusCode).toBe(200);
  });

  it('spends the code on reset: a second reset with it is refused', async () => {
    const user = await registerUser(t.app);
    const code = await requestCode(user.email);
    expect((await reset(user.email, code, 'first-new-pass')).statusCode).toBe(200);
    expectCodeError(await reset(user.email, code, 'second-new-pass'), AuthMessage.otpInvalid, 'auth.otpInvalid');
    expect((await login(user.email, 'first-new-pass')).statusCode).toBe(200);
    expect((await login(user.email, 'second-new-pass')).statusCode).toBe(401);
  });

  it('lets only the newest code work', async () => {
    const user = await registerUser(t.app);
    const older = await requestCode(user.email);
    let newer = await requestCode(user.email);
    // Two random codes can coincide; ask again until they differ, or the test would prove nothing.
    while (newer === older) newer = await requestCode(user.email);
    expectCodeError(await verify(user.email, older), AuthMessage.otpInvalid, 'auth.otpInvalid');
    expect((await verify(user.email, newer)).statusCode).toBe(200);
  });

  it('refuses a confirmation that differs, without spending a guess', async () => {
    const user = await registerUser(t.app);
    const code = await requestCode(user.email);
    for (let i = 0; i < 5; i += 1) {
      const response = await reset(user.email, code, 'brand-new-pass-1', 'brand-new-pass-2');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ confirm_password: ['Passwords do not match'] });
    }
    expect((await reset(user.email, code)).statusCode).toBe(200);
  });

  it.each([
    ['a five-digit code', { otp: '12345' }, 'otp', 'Enter the 6-digit code.'],
    ['letters for a code', { otp: 'abcdef' }, 'otp', 'Enter the 6-digit code.'],
    ['a number for a code', { otp: 123456 }, 'otp', 'Not a valid string.'],
    ['a missing code', { otp: undefined }, 'otp', 'This field is required.'],
    ['a bad e-mail', { email: 'nope' }, 'email', 'Enter a valid email address.'],
    [
      'a short new password',
      { new_password: 'short', confirm_password: 'short' },
      'new_password',
      'Password must be at least 8 characters long.',
    ],
    ['a missing confirmation', { confirm_password: undefined }, 'confirm_password', 'This field is required.'],
  ])('reset-password refuses %s', async (_label, override, field, message) => {
    const payload = {
      email: 'someone@example.com',
      otp: '123456',
      new_password: 'brand-new-pass-1',
      confirm_password: 'brand-new-pass-1',
      ...override,
    };
    const response = await post('/api/reset-password/', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ [field]: [message] });
  });

  it('verify-otp refuses a missing code and a missing e-mail', async () => {
    const response = await post('/api/verify-otp/', {});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ email: ['This field is required.'], otp: ['This field is required.'] });
  });
});

describe('rate limits', () => {
  const expectTooMany = (response: Awaited<ReturnType<typeof post>>) => {
    expect(response.statusCode).toBe(429);
    expect(response.json()).toMatchObject({ error: AuthMessage.tooManyAttempts, message: AuthMessage.tooManyAttempts });
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  };

  it('limits forgot-password per IP and per e-mail', async () => {
    for (let i = 0; i < 10; i += 1) expect((await forgot(`flood${i}@example.com`, '10.30.0.1')).statusCode).toBe(200);
    expectTooMany(await forgot('flood-last@example.com', '10.30.0.1'));

    for (let i = 0; i < 5; i += 1) expect((await forgot('one-target@example.com')).statusCode).toBe(200);
    expectTooMany(await forgot('one-target@example.com'));
  });

  it('limits verify-otp per IP and per e-mail', async () => {
    for (let i = 0; i < 30; i += 1) expect((await verify(`guess${i}@example.com`, '000000', '10.30.0.2')).statusCode).toBe(400);
    expectTooMany(await verify('guess-last@example.com', '000000', '10.30.0.2'));

    const user = await registerUser(t.app);
    for (let i = 0; i < 15; i += 1) expect((await verify(user.email, '000000')).statusCode).toBe(400);
    expectTooMany(await verify(user.email, '000000'));
  });
});

describe('without SMTP_URL', () => {
  let outboxApp: TestApp;
  beforeAll(async () => {
    outboxApp = await createTestApp();
  });
  afterAll(() => outboxApp.close());

  it('keeps the mail in the outbox table, with a code that works', async () => {
    const user = await registerUser(outboxApp.app);
    const response = await outboxApp.app.inject({ method: 'POST', url: '/api/forgot-password/', payload: { email: user.email } });
    expect(response.json()).toEqual({ message: AuthMessage.otpSent });

    const rows = await vi.waitFor(async () => {
      // Sign-up mailed its own code to the address too (email-verification.test.ts): read the reset mail only.
      const found = await outboxApp.database.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.recipient, user.email), eq(mailOutbox.subject, 'Your Benji verification code')));
      expect(found).toHaveLength(1);
      return found;
    });
    const code = /\b(\d{6})\b/.exec(rows[0]!.body)?.[1];
    expect(code).toBeDefined();
    const verified = await outboxApp.app.inject({ method: 'POST', url: '/api/verify-otp/', payload: { email: user.email, otp: code } });
    expect(verified.json()).toEqual({ message: AuthMessage.otpVerified });
  });
});
