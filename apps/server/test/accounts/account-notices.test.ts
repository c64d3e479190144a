import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthMessage } from '@benji/shared';
import { utcDateTimeText } from '../../src/modules/auth/utc-date-time';
import { bearer, nextIp, registerUser } from '../support/accounts';
import { startSmtpSink } from '../support/smtp-sink';
import { createTestApp, type TestApp } from '../support/test-app';
import { Subjects, WRITTEN_UTC, mailsOfKind, waitForMail } from './mailbox';

// After a change to how an account is opened (a password changed or reset, a Google sign-in linked:
// google-takeover.test.ts) the address hears of it, so whoever holds a stolen session cannot hide it.

const NEW_PASSWORD = 'a-brand-new-pass-7';

let t: TestApp;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ SMTP_URL: sink.url, SUPPORT_EMAIL: 'help@benji.test', PUBLIC_URL: 'https://benji.example.com/' });
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

const changePassword = (app: TestApp['app'], access: string, oldPassword: string) =>
  app.inject({
    method: 'POST',
    url: '/api/change-password/',
    payload: { old_password: oldPassword, new_password: NEW_PASSWORD, confirm_password: NEW_PASSWORD },
    headers: bearer(access),
    remoteAddress: nextIp(),
  });

/** What every notice says beside its news: when, and what to do if it was not you. */
function expectWhenAndWhatToDo(text: string) {
  expect(text).toMatch(WRITTEN_UTC);
  expect(text).toContain('If this was not you');
  expect(text).toContain('https://benji.example.com/forget-password');
  expect(text).toContain('help@benji.test');
}

describe('the password-changed notice', () => {
  it('is mailed after a password change, saying what happened and when, and carrying no password', async () => {
    const account = await registerUser(t.app);
    const before = new Date();
    expect((await changePassword(t.app, account.access, account.password)).statusCode).toBe(200);

    const mail = await waitForMail(sink, account.email, Subjects.passwordChanged);
    expect(mail.text).toContain(`The password of your Benji account (${account.email}) was changed on `);
    expectWhenAndWhatToDo(mail.text);
    // The moment written is the change's, to the minute.
    const written = WRITTEN_UTC.exec(mail.text)![0];
    expect([utcDateTimeText(before), utcDateTimeText(new Date())]).toContain(written);
    expect(mail.text).not.toContain(NEW_PASSWORD);
    expect(mail.text).not.toContain(account.password);
  });

  it('is not mailed when the change is refused', async () => {
    const account = await registerUser(t.app);
    expect((await changePassword(t.app, account.access, 'not-my-password')).statusCode).toBe(400);
    expect(mailsOfKind(sink, account.email, Subjects.passwordChanged)).toEqual([]);
  });
});

describe('the password-reset notice', () => {
  it('is mailed after a completed reset, and not after a code is only asked for', async () => {
    const account = await registerUser(t.app);
    const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload, remoteAddress: nextIp() });
    await post('/api/forgot-password/', { email: account.email });
    const code = /\b(\d{6})\b/.exec((await waitForMail(sink, account.email, Subjects.resetCode)).text)?.[1];
    expect(mailsOfKind(sink, account.email, Subjects.passwordReset)).toEqual([]);

    const reset = await post('/api/reset-password/', {
      email: account.email,
      otp: code,
      new_password: NEW_PASSWORD,
      confirm_password: NEW_PASSWORD,
    });
    expect(reset.json()).toEqual({ message: AuthMessage.passwordResetDone });

    const mail = await waitForMail(sink, account.email, Subjects.passwordReset);
    expect(mail.text).toContain(`The password of your Benji account (${account.email}) was reset`);
    expectWhenAndWhatToDo(mail.text);
    expect(mail.text).not.toContain(NEW_PASSWORD);
    expect(mail.text).not.toMatch(/\b\d{6}\b/);
  });
});

describe('when the mail server is down', () => {
  let down: TestApp;
  const logLines: string[] = [];
  beforeAll(async () => {
    // A port nothing listens on: every send fails at once.
    const closed = await startSmtpSink();
    await closed.close();
    down = await createTestApp({ SMTP_URL: closed.url, LOG_LEVEL: 'error' }, { logStream: { write: (line) => void logLines.push(line) } });
  });
  afterAll(() => down.close());

  it('sign-up and a password change still succeed; the failure is logged without the mail', async () => {
    const account = await registerUser(down.app);
    expect(account.user.email_verified).toBe(false);
    expect((await changePassword(down.app, account.access, account.password)).statusCode).toBe(200);

    const failures = logLines.filter((line) => line.includes('account mail not sent'));
    expect(failures.map((line) => JSON.parse(line).subject)).toEqual([Subjects.signUpCode, Subjects.passwordChanged]);
    for (const line of failures) {
      expect(line).not.toContain(account.email);
      expect(line).not.toContain('Welcome to Benji');
      expect(line).not.toContain('If this was not you');
    }
  });
});

describe('utcDateTimeText', () => {
  it('writes the moment out in UTC, day and month by name', () => {
    expect(utcDateTimeText(new Date('2026-11-03T14:05:59Z'))).toBe('Tuesday 3 November 2026 at 14:05 UTC');
    expect(utcDateTimeText(new Date('2027-01-01T00:30:00-05:00'))).toBe('Friday 1 January 2027 at 05:30 UTC');
  });
});
