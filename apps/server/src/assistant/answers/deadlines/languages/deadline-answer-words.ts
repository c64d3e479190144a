import type { ClaimCategory, DeadlineLocale, DiaryChannel, DiaryEventKind, PlaceWords, Who } from '@benji/shared';
import type { TimeLimitTopic } from '../../../policy/time-limits';
import type { DeadlineTopic } from '../topics';

/** A due date's state, as a language writes it after "Due **date** —". */
export type DueState =
  { kind: 'met'; metOn: string | null; daysLate: number } | { kind: 'overdue'; daysPast: number } | { kind: 'open'; daysLeft: number };

/**
 * The sentences of a deadline answer in one language. Each function writes whole sentences or
 * whole phrases of its own language from facts (names, dates, counts, the rules' own translated
 * words): nothing English is ever spliced into them.
 */
export interface DeadlineAnswerWords {
  locale: DeadlineLocale;
  longDate: (isoDate: string) => string;
  /** A region code outside Benji's lists, named as the language can without knowing the place. */
  unlistedPlace: (code: string) => PlaceWords;
  needsClaim: string;
  needsPlace: string;
  heading: (what: string, placeName: string, today: string) => string;
  topicHeadings: Record<DeadlineTopic, string>;
  allDeadlinesHeading: string;
  missedHeading: string;
  unencoded: (place: PlaceWords, uncoveredCategory: ClaimCategory | null) => string;
  policyConditions: string;
  suitNotEncoded: (place: PlaceWords) => string;
  nothingEncoded: (place: PlaceWords) => string;
  regulator: (place: PlaceWords, pointer: string | null) => string;
  /** "complaints:" with its punctuation, and "phone". */
  regulatorLabels: { complaints: string; phone: string };
  verdicts: {
    overdue: (count: number) => string;
    lateBefore: (count: number) => string;
    cannotTell: string;
    none: string;
  };
  overdueOffer: (duties: readonly string[]) => string;
  notStarted: string;
  listHeadings: { insurer: string; yours: string; startedByProof: string };
  /** "**The insurer must pay a claim** within" — followed by `within(...)`. */
  leadIn: (who: Who, duty: string) => string;
  /** "**Last day to start any lawsuit**:" — a window, followed by `within(...)`. */
  windowLeadIn: (duty: string) => string;
  /** "60 days after the insurer received proof of loss (October 2, 2026)"; no date for a clock not started. */
  within: (period: string, trigger: string, startedOn: string | null) => string;
  /** The period an insurer's notice put in place of the first one. */
  extended: (extendedWithin: string, originalWithin: string) => string;
  due: (window: boolean, dueOn: string, state: DueState) => string;
  provisional: (citation: string, reason: string) => string;
  /** After a rule not started yet: the diary entries that would start it. */
  startHint: (events: string) => string;
  eventLabels: Record<DiaryEventKind, string>;
  channelLabels: Record<DiaryChannel, string>;
  /** "“A” or “B”", with "(in writing: …)" where only written notice counts. */
  startEvents: (labels: readonly string[], writtenChannels: readonly string[] | null) => string;
  policyLimits: {
    frame: string;
    names: Record<TimeLimitTopic, string>;
    line: (name: string, page: number, statutory: boolean, wording: string) => string;
    /** The limit's last day, counted from the loss; `daysLeft` below 0 once it has passed. */
    whenDue: (lossDate: string, lastDay: string, daysLeft: number) => string;
  };
  closing: (disclaimer: string) => string;
}
