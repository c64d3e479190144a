import { outstandingRequests } from '../diary/open-items';
import type { DiaryEntry } from '../diary/timeline';
import type { HolidayCalendar } from './business-days';
import { matchesAny } from './match';
import { dueDate, lastDay } from './period';
import { addCalendarDays, daysBetween } from './plain-date';
import type { DeadlineRule, Period } from './types';

/** One run of a rule's clock: what started it, what ended it, and when it falls due. */
export interface Episode {
  start: { eventId: string | null; on: string };
  met: DiaryEntry | null;
  extension: { event: DiaryEntry; period: Period; phrase: string } | null;
  /** Where the clock stopped (see DeadlineRule.tolled); `until` null while it is still stopped. */
  pause: { from: DiaryEntry; until: DiaryEntry | null; days: number } | null;
  dueOn: string;
  /** The counted last day, when the law moved it off a weekend or holiday. */
  rolledFrom: string | null;
}

interface Run {
  start: { eventId: string | null; on: string };
  startIndex: number;
  met: DiaryEntry | null;
  metIndex: number;
}

function inForce(rule: DeadlineRule, date: string): boolean {
  return date >= rule.effectiveFrom && (rule.effectiveTo === undefined || date <= rule.effectiveTo);
}

// The clock starts when the insurer has everything it asked for. Once it runs, a later sending
// restarts it only if that sending is what completed a fresh request: extra papers sent
// unasked do not push the insurer's deadline back.
function startsClock(timeline: readonly DiaryEntry[], index: number, running: boolean): boolean {
  if (outstandingRequests(timeline.slice(0, index + 1)).length > 0) return false;
  return !running || outstandingRequests(timeline.slice(0, index)).length > 0;
}

function runs(rule: DeadlineRule, timeline: readonly DiaryEntry[], lossDate: string | null): Run[] {
  if (rule.trigger === 'loss_date') {
    if (lossDate === null || !inForce(rule, lossDate)) return [];
    const metIndex = timeline.findIndex((event) => event.occurred_on >= lossDate && matchesAny(rule.satisfiedBy, event));
    return [{ start: { eventId: null, on: lossDate }, startIndex: -1, met: timeline[metIndex] ?? null, metIndex }];
  }

  const trigger = rule.trigger;
  const result: Run[] = [];
  let running: Run | null = null;
  let triggered = false;
  for (const [index, event] of timeline.entries()) {
    if (running && matchesAny(rule.satisfiedBy, event)) {
      result.push({ ...running, met: event, metIndex: index });
      running = null;
    }
    if (!matchesAny(trigger, event) || !inForce(rule, event.occurred_on)) continue;
    if (rule.onRetrigger === 'once' && triggered) continue;
    if (rule.afterAllRequestedItems && !startsClock(timeline, index, running !== null)) continue;
    triggered = true;
    if (running === null || rule.onRetrigger === 'restart') {
      running = { start: { eventId: event.id, on: event.occurred_on }, startIndex: index, met: null, metIndex: -1 };
    }
  }
  if (running) result.push(running);
  return result;
}

// The clock stops from the first `from` event on or after the start to the first `until`
// event after it; while no `until` has come, it is counted as stopped up to today.
function pauseOf(rule: DeadlineRule, timeline: readonly DiaryEntry[], start: string, today: string): Episode['pause'] {
  if (!rule.tolled) return null;
  const fromIndex = timeline.findIndex((event) => event.occurred_on >= start && matchesAny(rule.tolled!.from, event));
  const from = timeline[fromIndex];
  if (!from) return null;
  const until = timeline.slice(fromIndex + 1).find((event) => matchesAny(rule.tolled!.until, event)) ?? null;
  return { from, until, days: daysBetween(from.occurred_on, until?.occurred_on ?? today) };
}

function finish(rule: DeadlineRule, counted: string): { dueOn: string; rolledFrom: string | null } {
  const dueOn = lastDay(counted, rule);
  return { dueOn, rolledFrom: dueOn === counted ? null : counted };
}

/** Every run of the rule over the diary (oldest first, already limited to events up to today). */
export function episodes(
  rule: DeadlineRule,
  timeline: readonly DiaryEntry[],
  lossDate: string | null,
  calendar: HolidayCalendar,
  today: string,
): Episode[] {
  return runs(rule, timeline, lossDate).map((run) => {
    const pause = pauseOf(rule, timeline, run.start.on, today);
    const counted = addCalendarDays(dueDate(run.start.on, rule, calendar), pause?.days ?? 0);
    const base = { start: run.start, met: run.met, pause };
    const extension = rule.extension;
    if (!extension) return { ...base, extension: null, ...finish(rule, counted) };
    const end = run.met ? run.metIndex : timeline.length;
    const notice = timeline
      .slice(run.startIndex + 1, end)
      .find((event) => event.occurred_on <= lastDay(counted, rule) && matchesAny(extension.by, event));
    if (!notice) return { ...base, extension: null, ...finish(rule, counted) };
    return {
      ...base,
      extension: { event: notice, period: extension.period, phrase: extension.phrase },
      ...finish(rule, dueDate(notice.occurred_on, extension.period, calendar)),
    };
  });
}
