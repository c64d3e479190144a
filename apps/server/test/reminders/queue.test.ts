import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startReminderQueue, type ReminderQueue } from '../../src/modules/reminders/reminder-queue';
import { startSmtpSink } from '../support/smtp-sink';
import { createTestApp, type TestApp } from '../support/test-app';
import {
  ACKNOWLEDGE_SUBJECT,
  TWO_DAYS_BEFORE,
  headerOf,
  oneClick,
  remindersClient,
  texasClaimWithNotice,
  until,
  verifiedUser,
} from './reminder-requests';

let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let t: TestApp;
const queues: ReminderQueue[] = [];
beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ SMTP_URL: sink.url, PUBLIC_URL: 'https://benji.example' });
});
afterEach(async () => {
  await Promise.all(queues.splice(0).map((queue) => queue.stop()));
  sink.received.length = 0;
  await t.execute(sql`delete from reminder_sends`);
  await t.execute(sql`delete from claims`);
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

async function queue(options: { work: boolean; now?: Date }) {
  const started = await startReminderQueue({
    database: t.database,
    deps: t.app.reminders,
    log: t.app.log,
    now: () => options.now ?? TWO_DAYS_BEFORE,
    work: options.work,
    pollingIntervalSeconds: 0.5,
  });
  queues.push(started);
  return started;
}

const sentCount = async () => (await t.database.executeSql('select count(*)::int as n from reminder_sends')).rows[0] as { n: number };
// Sign-up mails a verification code too: only the reminders count here.
const mailsTo = (email: string) =>
  sink.received.filter((mail) => mail.to.includes(email) && /^(Deadline|Your claim deadlines)/.test(mail.subject));

describe('deadline reminders through the job queue and a real SMTP server', () => {
  it('mails what is due in 2 days with the law behind it and a one-click unsubscribe; after it, nothing more', async () => {
    const user = await verifiedUser(t, { full_name: 'Dana Ortiz' });
    await texasClaimWithNotice(t.app, user.access);
    const reminders = await queue({ work: true });
    const queued = await reminders.scanNow();
    expect(queued).toBeGreaterThan(0);
    await until(async () => (await reminders.pending()) === 0);

    const mails = mailsTo(user.email);
    expect(mails).toHaveLength(queued);
    const mail = mails.find((received) => received.subject === ACKNOWLEDGE_SUBJECT)!;
    expect(mail.text).toContain('Hello Dana Ortiz,');
    expect(mail.text).toContain('Lone Star Mutual claim (policy HO-7781)');
    expect(mail.text).toContain('Who must act: Lone Star Mutual');
    expect(mail.text).toContain('Due: Thursday, April 18, 2024 (in 2 days)');
    expect(mail.text).toContain('Texas Insurance Code §542.055');
    expect(mail.text).toContain('https://benji.example/settings');
    expect(headerOf(mail.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const unsubscribe = /^<(https:\/\/benji\.example\/api\/reminders\/unsubscribe\/\?token=[^>]+)>$/.exec(
      headerOf(mail.raw, 'List-Unsubscribe') ?? '',
    )?.[1];
    expect(unsubscribe).toBeDefined();

    // The same scan again finds everything sent.
    expect(await reminders.scanNow()).toBe(0);
    expect((await oneClick(t.app, unsubscribe!.replace('https://benji.example', ''))).statusCode).toBe(200);
    // The next day would owe "due tomorrow", but the user has unsubscribed.
    const nextDay = await queue({ work: false, now: new Date('2024-04-17T15:00:00Z') });
    expect(await nextDay.scanNow()).toBe(0);
  });

  it('the day itself, and after it an insurer deadline comes with the letter to send', async () => {
    const user = await verifiedUser(t);
    await texasClaimWithNotice(t.app, user.access);
    const onTheDay = await queue({ work: true, now: new Date('2024-04-18T14:00:00Z') });
    await onTheDay.scanNow();
    await until(async () => (await onTheDay.pending()) === 0);
    expect(mailsTo(user.email).map((mail) => mail.subject)).toContain(
      'Deadline today: Acknowledge the claim, begin investigating and request what it needs',
    );

    // One clock per run: a worker still running with the 18th's clock would find the 22nd's job stale.
    await onTheDay.stop();
    const afterwards = await queue({ work: true, now: new Date('2024-04-22T14:00:00Z') });
    await afterwards.scanNow();
    await until(async () => (await afterwards.pending()) === 0);
    const subjects = mailsTo(user.email).map((mail) => mail.subject);
    expect(subjects).toContain('Deadline passed: Acknowledge the claim, begin investigating and request what it needs');
    const passed = mailsTo(user.email).find((mail) => mail.subject.startsWith('Deadline passed'))!;
    expect(passed.text).toContain('Was due: Thursday, April 18, 2024 (4 days ago)');
    expect(passed.text).toContain('Here is a letter you can send');
    expect(passed.text).toContain('Texas Insurance Code §542.055');
  });

  it('a restart loses no reminder: jobs queued before a stop are sent by the next start, once', async () => {
    const user = await verifiedUser(t);
    await texasClaimWithNotice(t.app, user.access);
    const before = await queue({ work: false });
    const queued = await before.scanNow();
    expect(queued).toBeGreaterThan(0);
    await before.stop();
    queues.splice(queues.indexOf(before), 1);
    expect(mailsTo(user.email)).toHaveLength(0);

    const after = await queue({ work: true });
    expect(await after.pending()).toBe(queued);
    await until(async () => (await after.pending()) === 0);
    expect(mailsTo(user.email)).toHaveLength(queued);
    expect((await sentCount()).n).toBe(queued);
  });

  it('nothing for an unverified address, a user whose trial is over, or a deadline switched off', async () => {
    const unverified = await verifiedUser(t);
    await t.execute(sql`update users set email_verified = false where id = ${unverified.user.pk}`);
    await texasClaimWithNotice(t.app, unverified.access);
    const optedOut = await verifiedUser(t);
    await texasClaimWithNotice(t.app, optedOut.access);
    await remindersClient(t.app, optedOut.access).put({
      days_before: 3,
      before_due: false,
      on_the_day: true,
      when_passed: true,
      weekly_digest: false,
    });
    const reminders = await queue({ work: false });
    expect(await reminders.scanNow()).toBe(0);
    // Past the trial (3 days after sign-up), without a subscription: no access, no mail.
    const lapsed = await verifiedUser(t);
    await texasClaimWithNotice(t.app, lapsed.access);
    const muchLater = await queue({ work: false, now: new Date(Date.now() + 5 * 24 * 3_600_000) });
    expect(await muchLater.scanNow()).toBe(0);
  });
});
