import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_REMINDER_SETTINGS,
  ReminderMessage,
  ZReminderSettingsResponse,
  ZReminderSettingsSaved,
  reminderPaths,
} from '@benji/shared';
import { unsubscribeUrl } from '../../src/modules/reminders/reminders.service';
import { registerUser } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/test-app';
import { oneClick, remindersClient, verifiedUser } from './reminder-requests';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const chosen = { days_before: 7, before_due: true, on_the_day: false, when_passed: true, weekly_digest: true };
const pathOf = (url: string) => url.slice(url.indexOf('/api/'));

describe('GET and PUT /api/reminders/settings/', () => {
  it('starts with reminders 3 days before, on the day and when passed, no digest; says whether the address is verified', async () => {
    const user = await registerUser(t.app);
    const response = await remindersClient(t.app, user.access).get();
    expect(response.statusCode).toBe(200);
    expect(ZReminderSettingsResponse.parse(response.json())).toEqual({
      ...DEFAULT_REMINDER_SETTINGS,
      email: user.email,
      email_verified: false,
    });
  });

  it('saves the choice and reads it back', async () => {
    const user = await verifiedUser(t);
    const client = remindersClient(t.app, user.access);
    const saved = await client.put(chosen);
    expect(saved.statusCode).toBe(200);
    expect(ZReminderSettingsSaved.parse(saved.json())).toEqual({
      message: ReminderMessage.saved,
      settings: { ...chosen, email: user.email, email_verified: true },
    });
    expect((await client.get()).json()).toMatchObject(chosen);
  });

  it.each([
    ['too few days', { ...chosen, days_before: 0 }, 'days_before', ReminderMessage.daysBefore],
    ['too many days', { ...chosen, days_before: 31 }, 'days_before', ReminderMessage.daysBefore],
    ['a fraction', { ...chosen, days_before: 2.5 }, 'days_before', ReminderMessage.daysBefore],
    ['days as text', { ...chosen, days_before: 'three' }, 'days_before', ReminderMessage.daysBefore],
    ['a switch as text', { ...chosen, weekly_digest: 'yes' }, 'weekly_digest', ReminderMessage.onOff],
    ['a switch missing', { days_before: 3, before_due: true, on_the_day: true, when_passed: true }, 'weekly_digest', ReminderMessage.onOff],
  ])('refuses %s with a message on the field, and changes nothing', async (_label, payload, field, message) => {
    const user = await verifiedUser(t);
    const client = remindersClient(t.app, user.access);
    const response = await client.put(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ [field]: [message] });
    expect((await client.get()).json()).toMatchObject(DEFAULT_REMINDER_SETTINGS);
  });

  it('needs a token', async () => {
    const anonymous = remindersClient(t.app);
    expect((await anonymous.get()).statusCode).toBe(401);
    expect((await anonymous.put(chosen)).statusCode).toBe(401);
  });

  it("one user's choice is theirs alone", async () => {
    const [first, second] = [await verifiedUser(t), await verifiedUser(t)];
    await remindersClient(t.app, first.access).put(chosen);
    expect((await remindersClient(t.app, second.access).get()).json()).toMatchObject(DEFAULT_REMINDER_SETTINGS);
  });
});

describe('one-click unsubscribe (RFC 8058)', () => {
  it("the mail client's POST turns every reminder off, and saying it again is harmless", async () => {
    const user = await verifiedUser(t);
    const client = remindersClient(t.app, user.access);
    await client.put(chosen);
    const url = pathOf(unsubscribeUrl(t.app.reminders, user.user.pk));
    const response = await oneClick(t.app, url);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: ReminderMessage.unsubscribed });
    expect((await client.get()).json()).toMatchObject({
      days_before: 7,
      before_due: false,
      on_the_day: false,
      when_passed: false,
      weekly_digest: false,
    });
    expect((await oneClick(t.app, url)).statusCode).toBe(200);
  });

  it('opening the link only asks (mail scanners open links); its button posts and answers with a page', async () => {
    const user = await verifiedUser(t);
    const url = pathOf(unsubscribeUrl(t.app.reminders, user.user.pk));
    const page = await t.app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Stop deadline reminders?');
    expect((await remindersClient(t.app, user.access).get()).json()).toMatchObject(DEFAULT_REMINDER_SETTINGS);

    const done = await t.app.inject({
      method: 'POST',
      url,
      headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain(ReminderMessage.unsubscribed);
    expect((await remindersClient(t.app, user.access).get()).json()).toMatchObject({ before_due: false, weekly_digest: false });
  });

  it("refuses a forged, altered or another user's token and changes nothing", async () => {
    const [victim, attacker] = [await verifiedUser(t), await verifiedUser(t)];
    const attackerToken = new URL(unsubscribeUrl(t.app.reminders, attacker.user.pk)).searchParams.get('token')!;
    const [, mac] = attackerToken.split('.');
    for (const token of [`${victim.user.pk}.${mac}`, `${victim.user.pk}.${'A'.repeat(43)}`, 'nonsense', `${victim.user.pk}`]) {
      const response = await oneClick(t.app, `${reminderPaths.unsubscribe}?token=${encodeURIComponent(token)}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ detail: ReminderMessage.linkInvalid });
    }
    expect((await oneClick(t.app, reminderPaths.unsubscribe)).statusCode).toBe(400);
    expect((await remindersClient(t.app, victim.access).get()).json()).toMatchObject(DEFAULT_REMINDER_SETTINGS);
  });
});
