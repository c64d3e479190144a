import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { AuthMessage, EmailVerificationMessage, ZCredentials } from '@benji/shared';
import { users } from '../../src/db/schema';
import { bearer, loginUser, nextIp, registerUser } from '../support/accounts';
import { startFakeGoogle } from '../support/fake-google';
import { startSmtpSink } from '../support/smtp-sink';
import { createTestApp, type TestApp } from '../support/test-app';
import { Subjects, WRITTEN_UTC, mailsOfKind, signUpCode, waitForMail } from './mailbox';

// Sign-up never proved the address, so whoever signed up first may have typed someone else's. When
// Google vouches for the address: an unverified account is taken over (its password and sessions
// end), a verified one is linked and told.

const CLIENT_ID = 'benji-test.apps.googleusercontent.com';

let t: TestApp;
let google: Awaited<ReturnType<typeof startFakeGoogle>>;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
beforeAll(async () => {
  [google, sink] = await Promise.all([startFakeGoogle(CLIENT_ID), startSmtpSink()]);
  t = await createTestApp({
    GOOGLE_CLIENT_ID: CLIENT_ID,
    GOOGLE_JWKS_URL: google.jwksUrl,
    SMTP_URL: sink.url,
    SUPPORT_EMAIL: 'help@benji.test',
  });
});
afterAll(async () => {
  await t.close();
  await Promise.all([google.close(), sink.close()]);
});

let subCounter = 0;
const googleIdentity = (email: string) => ({ sub: `takeover-sub-${++subCounter}-${Date.now()}`, email, name: 'Grace Hopper' });

async function googleSignIn(claims: { sub: string; email: string; name: string; email_verified?: boolean }) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/google-login/',
    payload: { credential: await google.sign(claims) },
    remoteAddress: nextIp(),
  });
}
const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload, remoteAddress: nextIp() });
const profileStatus = async (access: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/update-profile/', headers: bearer(access) })).statusCode;

describe('Google sign-in with the address of an unverified password account', () => {
  it('takes the account over: the password goes, every old session ends, the address is verified and told', async () => {
    const squatter = await registerUser(t.app);
    const otherDevice = await loginUser(t.app, squatter.email, squatter.password);

    const response = await googleSignIn(googleIdentity(squatter.email));
    expect(response.statusCode).toBe(200);
    const owner = ZCredentials.parse(response.json());
    expect(owner.message).toBe(AuthMessage.googleSuccess);
    expect(owner.user).toMatchObject({ pk: squatter.user.pk, has_password: false, email_verified: true });

    // Every way the first registrant had in is closed.
    expect((await post('/api/login/', { email: squatter.email, password: squatter.password })).statusCode).toBe(401);
    for (const session of [squatter, otherDevice]) {
      expect(await profileStatus(session.access)).toBe(401);
      expect((await post('/api/token/refresh/', { refresh: session.refresh })).statusCode).toBe(401);
    }
    // The sign-up code can no longer confirm anything either.
    const staleCode = await signUpCode(sink, squatter.email);
    const verify = await t.app.inject({
      method: 'POST',
      url: '/api/verify-email/',
      payload: { otp: staleCode },
      headers: bearer(owner.access),
    });
    expect(verify.json()).toMatchObject({ message: EmailVerificationMessage.alreadyVerified });

    // The Google session works, and keeps working on the next sign-in.
    expect(await profileStatus(owner.access)).toBe(200);
    expect((await post('/api/token/refresh/', { refresh: owner.refresh })).statusCode).toBe(200);

    const mail = await waitForMail(sink, squatter.email, Subjects.googleTakeover);
    expect(mail.text).toContain(
      'its password was removed, every device signed in to it was signed out and its calendar feed address was ended',
    );
    expect(mail.text).toMatch(WRITTEN_UTC);
    expect(mail.text).toContain('help@benji.test');
  });

  it('keeps the Google identity: the next sign-in with it is the same account, with no second mail', async () => {
    const squatter = await registerUser(t.app);
    const identity = googleIdentity(squatter.email);
    const first = ZCredentials.parse((await googleSignIn(identity)).json());
    const again = ZCredentials.parse((await googleSignIn(identity)).json());
    expect(again.user.pk).toBe(first.user.pk);
    await waitForMail(sink, squatter.email, Subjects.googleTakeover);
    expect(mailsOfKind(sink, squatter.email, Subjects.googleTakeover)).toHaveLength(1);
    expect(mailsOfKind(sink, squatter.email, Subjects.googleLinked)).toHaveLength(0);
  });

  it('takes nothing over for a token Google has not verified the address of', async () => {
    const account = await registerUser(t.app);
    expect((await googleSignIn({ ...googleIdentity(account.email), email_verified: false })).statusCode).toBe(401);
    expect(await profileStatus(account.access)).toBe(200);
    expect((await loginUser(t.app, account.email, account.password)).user).toMatchObject({ has_password: true, email_verified: false });
  });
});

describe('Google sign-in with the address of a verified password account', () => {
  it('links Google to it: the password and the old sessions keep working, and the address is told', async () => {
    const account = await registerUser(t.app);
    const code = await signUpCode(sink, account.email);
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/verify-email/',
      payload: { otp: code },
      headers: bearer(account.access),
    });
    expect(verified.statusCode).toBe(200);

    const response = await googleSignIn(googleIdentity(account.email));
    expect(response.statusCode).toBe(200);
    expect(ZCredentials.parse(response.json()).user).toMatchObject({ pk: account.user.pk, has_password: true, email_verified: true });

    expect((await loginUser(t.app, account.email, account.password)).user.pk).toBe(account.user.pk);
    expect(await profileStatus(account.access)).toBe(200);
    expect((await post('/api/token/refresh/', { refresh: account.refresh })).statusCode).toBe(200);

    const mail = await waitForMail(sink, account.email, Subjects.googleLinked);
    expect(mail.text).toContain(`Google sign-in was linked to your Benji account (${account.email})`);
    expect(mail.text).toMatch(WRITTEN_UTC);
    expect(mail.text).toContain('/forget-password');
    expect(mailsOfKind(sink, account.email, Subjects.googleTakeover)).toHaveLength(0);
  });
});

describe('Google sign-in with a new address', () => {
  it('creates an account that is verified already, without a code or a notice', async () => {
    const email = `new-google-${Date.now()}@gmail.com`;
    const response = await googleSignIn(googleIdentity(email));
    expect(ZCredentials.parse(response.json()).user).toMatchObject({ email, email_verified: true, has_password: false });
    const [row] = await t.database.db.select({ verified: users.emailVerified }).from(users).where(eq(users.email, email));
    expect(row?.verified).toBe(true);
    expect(sink.received.filter((mail) => mail.to.includes(email))).toEqual([]);
  });
});
