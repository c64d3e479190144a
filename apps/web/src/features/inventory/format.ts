/** Money in the claim's currency, as the user's browser writes amounts: "$1,299.99". */
export function moneyFormatter(country: string): (cents: number) => string {
  const format = new Intl.NumberFormat(undefined, {
    style: 'currency',
    currency: country === 'Canada' ? 'CAD' : 'USD',
    currencyDisplay: 'narrowSymbol',
  });
  return (cents) => format.format(cents / 100);
}

/** A 'YYYY-MM-DD' day as the browser writes dates, read at noon UTC so no zone moves it a day. */
export function dayText(isoDay: string): string {
  return new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${isoDay}T12:00:00Z`));
}
