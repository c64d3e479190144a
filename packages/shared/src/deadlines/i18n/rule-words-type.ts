import type { RegionWords } from '../../claims/region-words';
import type { AdvisoryWording } from '../advisories';
import type { HolidayCalendar } from '../holiday-calendars';
import type { DeadlineRule } from '../types';

/** The law that moves a rule's last day off a weekend or holiday, and the holidays it counts. */
export type RollForward = Pick<NonNullable<DeadlineRule['rollForward']>, 'calendar' | 'citation' | 'saturday'>;

/** The languages the deadline rules are written in besides English. */
export type DeadlineLocale = 'fr-CA' | 'es-US';

/**
 * A rule's words in one language. Each field is present exactly when the English rule has it.
 * `duty` completes "the insurer must ___" / "you must ___"; `triggerPhrase` is a noun phrase that
 * follows "30 jours après ___" in French and "30 días contados desde ___" in Spanish.
 */
export interface RuleWords {
  title: string;
  duty: string;
  triggerPhrase: string;
  /** The law's own name where it has an official one in the language (Code civil du Québec); else the English. */
  citation: string;
  caveat?: string;
  effectiveNote?: string;
  provisionalReason?: string;
  extensionPhrase?: string;
}

/** A deadline read from the user's own policy, in one language: each kind's words, and the sentences around the clause. */
export interface PolicyClauseWords {
  /** By the deadline's ruleId ('policy-suit-clause'): its title, the clause's name, and what to do before the date. */
  kinds: Record<string, { title: string; named: string; advice: string }>;
  /** "Your policy's suit clause, page 7 (policy wording, not a statute)". */
  citation: (named: string, page: number) => string;
  /** The effective note: where in the uploaded policy the clause was read, and its words. */
  readFrom: (page: number, wording: string) => string;
  /** The first caveat: the policy's own words. */
  says: (wording: string, page: number) => string;
  /** What the period runs from, as it follows "60 jours après": "la date du sinistre". */
  lossDate: string;
}

/** Everything about the deadline rules that a language writes: the rules and the notes shown beside them. */
export interface DeadlineWords {
  rules: Record<string, RuleWords>;
  disclaimer: string;
  businessDaysNote: Record<HolidayCalendar, string>;
  /** rollForwardNote in the language: beside a deadline whose law moves a last day off a weekend or holiday. */
  rollForwardNote: (roll: RollForward) => string;
  /** A law that moves a last day, by its official name in the language where it has one; else as cited in English. */
  rollForwardLaw: (citation: string) => string;
  policyClauses: PolicyClauseWords;
  /** The "Also good to know" points, each by its code. */
  advisories: AdvisoryWording;
  /**
   * The states' and provinces' names: the places whose laws the rules are, shipped in this table so
   * that the pages showing deadlines, and the claim form that picks the place, fetch one language once.
   */
  regions: RegionWords;
}
