import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { AuthMessage, FieldMessage, ZCredentials } from '@benji/shared';
import { users } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../support/test-app';
import { startFakeGoogle } from '../support/fake-google';
import { bearer, loginUser, nextIp, registerUser } from '../support/accounts';

const CLIENT_ID = 'benji-test.apps.googleusercontent.com';

let t: TestApp;
let google: Awaited<ReturnType<typeof startFakeGoogle>>;
beforeAll(async () => {
  google = await startFakeGoogle(CLIENT_ID);
  t = await createTestApp({ GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS_URL: google.jwksUrl });
});
afterAll(async () => {
  await t.close();
  await google.close();
});

const googleLogin = (app: TestApp['app'], payload: object) =>
  app.inject({ method: 'POST', url: '/api/auth/google-login/', payload, remoteAddress: nextIp() });

let subCounter = 0;
/** Claims of a Google account the server has not seen before. */
function newGoogleAccount(email = `g${++subCounter}-${Date.now()}@gmail.com`) {
  return { sub: `google-sub-${subCounter}-${Date.now()}`, email, name: 'Grace Hopper' };
}

describe('POST /api/auth/google-login/', () => {
  it('creates an account on trial from a valid ID token, reading the identity from the token only', async () => {
    const account = newGoogleAccount('Grace.H@Gmail.com');
    const response = await googleLogin(t.app, {
      credential: await google.sign(account),
      // The spec's payload shape: accepted, never believed.
      email: 'someone-else@example.com',
      full_name: 'Someone Else',
    });
    expect(response.statusCode).toBe(200);
    const body = ZCredentials.parse(response.json());
    expect(body.message).toBe(AuthMessage.googleSuccess);
    expect(body.user).toMatchObject({
      email: 'grace.h@gmail.com',
      full_name: 'Grace Hopper',
      is_trial: true,
      is_subscription: false,
      has_password: false,
    });
    const profile = await t.app.inject({ method: 'GET', url: '/api/update-profile/', headers: bearer(body.access) });
    expect(profile.json().user.pk).toBe(body.user.pk);

    const again = ZCredentials.parse((await googleLogin(t.app, { id_token: await google.sign(account) })).json());
    expect(again.user.pk).toBe(body.user.pk);
  });

  it('links an existing verified account with the same e-mail instead of creating a second one', async () => {
    const existing = await registerUser(t.app);
    // An unverified account is taken over instead: google-takeover.test.ts.
    await t.execute(sql`update users set email_verified = true where id = ${existing.user.pk}`);
    const response = await googleLogin(t.app, { credential: await google.sign(newGoogleAccount(existing.email.toUpperCase())) });
    expect(response.statusCode).toBe(200);
    const body = ZCredentials.parse(response.json());
    expect(body.user).toMatchObject({ pk: existing.user.pk, full_name: existing.user.full_name, has_password: true });
    // The password keeps working beside Google.
    expect((await loginUser(t.app, existing.email, existing.password)).user.pk).toBe(existing.user.pk);
  });

  it.each([
    ['signed with a key Google never published', async () => google.sign(newGoogleAccount(), { foreignKey: true })],
    ['expired', async () => google.sign(newGoogleAccount(), { expiresIn: '-1h' })],
    ['meant for another app', async () => google.sign({ ...newGoogleAccount(), aud: 'another-app.apps.googleusercontent.com' })],
    ['from another issuer', async () => google.sign({ ...newGoogleAccount(), iss: 'https://accounts.example.com' })],
    ['with an unverified e-mail', async () => google.sign({ ...newGoogleAccount(), email_verified: false })],
    ['without an e-mail', async () => google.sign({ sub: 'no-email-sub', name: 'No Mail' })],
    ['that is not a JWT at all', async () => 'definitely-not-a-jwt'],
  ])('refuses a token %s with 401 and creates nobody', async (_label, makeToken) => {
    const token = await makeToken();
    const usersBefore = await t.database.db.$count(users);
    const response = await googleLogin(t.app, { credential: token });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      detail: AuthMessage.googleTokenInvalid,
      message: AuthMessage.googleTokenInvalid,
      code: 'auth.googleTokenInvalid',
    });
    expect(await t.database.db.$count(users)).toBe(usersBefore);
  });

  it('refuses an unverified token for an existing account, which stays unlinked', async () => {
    const existing = await registerUser(t.app);
    const token = await google.sign({ ...newGoogleAccount(existing.email), email_verified: false });
    expect((await googleLogin(t.app, { credential: token })).statusCode).toBe(401);
    const [row] = await t.database.db.select({ googleSub: users.googleSub }).from(users).where(eq(users.id, existing.user.pk));
    expect(row?.googleSub).toBeNull();
  });

  it('refuses a body with only e-mail and name: without a Google token there is nothing to trust', async () => {
    const response = await googleLogin(t.app, { email: 'victim@example.com', full_name: 'Victim' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      detail: AuthMessage.googleTokenRequired,
      message: AuthMessage.googleTokenRequired,
      code: 'auth.googleTokenRequired',
    });
  });

  it('refuses a token of the wrong type, in the field messages’ words rather than zod’s', async () => {
    const response = await googleLogin(t.app, { credential: 42 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ credential: [FieldMessage.notAString] });
    const tooLong = await googleLogin(t.app, { credential: 'x', full_name: 'x'.repeat(151) });
    expect(tooLong.json()).toEqual({ full_name: [FieldMessage.maxLength(150)] });
  });
});

describe('POST /api/auth/google-login/ without GOOGLE_CLIENT_ID', () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await createTestApp();
  });
  afterAll(() => bare.close());

  it('answers 503 with a message the sign-in dialog can show', async () => {
    const response = await googleLogin(bare.app, { credential: await google.sign(newGoogleAccount()) });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      detail: AuthMessage.googleNotConfigured,
      message: AuthMessage.googleNotConfigured,
      code: 'auth.googleNotConfigured',
    });
    const config = await bare.app.inject({ method: 'GET', url: '/api/config/' });
    expect(config.json().google_client_id).toBeNull();
  });
});
