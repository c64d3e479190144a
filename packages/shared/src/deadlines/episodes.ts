import { outstandingRequests } from '../diary/open-items';
import type { DiaryEntry } from '../diary/timeline';
import type { HolidayCalendar } from './business-days';
import { matchesAny } from './match';
import { dueDate } from './period';
import type { DeadlineRule, Period } from './types';

/** One run of a rule's clock: what started it, what ended it, and when it falls due. */
export interface Episode {
  start: { eventId: string | null; on: string };
  met: DiaryEntry | null;
  extension: { event: DiaryEntry; period: Period; phrase: string } | null;
  dueOn: string;
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

/** Every run of the rule over the diary (oldest first, already limited to events up to today). */
export function episodes(rule: DeadlineRule, timeline: readonly DiaryEntry[], lossDate: string | null, calendar: HolidayCalendar): Episode[] {
  return runs(rule, timeline, lossDate).map((run) => {
    const dueOn = dueDate(run.start.on, rule, calendar);
    const extension = rule.extension;
    if (!extension) return { start: run.start, met: run.met, extension: null, dueOn };
    const end = run.met ? run.metIndex : timeline.length;
    const notice = timeline
      .slice(run.startIndex + 1, end)
      .find((event) => event.occurred_on <= dueOn && matchesAny(extension.by, event));
    if (!notice) return { start: run.start, met: run.met, extension: null, dueOn };
    return {
      start: run.start,
      met: run.met,
      extension: { event: notice, period: extension.period, phrase: extension.phrase },
      dueOn: dueDate(notice.occurred_on, extension.period, calendar),
    };
  });
}
