import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { AuthMessage, EmailVerificationMessage, ZCredentials, ZMessageResponse, ZVerifyEmailResponse } from '@benji/shared';
import { openDatabase } from '../../src/db/client';
import { DEMO_ACCOUNT, seedDemoAccount } from '../../src/db/seed';
import { emailVerificationCodes, mailOutbox, users } from '../../src/db/schema';
import { REDACTED_SECRET } from '../../src/mail/mailer';
import { bearer, loginUser, nextIp, registerUser } from '../support/accounts';
import { startSmtpSink } from '../support/smtp-sink';
import { createTestApp, type TestApp } from '../support/test-app';
import { Subjects, otherCode, signUpCode, waitForMail } from './mailbox';

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

const verify = (access: string | null, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/verify-email/', payload, headers: access ? bearer(access) : {}, remoteAddress: nextIp() });
const resend = (access: string | null) =>
  t.app.inject({ method: 'POST', url: '/api/resend-email-code/', headers: access ? bearer(access) : {}, remoteAddress: nextIp() });
const profile = async (access: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/update-profile/', headers: bearer(access) })).json().user;

/** A new account and the code its sign-up mailed. */
async function newAccount() {
  const account = await registerUser(t.app);
  return { ...account, code: await signUpCode(sink, account.email) };
}

const expectRefusal = (response: Awaited<ReturnType<typeof verify>>, status: number, message: string, code: string) => {
  expect(response.statusCode).toBe(status);
  expect(response.json()).toEqual({ error: message, message, code });
};

describe('sign-up', () => {
  it('mails a 6-digit code to the new address; the account starts unverified and works meanwhile', async () => {
    const account = await registerUser(t.app);
    expect(account.user.email_verified).toBe(false);
    const mail = await waitForMail(sink, account.email, Subjects.signUpCode);
    expect(mail.to).toEqual([account.email]);
    expect(await signUpCode(sink, account.email)).toMatch(/^\d{6}$/);
    // No name in it: nobody has yet shown that whoever typed the name owns the address.
    expect(mail.text).not.toContain(account.user.full_name);

    expect(await profile(account.access)).toMatchObject({ email_verified: false, is_trial: true });
    expect((await loginUser(t.app, account.email, account.password)).user.email_verified).toBe(false);
  });
});

describe('POST /api/verify-email/', () => {
  it('verifies the address with the mailed code and answers the updated user', async () => {
    const account = await newAccount();
    const response = await verify(account.access, { otp: account.code });
    expect(response.statusCode).toBe(200);
    const body = ZVerifyEmailResponse.parse(response.json());
    expect(body.message).toBe(EmailVerificationMessage.verified);
    expect(body.user).toMatchObject({ pk: account.user.pk, email_verified: true });

    expect(await profile(account.access)).toMatchObject({ email_verified: true });
    expect((await loginUser(t.app, account.email, account.password)).user.email_verified).toBe(true);
  });

  it('refuses a wrong code, which leaves the right one working', async () => {
    const account = await newAccount();
    expectRefusal(
      await verify(account.access, { otp: otherCode(account.code) }),
      400,
      EmailVerificationMessage.codeWrong,
      'emailVerification.codeWrong',
    );
    expect((await profile(account.access)).email_verified).toBe(false);
    expect((await verify(account.access, { otp: account.code })).statusCode).toBe(200);
  });

  it('refuses an expired code', async () => {
    const account = await newAccount();
    await t.execute(sql`update email_verification_codes set expires_at = now() - interval '1 second' where user_id = ${account.user.pk}`);
    expectRefusal(
      await verify(account.access, { otp: account.code }),
      400,
      EmailVerificationMessage.codeExpired,
      'emailVerification.codeExpired',
    );
    expect((await profile(account.access)).email_verified).toBe(false);
  });

  it('kills the code after five wrong guesses, so even the right one is refused', async () => {
    const account = await newAccount();
    const wrong = otherCode(account.code);
    for (let i = 0; i < 4; i += 1)
      expectRefusal(await verify(account.access, { otp: wrong }), 400, EmailVerificationMessage.codeWrong, 'emailVerification.codeWrong');
    expectRefusal(
      await verify(account.access, { otp: wrong }),
      400,
      EmailVerificationMessage.tooManyAttempts,
      'emailVerification.tooManyAttempts',
    );
    expectRefusal(
      await verify(account.access, { otp: account.code }),
      400,
      EmailVerificationMessage.tooManyAttempts,
      'emailVerification.tooManyAttempts',
    );
    expect((await profile(account.access)).email_verified).toBe(false);
  });

  it('counts a burst of guesses sent at once like guesses sent one by one', async () => {
    const account = await newAccount();
    const wrong = otherCode(account.code);
    const answers = await Promise.all(Array.from({ length: 8 }, () => verify(account.access, { otp: wrong })));
    expect(answers.filter((answer) => answer.json().message === EmailVerificationMessage.codeWrong)).toHaveLength(4);
    expectRefusal(
      await verify(account.access, { otp: account.code }),
      400,
      EmailVerificationMessage.tooManyAttempts,
      'emailVerification.tooManyAttempts',
    );
  });

  it('refuses when no code is open', async () => {
    const account = await newAccount();
    await t.execute(sql`update email_verification_codes set used_at = now() where user_id = ${account.user.pk}`);
    expectRefusal(await verify(account.access, { otp: account.code }), 400, EmailVerificationMessage.noCode, 'emailVerification.noCode');
  });

  it('refuses an address already verified, and its spent code', async () => {
    const account = await newAccount();
    expect((await verify(account.access, { otp: account.code })).statusCode).toBe(200);
    expectRefusal(
      await verify(account.access, { otp: account.code }),
      409,
      EmailVerificationMessage.alreadyVerified,
      'emailVerification.alreadyVerified',
    );
    expectRefusal(await resend(account.access), 409, EmailVerificationMessage.alreadyVerified, 'emailVerification.alreadyVerified');
  });

  it.each([
    ['five digits', { otp: '12345' }, 'Enter the 6-digit code.'],
    ['seven digits', { otp: '1234567' }, 'Enter the 6-digit code.'],
    ['letters', { otp: 'abcdef' }, 'Enter the 6-digit code.'],
    ['a number', { otp: 123456 }, 'Not a valid string.'],
    ['no code', {}, 'This field is required.'],
  ])('refuses %s for a code without counting a guess', async (_label, payload, message) => {
    const account = await newAccount();
    const response = await verify(account.access, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ otp: [message] });
    const [code] = await t.database.db
      .select({ attempts: emailVerificationCodes.attempts })
      .from(emailVerificationCodes)
      .where(eq(emailVerificationCodes.userId, account.user.pk));
    expect(code?.attempts).toBe(0);
  });

  it("does not verify an account with another account's code", async () => {
    const owner = await newAccount();
    let other = await newAccount();
    // Two random codes can coincide; ask again until they differ, or the test would prove nothing.
    for (let sent = 2; other.code === owner.code; sent += 1) {
      await resend(other.access);
      other = { ...other, code: await signUpCode(sink, other.email, sent) };
    }
    expectRefusal(await verify(other.access, { otp: owner.code }), 400, EmailVerificationMessage.codeWrong, 'emailVerification.codeWrong');
    expect((await profile(other.access)).email_verified).toBe(false);
    expect((await profile(owner.access)).email_verified).toBe(false);
    expect((await verify(owner.access, { otp: owner.code })).statusCode).toBe(200);
    expect((await profile(other.access)).email_verified).toBe(false);
  });
});

describe('without a token', () => {
  it.each([
    ['verify-email', () => verify(null, { otp: '123456' })],
    ['resend-email-code', () => resend(null)],
  ])('%s answers 401', async (_label, call) => {
    const response = await call();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      detail: AuthMessage.notAuthenticated,
      message: AuthMessage.notAuthenticated,
      code: 'auth.notAuthenticated',
    });
  });

  it('a signed-out session cannot verify', async () => {
    const account = await newAccount();
    await t.app.inject({ method: 'POST', url: '/api/logout/', payload: { refresh: account.refresh } });
    expect((await verify(account.access, { otp: account.code })).statusCode).toBe(401);
  });
});

