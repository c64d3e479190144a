import type { DeadlineRule } from '../types';
import { SPANISH_DEADLINE_WORDS } from './es-us';
import { FRENCH_DEADLINE_WORDS } from './fr-ca';
import type { DeadlineLocale, DeadlineWords, RuleWords } from './rule-words-type';

export type { DeadlineLocale, DeadlineWords, RuleWords } from './rule-words-type';

const WORDS: Record<DeadlineLocale, DeadlineWords> = { 'fr-CA': FRENCH_DEADLINE_WORDS, 'es-US': SPANISH_DEADLINE_WORDS };

/** The disclaimer and notes shown beside deadlines, in one language. */
export const deadlineWords = (locale: DeadlineLocale): DeadlineWords => WORDS[locale];

/**
 * A rule's title, duty, trigger, citation and notes in one language; null for a rule the table
 * does not hold (a deadline made from the user's own policy clause, written by policyClauseText).
 */
export function ruleWords(rule: Pick<DeadlineRule, 'id'>, locale: DeadlineLocale): RuleWords | null {
  return WORDS[locale].rules[rule.id] ?? null;
}
