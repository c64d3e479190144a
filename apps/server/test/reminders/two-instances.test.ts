import { afterAll, beforeAll, expect, it } from 'vitest';
import { startReminderQueue, type ReminderQueue } from '../../src/modules/reminders/reminder-queue';
import { startSmtpSink } from '../support/smtp-sink';
import { createTwoInstances } from '../support/test-app';
import { ACKNOWLEDGE_SUBJECT, TWO_DAYS_BEFORE, texasClaimWithNotice, until, verifiedUser } from './reminder-requests';

let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let pair: Awaited<ReturnType<typeof createTwoInstances>>;
const queues: ReminderQueue[] = [];
beforeAll(async () => {
  sink = await startSmtpSink();
  pair = await createTwoInstances({ SMTP_URL: sink.url });
});
afterAll(async () => {
  await Promise.all(queues.map((queue) => queue.stop()));
  await pair?.close();
  await sink?.close();
});

it('two instances on one database, both scanning and both sending, mail each reminder exactly once', { timeout: 60_000 }, async () => {
  const [first, second] = pair.instances;
  const users = [];
  for (let index = 0; index < 6; index += 1) {
    const user = await verifiedUser(index % 2 ? first : second);
    await texasClaimWithNotice(first.app, user.access);
    users.push(user);
  }
  for (const instance of pair.instances)
    queues.push(
      await startReminderQueue({
        database: instance.database,
        deps: instance.app.reminders,
        log: instance.app.log,
        now: () => TWO_DAYS_BEFORE,
        pollingIntervalSeconds: 0.5,
      }),
    );
  // Both scan at once, twice: as two hourly scans of two servers could.
  await Promise.all([...queues, ...queues].map((queue) => queue.scanNow()));
  await until(async () => (await Promise.all(queues.map((queue) => queue.pending()))).every((count) => count === 0));

  const reminders = sink.received.filter((mail) => mail.subject === ACKNOWLEDGE_SUBJECT);
  expect(reminders.map((mail) => mail.to[0]).sort()).toEqual(users.map((user) => user.email).sort());
  const sent = await first.database.executeSql('select count(*)::int as n from reminder_sends');
  expect(sent.rows).toEqual([{ n: 6 }]);
  // And a later scan by either finds nothing left to send.
  expect(await queues[1]!.scanNow()).toBe(0);
});
