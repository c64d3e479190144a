import { formatDate, formatMoney, formatNumber } from '../../i18n/format';

export type Currency = 'USD' | 'CAD';

/** A claim's money is in its country's dollars. */
export const currencyOf = (country: string | undefined): Currency => (country === 'Canada' ? 'CAD' : 'USD');

/** Whole cents in the claim's currency, written in the active locale: "$1,299.99", "1 299,99 $". */
export const moneyText = (cents: number, currency: Currency) => formatMoney(cents / 100, currency);

/** A 'YYYY-MM-DD' day in the active locale, read in UTC so no time zone moves it a day. */
export const dayText = (isoDay: string) => formatDate(`${isoDay}T12:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' });

/** Today in the user's own time zone, as a date field holds it. */
export function todayIso(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Whole cents as an axis writes them, short: "$12K", "12 k$". */
export const compactMoneyText = (cents: number, currency: Currency) =>
  formatNumber(cents / 100, { style: 'currency', currency, notation: 'compact' });
