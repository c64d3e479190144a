import { activeLocale } from './i18n';

/**
 * Numbers, money and dates in the active locale's conventions: 10,000 and $1,250.00 in en-US,
 * 10 000 and 1 250,00 $ in fr-CA. Text around them comes from the catalogue.
 */
export const formatNumber = (value: number, options?: Intl.NumberFormatOptions): string =>
  new Intl.NumberFormat(activeLocale(), options).format(value);

export const formatMoney = (amount: number, currency: 'USD' | 'CAD' = 'USD'): string =>
  new Intl.NumberFormat(activeLocale(), { style: 'currency', currency }).format(amount);

export const formatDate = (date: Date | string, options: Intl.DateTimeFormatOptions = { dateStyle: 'long' }): string =>
  new Intl.DateTimeFormat(activeLocale(), options).format(typeof date === 'string' ? new Date(date) : date);

/** A calendar day ('2026-11-03') as lists show it, 'Nov 3, 2026' in en-US: that day, whatever the time zone. */
export const formatDay = (day: string): string =>
  formatDate(`${day}T00:00:00Z`, { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** Parts of one measure in the locale's way ("$36,000 in total, $150 a day, for 12 months"): a list, not a sentence. */
export const formatUnitList = (parts: readonly string[]): string =>
  new Intl.ListFormat(activeLocale(), { type: 'unit', style: 'short' }).format(parts);
