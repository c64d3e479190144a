import type { TrialRemaining } from '@benji/shared';
import { activeLocale } from '../../i18n/i18n';

const UNITS = [
  ['days', 'day'],
  ['hours', 'hour'],
  ['minutes', 'minute'],
  ['seconds', 'second'],
] as const;

/**
 * The time left as the locale writes it narrowly ('2d 3h 4m 5s' in English, '2j 3h 4m 5s' in
 * French), leading zero units dropped as before: '3h 4m 5s', '5s'. Intl writes the units and the
 * list, so no unit letter is English in another language.
 */
export function trialCountdownText(remaining: TrialRemaining, locale = activeLocale()): string {
  const first = UNITS.findIndex(([field]) => remaining[field] > 0);
  const parts = UNITS.slice(first === -1 ? UNITS.length - 1 : first).map(([field, unit]) =>
    new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'narrow' }).format(remaining[field]),
  );
  return new Intl.ListFormat(locale, { type: 'unit', style: 'narrow' }).format(parts);
}

/** The same span as an ISO 8601 duration, for the <time> element that holds it. */
export function trialDuration(remaining: TrialRemaining): string {
  return `P${remaining.days}DT${remaining.hours}H${remaining.minutes}M${remaining.seconds}S`;
}
