/**
 * An amount as the page writes it, in a <data> element holding its machine value: Intl writes the
 * figure in the locale's way (the pseudo-locale check leaves <data> alone).
 */
export function Amount({ cents, money }: { cents: number; money: (cents: number) => string }) {
  return <data value={(cents / 100).toFixed(2)}>{money(cents)}</data>;
}
