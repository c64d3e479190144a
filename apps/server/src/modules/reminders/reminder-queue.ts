import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { MIGRATION_LOCK } from '../../db/migrate';
import { deliverReminder, planReminders, type ReminderDeps, type ReminderJob } from './reminders.service';

const SCAN = 'reminders-scan';
const SEND = 'reminders-send';
// Hourly, a few minutes past: a day's reminders go out at the first scan after 13:00 UTC.
const SCAN_CRON = '5 * * * *';

export interface ReminderQueueOptions {
  database: Database;
  deps: ReminderDeps;
  log: FastifyBaseLogger;
  now?: () => Date;
  /** False: enqueue only (a scan), no workers and no schedule. Tests use it to leave jobs for the next start. */
  work?: boolean;
  /** How often an idle worker looks for jobs; pg-boss's least is 0.5 s. */
  pollingIntervalSeconds?: number;
}

export interface ReminderQueue {
  /** Plans every mail owed now and puts it on the queue; returns how many were added. */
  scanNow(): Promise<number>;
  /** How many mails wait on the queue or are being sent. */
  pending(): Promise<number>;
  stop(options?: { graceful?: boolean }): Promise<void>;
}

const DEADLOCK = '40P01';
const DEADLOCK_ATTEMPTS = 5;

/**
 * Two instances creating the same queue at the same moment can deadlock inside pg-boss (each
 * inserts the queue row and creates its partition); PostgreSQL rolls one back, and creating a
 * queue that now exists is a no-op, so the one rolled back tries again after a short, random wait.
 */
async function retriedOnDeadlock(step: () => Promise<unknown>): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await step();
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== DEADLOCK || attempt >= DEADLOCK_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 200));
    }
  }
}

/**
 * Reminder mails go through pg-boss, a job queue kept in the app's own PostgreSQL (or PGlite)
 * database: a job survives a restart, and two instances never run the same job at once. A mail is
 * recorded as sent once the mail server has taken it, so a second job for it sends nothing.
 */
export async function startReminderQueue(options: ReminderQueueOptions): Promise<ReminderQueue> {
  const { database, deps, log, work = true } = options;
  const now = options.now ?? (() => new Date());
  // Beside the app's own schema on a server (a test's schema of its own), else pg-boss's default.
  const schema = database.schema ? `${database.schema}_jobs` : 'pgboss';
  // Instances starting together raced on pg-boss's own CREATE SCHEMA (a duplicate-key error it does
  // not expect): the schema is made first, under the lock our migrations take.
  await database.execScript(`BEGIN; SELECT pg_advisory_xact_lock(${MIGRATION_LOCK}); CREATE SCHEMA IF NOT EXISTS ${schema}; COMMIT;`);
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.executeSql(text, values) },
    schema,
    schedule: work,
    supervise: work,
  });
  boss.on('error', (error: unknown) => log.error({ err: error }, 'reminder queue error'));
  await boss.start();
  await retriedOnDeadlock(() => boss.createQueue(SCAN, { name: SCAN, policy: 'singleton' }));
  // stately: at most one job per mail waiting and one being sent, so two instances never send it at once.
  await retriedOnDeadlock(() =>
    boss.createQueue(SEND, { name: SEND, policy: 'stately', retryLimit: 5, retryDelay: 60, retryBackoff: true }),
  );

  const scanNow = async () => {
    let added = 0;
    for (const job of await planReminders(deps.db, now())) if (await boss.send(SEND, job, { singletonKey: job.key })) added += 1;
    return added;
  };

  if (work) {
    const polling = { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 5 };
    await boss.work(SCAN, polling, async () => {
      const added = await scanNow();
      if (added) log.info(`reminders: ${added} queued`);
    });
    await boss.work<ReminderJob>(SEND, { ...polling, batchSize: 1 }, async ([job]) => {
      if (!job) return;
      const delivery = await deliverReminder(deps, job.data, now());
      log.info({ reminder: job.data.key, delivery }, 'reminder');
    });
    await boss.schedule(SCAN, SCAN_CRON);
  }

  return {
    scanNow,
    pending: () => boss.getQueueSize(SEND, { before: 'completed' }),
    stop: ({ graceful = true } = {}) => boss.stop({ graceful, wait: true }),
  };
}
