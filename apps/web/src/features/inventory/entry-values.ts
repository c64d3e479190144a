import { INVENTORY_AGE_MAX_MONTHS, INVENTORY_UNIT_COST_MAX_CENTS } from '@benji/shared';

/**
 * Dollars as typed ("1,299.99", "$40", "40.5") to whole cents, by string, never through a float
 * multiplication ("0.29" must not become 28 cents). Null when it is not an amount or out of bounds.
 */
export function centsOfDollars(text: string): number | null {
  const bare = text
    .trim()
    .replace(/^\$\s*/, '')
    .replace(/,(?=\d{3}(\D|$))/g, '');
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(bare);
  if (!match) return null;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return cents <= INVENTORY_UNIT_COST_MAX_CENTS ? cents : null;
}

/** Whole cents as the dollars a field shows for editing ("1299.99"). */
export const dollarsOfCents = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** An age typed in years ("3", "2.5") as whole months; null when it is not one. */
export function monthsOfYears(text: string): number | null {
  const match = /^(\d{1,3})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const months = Math.round(Number(`${match[1]}.${match[2] ?? '0'}`) * 12);
  return months <= INVENTORY_AGE_MAX_MONTHS ? months : null;
}

/** Whole months as the years a field shows ("2.5"). */
export const yearsOfMonths = (months: number) => String(Math.round((months / 12) * 100) / 100);

/** A whole number from 1 to `max` as typed; null when it is not one. */
export function wholeNumberOf(text: string, max: number): number | null {
  const bare = text.trim();
  if (!/^\d{1,6}$/.test(bare)) return null;
  const value = Number(bare);
  return value >= 1 && value <= max ? value : null;
}
