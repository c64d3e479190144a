import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { AuthMessage, ZCredentials } from '@benji/shared';
import { startFakeGoogle } from '../support/fake-google';
import { bearer, nextIp, registerUser } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/test-app';
import { calendarClient, fetchFeed } from './calendar-requests';

// Security probe 3, #2 and #15: a feed address outlived a Google takeover, a password reset and a
// password change, and the table held every address in plain text.

const CLIENT_ID = 'benji-feed-rotation.apps.googleusercontent.com';
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

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: nextIp() });
const rows = async <T>(query: ReturnType<typeof sql>) => ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

async function resetCode(email: string): Promise<string> {
  expect((await post('/api/forgot-password/', { email })).statusCode).toBe(200);
  return vi.waitFor(async () => {
    const [mail] = await rows<{ body: string }>(sql`select body from mail_outbox where recipient = ${email} order by id desc limit 1`);
    const code = /verification code is (\d{6})/.exec(mail?.body ?? '')?.[1];
    if (!code) throw new Error('no code yet');
    return code;
  });
}

describe('the calendar feed token at rest', () => {
  it('is stored as a digest only, and the same address is shown again', async () => {
    const user = await registerUser(t.app);
    const calendar = calendarClient(t.app, user.access);
    const url = await calendar.feedUrl();
    const token = /\/api\/calendar\/([A-Za-z0-9_-]{43})\.ics$/.exec(url)?.[1] ?? '';
    const stored = await rows<Record<string, unknown>>(sql`select * from calendar_feeds where user_id = ${user.user.pk}`);
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(await calendar.feedUrl()).toBe(url);
    expect((await fetchFeed(t.app, url)).statusCode).toBe(200);
  });
});

describe('the calendar feed ends with every way into the account', () => {
  it('on a password change: the old address answers 404, and Settings gives a new one that works', async () => {
    const user = await registerUser(t.app);
    const calendar = calendarClient(t.app, user.access);
    const before = await calendar.feedUrl();
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/change-password/',
      headers: bearer(user.access),
      payload: { old_password: user.password, new_password: 'a-new-passphrase-9', confirm_password: 'a-new-passphrase-9' },
      remoteAddress: nextIp(),
    });
    expect(changed.statusCode).toBe(200);
    expect((await fetchFeed(t.app, before)).statusCode).toBe(404);
    const after = await calendar.feedUrl();
    expect(after).not.toBe(before);
    expect((await fetchFeed(t.app, after)).statusCode).toBe(200);
  });

  it('not on a refused password change (wrong old password)', async () => {
    const user = await registerUser(t.app);
    const before = await calendarClient(t.app, user.access).feedUrl();
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/change-password/',
      headers: bearer(user.access),
      payload: { old_password: 'not-the-password', new_password: 'a-new-passphrase-9', confirm_password: 'a-new-passphrase-9' },
      remoteAddress: nextIp(),
    });
    expect(refused.statusCode).toBe(400);
    expect((await fetchFeed(t.app, before)).statusCode).toBe(200);
  });

  it('on a password reset', async () => {
    const user = await registerUser(t.app);
    const before = await calendarClient(t.app, user.access).feedUrl();
    const otp = await resetCode(user.email);
    const reset = await post('/api/reset-password/', {
      email: user.email,
      otp,
      new_password: 'reset-passphrase-77',
      confirm_password: 'reset-passphrase-77',
    });
    expect(reset.statusCode).toBe(200);
    expect((await fetchFeed(t.app, before)).statusCode).toBe(404);
    const signedIn = await post('/api/login/', { email: user.email, password: 'reset-passphrase-77' });
    const after = await calendarClient(t.app, ZCredentials.parse(signedIn.json()).access).feedUrl();
    expect((await fetchFeed(t.app, after)).statusCode).toBe(200);
  });

  it("on a Google takeover: the squatter's copied address no longer streams the owner's deadlines", async () => {
    const squatter = await registerUser(t.app);
    const squattersFeed = await calendarClient(t.app, squatter.access).feedUrl();
    const credential = await google.sign({ sub: `rotation-${Date.now()}`, email: squatter.email, name: 'Owner' });
    const owner = await post('/api/auth/google-login/', { credential });
    expect(owner.statusCode).toBe(200);
    expect(ZCredentials.parse(owner.json()).user).toMatchObject({ pk: squatter.user.pk, has_password: false });
    const refused = await fetchFeed(t.app, squattersFeed);
    expect(refused.statusCode).toBe(404);
    const ownersFeed = await calendarClient(t.app, ZCredentials.parse(owner.json()).access).feedUrl();
    expect(ownersFeed).not.toBe(squattersFeed);
    expect((await fetchFeed(t.app, ownersFeed)).statusCode).toBe(200);
    // The mail the owner gets says so.
    const [mail] = await rows<{ body: string }>(
      sql`select body from mail_outbox where recipient = ${squatter.email} order by id desc limit 1`,
    );
    expect(mail?.body).toContain('calendar feed address was ended');
  });

  it("leaves another user's feed alone", async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    const bFeed = await calendarClient(t.app, b.access).feedUrl();
    await calendarClient(t.app, a.access).feedUrl();
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/change-password/',
      headers: bearer(a.access),
      payload: { old_password: a.password, new_password: 'a-new-passphrase-9', confirm_password: 'a-new-passphrase-9' },
      remoteAddress: nextIp(),
    });
    expect(changed.statusCode).toBe(200);
    expect((await fetchFeed(t.app, bFeed)).statusCode).toBe(200);
  });

  it('answers 401 for the feed address without a token, as before', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/calendar/feed/' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ detail: AuthMessage.notAuthenticated });
  });
});
