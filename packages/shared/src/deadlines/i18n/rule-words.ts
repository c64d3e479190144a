import type { DeadlineRule, Period } from '../types';
import { SPANISH_DEADLINE_WORDS } from './es-us';
import { FRENCH_DEADLINE_WORDS } from './fr-ca';
import type { DeadlineLocale, DeadlineWords, RuleWords } from './rule-words-type';

export type { DeadlineLocale, DeadlineWords, RuleWords } from './rule-words-type';

const WORDS: Record<DeadlineLocale, DeadlineWords> = { 'fr-CA': FRENCH_DEADLINE_WORDS, 'es-US': SPANISH_DEADLINE_WORDS };

/** The disclaimer and notes shown beside deadlines, in one language. */
export const deadlineWords = (locale: DeadlineLocale): DeadlineWords => WORDS[locale];

/**
 * A rule's title, duty, trigger, citation and notes in one language; null for a rule the table
 * does not hold (a deadline made from the user's own policy clause), which is then shown in English.
 */
export function ruleWords(rule: Pick<DeadlineRule, 'id'>, locale: DeadlineLocale): RuleWords | null {
  return WORDS[locale].rules[rule.id] ?? null;
}

const UNITS: Record<DeadlineLocale, Record<'calendar' | 'business' | 'months' | 'years', [string, string]>> = {
  'fr-CA': {
    calendar: ['jour civil', 'jours civils'],
    business: ['jour ouvrable', 'jours ouvrables'],
    months: ['mois', 'mois'],
    years: ['an', 'ans'],
  },
  'es-US': {
    calendar: ['día calendario', 'días calendario'],
    business: ['día hábil', 'días hábiles'],
    months: ['mes', 'meses'],
    years: ['año', 'años'],
  },
};

/** "30 jours civils", "2 ans", "15 días hábiles": describePeriod's words in one language. */
export function describePeriodIn(period: Period, locale: DeadlineLocale): string {
  const [count, unit] =
    period.unit === 'months'
      ? period.months % 12 === 0
        ? [period.months / 12, 'years' as const]
        : [period.months, 'months' as const]
      : [period.days, period.unit];
  const [one, many] = UNITS[locale][unit];
  return `${count} ${count === 1 ? one : many}`;
}
