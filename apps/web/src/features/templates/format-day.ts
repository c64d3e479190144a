import { formatDate } from '../../i18n/format';

/** A calendar day ('2026-03-01') as 'March 1, 2026' in the active locale, whatever the user's time zone; an unreadable one as sent. */
export function formatDay(date: string): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? date : formatDate(parsed, { timeZone: 'UTC', month: 'long', day: 'numeric', year: 'numeric' });
}
