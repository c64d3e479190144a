import { daysBetween, describePeriod, type Deadline, type DeadlineRule } from '@benji/shared';
import { longDate } from '../../providers/offline/format';
import { isStarted, type Duty, type StartedDuty } from './duties';
import { startEvents } from './start-events';

const days = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`;

/** A window is a last day, not a task: nothing in the diary "meets" it. */
const isWindow = (rule: DeadlineRule) => rule.satisfiedBy.length === 0;

/** "**The insurer must pay …** within", "**Last day to start …**:" — the lead-in before the period. */
function leadIn(rule: DeadlineRule): string {
  if (isWindow(rule)) return `**Last day to ${rule.duty}**:`;
  return `**${rule.who === 'insurer' ? 'The insurer must' : 'You must'} ${rule.duty}** within`;
}

/** The citation, and for a provisional rule why it is provisional, in the rule's own sentence. */
function citation(rule: DeadlineRule): string {
  if (!rule.provisional) return rule.citation;
  const reason = rule.provisionalReason?.replace(/\.$/, '') ?? 'the legal text has not been verified';
  return `${rule.citation} (provisional: ${reason})`;
}

function countedFrom(rule: DeadlineRule, deadline: Deadline): string {
  const original = `${describePeriod(rule)} after ${rule.triggerPhrase} (${longDate(deadline.triggeredOn)})`;
  if (!deadline.extendedOn || !rule.extension) return original;
  return `${describePeriod(deadline)} after ${rule.extension.phrase} (${longDate(deadline.extendedOn)}), extended from ${original}`;
}

function status(rule: DeadlineRule, deadline: Deadline, today: string): string {
  const due = `**${longDate(deadline.dueOn)}**`;
  const label = isWindow(rule) ? 'Last day' : 'Due';
  if (deadline.status === 'met') {
    if (!deadline.metOn) return `${label} ${due} — met.`;
    const late = daysBetween(deadline.dueOn, deadline.metOn);
    return `${label} ${due} — met on ${longDate(deadline.metOn)}${late > 0 ? `, ${days(late)} late` : ''}.`;
  }
  if (deadline.status === 'overdue') {
    const past = days(daysBetween(deadline.dueOn, today));
    return isWindow(rule) ? `${label} was ${due} — it passed ${past} ago.` : `${label} ${due} — **overdue** by ${past}.`;
  }
  const left = daysBetween(today, deadline.dueOn);
  return `${label} ${due} — open, ${left === 0 ? 'due today' : `${days(left)} left`}.`;
}

const withCaveat = (text: string, rule: DeadlineRule, detailed: boolean) => (detailed && rule.caveat ? `${text} ${rule.caveat}` : text);

/** A clock the diary has started: who, what, the period and its start, the due date, its status, the citation. */
export function startedLine({ rule, deadline }: StartedDuty, today: string, detailed: boolean): string {
  const text = `${leadIn(rule)} ${countedFrom(rule, deadline)}. ${status(rule, deadline, today)} ${citation(rule)}.`;
  return withCaveat(text, rule, detailed);
}

/** A clock not started yet: the rule itself, and the diary entry that would start it. */
export function waitingLine({ rule }: Duty, detailed: boolean): string {
  const events = startEvents(rule);
  const start = events ? ` Not started yet: log ${events} in your claim diary, with its date, and I will count the due date.` : '';
  return withCaveat(`${leadIn(rule)} ${describePeriod(rule)} after ${rule.triggerPhrase}. ${citation(rule)}.${start}`, rule, detailed);
}

export function dutyLine(duty: Duty, today: string, detailed: boolean): string {
  return isStarted(duty) ? startedLine(duty, today, detailed) : waitingLine(duty, detailed);
}