describe('POST /api/resend-email-code/', () => {
  it('mails a new code; only the newest works', async () => {
    const account = await newAccount();
    let fresh = account.code;
    for (let sent = 2; fresh === account.code; sent += 1) {
      const response = await resend(account.access);
      expect(ZMessageResponse.parse(response.json())).toEqual({ message: EmailVerificationMessage.codeSent });
      fresh = await signUpCode(sink, account.email, sent);
    }
    expectRefusal(
      await verify(account.access, { otp: account.code }),
      400,
      EmailVerificationMessage.codeWrong,
      'emailVerification.codeWrong',
    );
    expect((await verify(account.access, { otp: fresh })).statusCode).toBe(200);
  });

  it('is limited per account, from however many addresses', async () => {
    const account = await newAccount();
    for (let i = 0; i < 3; i += 1) expect((await resend(account.access)).statusCode).toBe(200);
    const refused = await resend(account.access);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ message: AuthMessage.tooManyAttempts, error: AuthMessage.tooManyAttempts });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('other proofs of the address', () => {
  it('a completed password reset verifies the address: its code came through the same mailbox', async () => {
    const account = await newAccount();
    await t.app.inject({ method: 'POST', url: '/api/forgot-password/', payload: { email: account.email }, remoteAddress: nextIp() });
    const resetCode = /\b(\d{6})\b/.exec((await waitForMail(sink, account.email, Subjects.resetCode)).text)?.[1];
    const payload = { email: account.email, otp: resetCode, new_password: 'a-brand-new-pass-7', confirm_password: 'a-brand-new-pass-7' };
    expect((await t.app.inject({ method: 'POST', url: '/api/reset-password/', payload, remoteAddress: nextIp() })).statusCode).toBe(200);
    expect((await loginUser(t.app, account.email, 'a-brand-new-pass-7')).user.email_verified).toBe(true);
  });

  it('the seeded demo account is verified', async () => {
    await seedDemoAccount(t.database.db);
    const [demo] = await t.database.db.select({ verified: users.emailVerified }).from(users).where(eq(users.email, DEMO_ACCOUNT.email));
    expect(demo?.verified).toBe(true);
  });

  it('the migration counts accounts made before it as verified, and new ones start unverified', async () => {
    const folder = new URL('../../src/db/migrations/', import.meta.url);
    const files = readdirSync(folder)
      .filter((name) => name.endsWith('.sql'))
      .sort();
    const database = await openDatabase({ dataDir: 'memory://' });
    try {
      const script = (name: string) => database.execScript(readFileSync(new URL(name, folder), 'utf8'));
      for (const name of files.filter((file) => file < '0007')) await script(name);
      await database.execScript(`insert into users (email) values ('before@example.com')`);
      for (const name of files.filter((file) => file >= '0007')) await script(name);
      await database.execScript(`insert into users (email) values ('after@example.com')`);
      const rows = await database.db.select({ email: users.email, verified: users.emailVerified }).from(users).orderBy(users.id);
      expect(rows).toEqual([
        { email: 'before@example.com', verified: true },
        { email: 'after@example.com', verified: false },
      ]);
    } finally {
      await database.close();
    }
  });
});

describe('in production, with the outbox', () => {
  let production: TestApp;
  beforeAll(async () => {
    production = await createTestApp({
      NODE_ENV: 'production',
      BILLING_MODE: 'test',
      JWT_SECRET: randomBytes(36).toString('base64'),
      PUBLIC_URL: 'https://benji.example',
    });
  });
  afterAll(() => production.close());

  it('keeps the sign-up mail without its code', async () => {
    const response = await production.app.inject({
      method: 'POST',
      url: '/api/register/',
      payload: { email: 'prod-signup@example.com', full_name: 'Ana Ruiz', address: '12 Elm Street', password: 'correct-horse-1' },
      remoteAddress: nextIp(),
    });
    expect(ZCredentials.parse(response.json()).user.email_verified).toBe(false);
    const [stored] = await production.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.recipient, 'prod-signup@example.com'), eq(mailOutbox.subject, Subjects.signUpCode)));
    expect(stored?.body).toContain(REDACTED_SECRET);
    expect(stored?.body).not.toMatch(/\b\d{6}\b/);
  });
});
