import { formatDate } from '../../i18n/format';

/** "Mar 1, 2026, 10:30 AM" in the active locale and the user's own time zone; an unreadable stamp is shown as sent. */
export function formatSavedTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatDate(date, { dateStyle: 'medium', timeStyle: 'short' });
}
