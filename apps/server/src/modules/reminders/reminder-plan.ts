import { addCalendarDays, daysBetween, todayUtc, weekday, type Deadline, type TReminderSettings } from '@benji/shared';

export type ReminderKind = 'before' | 'day' | 'passed';

export interface ClaimDeadlines {
  claimId: number;
  deadlines: readonly Deadline[];
}

export interface DeadlineReminder {
  /** Names the deadline, the kind and the last day it was for: a mail is sent once per key. */
  key: string;
  kind: ReminderKind;
  claimId: number;
  ruleId: string;
  triggeredOn: string;
  dueOn: string;
}

/** A passed deadline is mailed about within this many days of it; older ones were missed long ago. */
export const PASSED_WINDOW_DAYS = 14;
/** The digest lists what is overdue and what falls due within this many days. */
export const DIGEST_HORIZON_DAYS = 30;
// Reminders for a day go out from 13:00 UTC: morning from Newfoundland to Hawaii, never the evening before.
const SEND_FROM_UTC_HOUR = 13;

/** The day the reminders sent now are for. */
export function reminderDay(now: Date): string {
  return todayUtc(new Date(now.getTime() - SEND_FROM_UTC_HOUR * 3_600_000));
}

export const reminderKey = (kind: ReminderKind, claimId: number, deadline: Pick<Deadline, 'ruleId' | 'triggeredOn' | 'dueOn'>) =>
  `${kind}:${claimId}:${deadline.ruleId}:${deadline.triggeredOn}:${deadline.dueOn}`;

export const digestKey = (userId: number, day: string) => `digest:${userId}:${day}`;

/** Only deadlines set by law or policy are mailed about; good-practice nudges (a follow-up) stay in the app. */
const isReminded = (deadline: Deadline) => deadline.source !== 'practice';

/** Which reminder, if any, a deadline is owed today under these settings. */
function kindOwed(deadline: Deadline, today: string, settings: TReminderSettings): ReminderKind | null {
  if (deadline.status === 'met' || !isReminded(deadline)) return null;
  const daysLeft = daysBetween(today, deadline.dueOn);
  if (daysLeft === 0) return settings.on_the_day ? 'day' : null;
  if (daysLeft > 0) return settings.before_due && daysLeft <= settings.days_before ? 'before' : null;
  // A late scan (the server was down on the day) still sends the one reminder that is now true.
  return settings.when_passed && deadline.status === 'overdue' && -daysLeft <= PASSED_WINDOW_DAYS ? 'passed' : null;
}

/** Every reminder owed today for these claims, one per deadline at most. */
export function remindersOwed(claims: readonly ClaimDeadlines[], today: string, settings: TReminderSettings): DeadlineReminder[] {
  return claims.flatMap(({ claimId, deadlines }) =>
    deadlines.flatMap((deadline) => {
      const kind = kindOwed(deadline, today, settings);
      if (!kind) return [];
      const { ruleId, triggeredOn, dueOn } = deadline;
      return [{ key: reminderKey(kind, claimId, deadline), kind, claimId, ruleId, triggeredOn, dueOn }];
    }),
  );
}

const MONDAY = 1;
/** Digests go out on Mondays. */
export const isDigestDay = (day: string) => weekday(day) === MONDAY;

/** What a digest lists: every deadline not met that is overdue or due within the horizon. */
export function digestDeadlines(deadlines: readonly Deadline[], today: string): Deadline[] {
  const horizon = addCalendarDays(today, DIGEST_HORIZON_DAYS);
  return deadlines
    .filter((deadline) => deadline.status !== 'met' && isReminded(deadline) && deadline.dueOn <= horizon)
    .sort((a, b) => a.dueOn.localeCompare(b.dueOn));
}
