import { chronological, type DiaryEntry } from '../diary/timeline';
import { basisText } from './basis';
import { BUSINESS_DAYS_NOTE, provisionalNote, rollForwardNote } from './disclaimer';
import { episodes, type Episode } from './episodes';
import { calendarFor, type HolidayCalendar } from './holiday-calendars';
import { rulesFor } from './jurisdiction';
import { periodOf } from './period';
import type { ClaimCategory, Country, Deadline, DeadlinePause, DeadlineRule } from './types';

export interface ComputeDeadlinesInput {
  country: Country;
  /** Two-letter state or province code ('TX', 'ON'); null when unknown. */
  region: string | null;
  lossDate: string | null;
  events: readonly DiaryEntry[];
  today: string;
  /** Auto, home or other property; null includes rules limited to a category. */
  claimCategory?: ClaimCategory | null;
}

function basis(rule: DeadlineRule, episode: Episode): string {
  const { extension } = episode;
  return basisText({
    citation: rule.citation,
    period: rule,
    triggerPhrase: rule.triggerPhrase,
    triggeredOn: episode.start.on,
    extension: extension ? { period: extension.period, phrase: extension.phrase, on: extension.event.occurred_on } : null,
    pause: pauseOf(episode),
    rolled:
      episode.rolledFrom && rule.rollForward ? { from: episode.rolledFrom, to: episode.dueOn, citation: rule.rollForward.citation } : null,
  });
}

const pauseOf = ({ pause }: Episode): DeadlinePause | null =>
  pause && { days: pause.days, from: pause.from.occurred_on, until: pause.until?.occurred_on ?? null };

function toDeadline(rule: DeadlineRule, episode: Episode, today: string, calendar: HolidayCalendar): Deadline {
  const period = episode.extension?.period ?? rule;
  const caveats = [
    ...(rule.caveat ? [rule.caveat] : []),
    ...(period.unit === 'business' ? [BUSINESS_DAYS_NOTE[calendar]] : []),
    ...(rule.rollForward ? [rollForwardNote(rule.rollForward.calendar, rule.rollForward.citation, rule.rollForward.saturday)] : []),
    ...(rule.provisional ? [provisionalNote(rule.provisionalReason)] : []),
  ];
  return {
    ruleId: rule.id,
    jurisdiction: rule.jurisdiction,
    who: rule.who,
    title: rule.title,
    ...periodOf(period),
    dueOn: episode.dueOn,
    citation: rule.citation,
    sourceUrl: rule.sourceUrl,
    checkedOn: rule.checkedOn,
    source: rule.source,
    effectiveFrom: rule.effectiveFrom,
    effectiveTo: rule.effectiveTo ?? null,
    effectiveNote: rule.effectiveNote ?? null,
    provisional: rule.provisional,
    provisionalReason: rule.provisionalReason ?? null,
    status: episode.met ? 'met' : today > episode.dueOn ? 'overdue' : 'open',
    triggeredBy: episode.start.eventId,
    triggeredOn: episode.start.on,
    metBy: episode.met?.id ?? null,
    metOn: episode.met?.occurred_on ?? null,
    extendedBy: episode.extension?.event.id ?? null,
    extendedOn: episode.extension?.event.occurred_on ?? null,
    rolledFrom: episode.rolledFrom,
    pause: pauseOf(episode),
    policyClause: null,
    window: rule.satisfiedBy.length === 0,
    basis: basis(rule, episode),
    caveats,
  };
}

/**
 * The dated deadlines for both sides of a claim, soonest first. A rule applies when its trigger
 * is in the diary (or, for periods from the loss, the loss date is known) and the trigger date
 * is inside the rule's effective dates. Diary entries dated after `today` are ignored: they
 * have not happened yet. Business days skip the holidays of the claim's state or province.
 */
export function computeDeadlines(input: ComputeDeadlinesInput): Deadline[] {
  const calendar = calendarFor(input.country, input.region);
  const timeline = chronological(input.events.filter((event) => event.occurred_on <= input.today));
  return rulesFor(input.country, input.region, input.claimCategory ?? null)
    .flatMap((rule) =>
      episodes(rule, timeline, input.lossDate, calendar, input.today).map((episode) => toDeadline(rule, episode, input.today, calendar)),
    )
    .sort((a, b) => (a.dueOn < b.dueOn ? -1 : a.dueOn > b.dueOn ? 1 : 0));
}
