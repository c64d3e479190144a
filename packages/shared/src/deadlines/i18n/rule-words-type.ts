import type { HolidayCalendar } from '../holiday-calendars';

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

/** Everything about the deadline rules that a language writes: the rules and the notes shown beside them. */
export interface DeadlineWords {
  rules: Record<string, RuleWords>;
  disclaimer: string;
  businessDaysNote: Record<HolidayCalendar, string>;
}
