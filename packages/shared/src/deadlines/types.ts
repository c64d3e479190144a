import type { DiaryDirection, DiaryEventKind } from '../diary/event-kinds';
import type { HolidayCalendar } from './holiday-calendars';

export type Who = 'insurer' | 'policyholder';
export type DayUnit = 'calendar' | 'business';
export type Country = 'United States' | 'Canada';
/** The spec's claim-type groups: Auto, Home, Other property. */
export type ClaimCategory = 'auto' | 'home' | 'other_property';

/** 'US-CA', 'CA-ON'; 'US-*' and 'CA-*' for "no rule encoded for this state or province". */
export type Jurisdiction = `US-${string}` | `CA-${string}` | 'practice';

/** Where the rule comes from; policy wording and practice are not law, and say so. */
export type RuleSource = 'statute' | 'regulation' | 'policy_wording' | 'guidance' | 'practice';

/** Day counts, or months for periods the law states in months or years. */
export type Period = { unit: DayUnit; days: number } | { unit: 'months'; months: number };

/** A diary event that starts or ends a rule. `written` excludes phone calls and meetings. */
export interface EventMatch {
  kind: DiaryEventKind;
  direction?: DiaryDirection;
  written?: boolean;
}

interface RuleFields {
  id: string;
  jurisdiction: Jurisdiction;
  who: Who;
  title: string;
  /** What has to be done, for "the insurer must ___": "accept or reject a claim in writing". */
  duty: string;
  /** The same, as the user asks for it in a letter: "accept or reject my claim in writing". */
  ask?: string;
  /** The diary events that start the clock, or the date of loss. */
  trigger: readonly EventMatch[] | 'loss_date';
  /** Ends the sentence "… after ___ on <date>". */
  triggerPhrase: string;
  /** Events that discharge the duty. Empty for a window: a last day, not a task. */
  satisfiedBy: readonly EventMatch[];
  /**
   * A new trigger while the clock runs: 'once' counts only the first trigger ever, 'keep'
   * leaves the running clock alone, 'restart' starts it again from the new event.
   */
  onRetrigger: 'once' | 'keep' | 'restart';
  /** The clock starts only once the insurer has everything it asked for (diary open items). */
  afterAllRequestedItems?: boolean;
  /** A written notice from the insurer, given in time, that replaces the period once. */
  extension?: { by: readonly EventMatch[]; period: Period; phrase: string };
  citation: string;
  /**
   * The text's own words that set the period, quoted from the page at `sourceUrl`, so that anyone
   * checking the rule can see what it was read against without opening the page.
   */
  operativeWords?: string;
  /** The address of the legal text as it was read (see sources.ts); null where none was found. */
  sourceUrl: string | null;
  /** The day that text was last read against this rule. */
  checkedOn: string;
  /**
   * Where the law moves a last day that falls on a Saturday, Sunday or holiday to the next
   * business day: the calendar of that jurisdiction and the rule that says so.
   */
  rollForward?: {
    calendar: HolidayCalendar;
    citation: string;
    sourceUrl: string;
    /** 'stays' where the law moves a last day off Sundays and holidays but not off a Saturday (Louisiana, Ontario, Québec). */
    saturday?: 'stays';
  };
  /**
   * A period from the date of loss that stops running from the first `from` event to the first
   * `until` event after it (a California suit clause, from notice to written denial).
   */
  tolled?: { from: readonly EventMatch[]; until: readonly EventMatch[]; citation: string };
  /**
   * For a policy-wording fallback ('US-*'): it also applies where a state's own rules are
   * encoded, except in these jurisdictions, whose law already sets the same term.
   */
  everywhereExcept?: readonly Jurisdiction[];
  /** How a letter names a provisional rule's source, where the citation itself is a research label. */
  letterSource?: string;
  source: RuleSource;
  /** The first trigger date the rule applies to. */
  effectiveFrom: string;
  /** The last trigger date it applies to, for superseded versions. */
  effectiveTo?: string;
  /** Why this effective date, where the research notes give none. */
  effectiveNote?: string;
  /** True where the legal text could not be read or the sources disagree. */
  provisional: boolean;
  /** Why a provisional rule is provisional, in one sentence. */
  provisionalReason?: string;
  /** Claim categories the rule is limited to; absent for all. */
  appliesTo?: readonly ClaimCategory[];
  caveat?: string;
}

export type DeadlineRule = RuleFields & Period;

export type DeadlineStatus = 'open' | 'met' | 'overdue';

interface DeadlineFields {
  ruleId: string;
  jurisdiction: Jurisdiction;
  who: Who;
  title: string;
  dueOn: string;
  citation: string;
  sourceUrl: string | null;
  checkedOn: string;
  source: RuleSource;
  effectiveFrom: string;
  effectiveTo: string | null;
  effectiveNote: string | null;
  provisional: boolean;
  provisionalReason: string | null;
  status: DeadlineStatus;
  /** The diary event that started the clock; null when it runs from the date of loss. */
  triggeredBy: string | null;
  triggeredOn: string;
  metBy: string | null;
  metOn: string | null;
  /** The insurer's notice that extended the period, when one did. */
  extendedBy: string | null;
  extendedOn: string | null;
  /** The counted last day when it fell on a weekend or holiday and the law moved it to `dueOn`. */
  rolledFrom: string | null;
  /** The days the clock stood still, when a rule stops it (a suit period, from notice to written denial). */
  pause: DeadlinePause | null;
  /** The clause of the user's own policy the deadline was read from (its page and words); null for a rule of law or practice. */
  policyClause: { page: number; wording: string } | null;
  /** A last day to act if needed, rather than a task that can be ticked off. */
  window: boolean;
  /** One sentence: citation, period, and what started it on which date. */
  basis: string;
  caveats: string[];
}

export type Deadline = DeadlineFields & Period;

/** Days a period stopped running: from one diary date until another, or still stopped (until null). */
export interface DeadlinePause {
  days: number;
  from: string;
  until: string | null;
}
