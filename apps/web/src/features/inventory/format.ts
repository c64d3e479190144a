import { formatDate, formatNumber } from '../../i18n/format';

/** Money in the claim's currency, as the active locale writes amounts: "$1,299.99", "1 299,99 $". */
export function moneyFormatter(country: string): (cents: number) => string {
  const currency = country === 'Canada' ? 'CAD' : 'USD';
  return (cents) => formatNumber(cents / 100, { style: 'currency', currency, currencyDisplay: 'narrowSymbol' });
}

/** A 'YYYY-MM-DD' day as the active locale writes dates, read at noon UTC so no zone moves it a day. */
export const dayText = (isoDay: string): string => formatDate(`${isoDay}T12:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' });
