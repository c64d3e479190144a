import type { Period } from '../types';
import type { DeadlineLocale } from './rule-words-type';

// Apart from the rules' tables, so that a page writing a period in French does not fetch them.
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
