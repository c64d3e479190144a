// Dates of incident are calendar days ('YYYY-MM-DD'), not instants.

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The earliest date accepted; before it a typo is far likelier than a real incident. */
export const EARLIEST_INCIDENT_DATE = '1900-01-01';

/** True for 'YYYY-MM-DD' naming a day that exists (no 2023-02-29, no month 13). */
export function isRealDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(0);
  // setUTCFullYear, not Date.UTC: Date.UTC reads years 0-99 as 1900-1999.
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Today's date in UTC, as 'YYYY-MM-DD'. */
export function todayUtc(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/**
 * A day after today in UTC. Every US state and Canadian province is behind UTC, so a
 * policyholder's own today is never refused, whatever the hour.
 */
export function isFutureDate(value: string, now: Date = new Date()): boolean {
  return value > todayUtc(now);
}
