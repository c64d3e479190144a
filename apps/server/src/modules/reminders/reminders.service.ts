import {
  mailLanguageOf,
  type TAccountLanguage,
  type TDeadline,
  type TReminderSettings,
  type TReminderSettingsResponse,
} from '@benji/shared';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { Db } from '../../db/client';
import type { Mailer } from '../../mail/mailer';
import { hasAccess } from '../auth/user-view';
import type { ClaimRecord } from '../claims/claims.repository';
import { openDeadlinesByClaim } from '../diary/deadlines.service';
import { digestMail, reminderMail, type ReminderClaim, type ReminderRecipient } from './reminder-mail';
import { digestDeadlines, digestKey, isDigestDay, reminderDay, remindersOwed, type ReminderKind } from './reminder-plan';
import * as repo from './reminders.repository';
import type { UnsubscribeTokens } from './unsubscribe-token';

export interface ReminderDeps {
  db: Db;
  mailer: Mailer;
  appUrl: string;
  tokens: UnsubscribeTokens;
}

/** One mail to send, as the queue carries it: planned by a scan, checked again when it is sent. */
export type ReminderJob =
  | {
      type: 'deadline';
      key: string;
      userId: number;
      day: string;
      kind: ReminderKind;
      claimId: number;
      ruleId: string;
      triggeredOn: string;
      dueOn: string;
    }
  | { type: 'digest'; key: string; userId: number; day: string };

export type Delivery = 'sent' | 'already sent' | 'no longer due';

export async function reminderSettings(db: Db, userId: number): Promise<TReminderSettingsResponse> {
  const [settings, user] = await Promise.all([repo.findSettings(db, userId), repo.findReminderUser(db, userId)]);
  return { ...settings, email: user?.email ?? '', email_verified: user?.emailVerified ?? false };
}

export async function saveReminderSettings(db: Db, userId: number, settings: TReminderSettings): Promise<TReminderSettingsResponse> {
  await repo.saveSettings(db, userId, settings);
  return reminderSettings(db, userId);
}

/** The account a reminder's unsubscribe token was issued for; undefined when the token is not one of ours. */
async function accountOfToken(db: Db, tokens: UnsubscribeTokens, token: string) {
  const userId = tokens.verify(token);
  return userId === null ? undefined : repo.findReminderUser(db, userId);
}

/** The language the token's account reads its reminders in; null when the token is not one of ours. */
export async function unsubscribeLanguage(db: Db, tokens: UnsubscribeTokens, token: string): Promise<TAccountLanguage | null> {
  const user = await accountOfToken(db, tokens, token);
  return user ? mailLanguageOf(user) : null;
}

/**
 * One-click unsubscribe: every reminder off. The account's language, for the page that says so;
 * null when the token is not one of ours.
 */
export async function unsubscribe(db: Db, tokens: UnsubscribeTokens, token: string): Promise<TAccountLanguage | null> {
  const user = await accountOfToken(db, tokens, token);
  if (!user) return null;
  const current = await repo.findSettings(db, user.id);
  await repo.saveSettings(db, user.id, { ...current, before_due: false, on_the_day: false, when_passed: false, weekly_digest: false });
  return mailLanguageOf(user);
}

export const unsubscribeUrl = (deps: Pick<ReminderDeps, 'appUrl' | 'tokens'>, userId: number) =>
  `${deps.appUrl}/api/reminders/unsubscribe/?token=${encodeURIComponent(deps.tokens.issue(userId))}`;

/** Users read per page of a scan. */
const SCAN_PAGE = 100;

/**
 * Every mail owed now and not yet sent. Users without access (trial over, no subscription) get none.
 * The scan reads users a page at a time and works one user out per turn of the event loop (and one
 * claim per turn within a user), so an hourly scan of many users never stalls the requests beside it.
 */
