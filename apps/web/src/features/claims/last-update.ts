import { formatDate } from '../../i18n/format';

/** The list's 'Last Update': the claim's last change, as a date in the user's own time zone and language. */
export function lastUpdateText(iso: string, timeZone?: string): string {
  return formatDate(iso, { month: 'short', day: 'numeric', year: 'numeric', timeZone });
}