export async function planReminders(db: Db, now: Date, pageSize = SCAN_PAGE): Promise<ReminderJob[]> {
  const day = reminderDay(now);
  const owed: ReminderJob[] = [];
  for (let afterId = 0; ;) {
    const page = await repo.listReminderUsers(db, { afterId, limit: pageSize });
    const jobs: ReminderJob[] = [];
    for (const { user, settings } of page) {
      await yieldToEventLoop();
      if (!hasAccess(user, now)) continue;
      const claims = (await openDeadlinesByClaim(db, user.id, day)).map(({ claim, deadlines }) => ({ claimId: claim.id, deadlines }));
      for (const reminder of remindersOwed(claims, day, settings)) jobs.push({ type: 'deadline', userId: user.id, day, ...reminder });
      const hasDigestItems = claims.some((claim) => digestDeadlines(claim.deadlines, day).length > 0);
      if (settings.weekly_digest && isDigestDay(day) && hasDigestItems)
        jobs.push({ type: 'digest', key: digestKey(user.id, day), userId: user.id, day });
    }
    const sent = await repo.sentKeys(
      db,
      jobs.map((job) => job.key),
    );
    owed.push(...jobs.filter((job) => !sent.has(job.key)));
    if (page.length < pageSize) return owed;
    afterId = page[page.length - 1]!.user.id;
  }
}

const reminderClaim = (claim: ClaimRecord): ReminderClaim => ({ insurer: claim.insuranceCompanyName, policyNumber: claim.policyNumber });

const recipientOf = (user: repo.ReminderUser): ReminderRecipient => ({
  email: user.email,
  fullName: user.fullName,
  address: user.address,
  phoneNumber: user.phoneNumber,
  language: mailLanguageOf(user),
});

/**
 * Sends one planned mail, if it is still owed: between the scan and now the user may have recorded
 * the deadline met, changed their settings or lost access, and the day may have turned. The mail
 * is recorded as sent only once the mail server has taken it.
 */
export async function deliverReminder(deps: ReminderDeps, job: ReminderJob, now: Date): Promise<Delivery> {
  const { db } = deps;
  if ((await repo.sentKeys(db, [job.key])).has(job.key)) return 'already sent';
  if (reminderDay(now) !== job.day) return 'no longer due';
  const [user, settings] = await Promise.all([repo.findReminderUser(db, job.userId), repo.findSettings(db, job.userId)]);
  if (!user?.emailVerified || !hasAccess(user, now)) return 'no longer due';
  const claims = await openDeadlinesByClaim(db, user.id, job.day);
  const links = { appUrl: deps.appUrl, unsubscribeUrl: unsubscribeUrl(deps, user.id) };

  if (job.type === 'digest') {
    if (!settings.weekly_digest) return 'no longer due';
    const listed = claims.map((entry) => ({ claim: reminderClaim(entry.claim), deadlines: digestDeadlines(entry.deadlines, job.day) }));
    if (listed.every((entry) => entry.deadlines.length === 0)) return 'no longer due';
    await deps.mailer.send(digestMail({ today: job.day, recipient: recipientOf(user), claims: listed, links }));
  } else {
    const entry = claims.find(({ claim }) => claim.id === job.claimId);
    const deadline = entry && stillOwed(entry.deadlines, job, settings);
    if (!entry || !deadline) return 'no longer due';
    const claim = reminderClaim(entry.claim);
    await deps.mailer.send(reminderMail({ kind: job.kind, deadline, today: job.day, recipient: recipientOf(user), claim, links }));
  }
  await repo.recordSent(db, job.key, job.userId);
  return 'sent';
}

/** The job's deadline, if today's settings still owe it the same reminder. */
function stillOwed(
  deadlines: readonly TDeadline[],
  job: Extract<ReminderJob, { type: 'deadline' }>,
  settings: TReminderSettings,
): TDeadline | undefined {
  const owed = remindersOwed([{ claimId: job.claimId, deadlines }], job.day, settings).find((reminder) => reminder.key === job.key);
  return (
    owed &&
    deadlines.find(
      (deadline) => deadline.ruleId === owed.ruleId && deadline.triggeredOn === owed.triggeredOn && deadline.dueOn === owed.dueOn,
    )
  );
}
