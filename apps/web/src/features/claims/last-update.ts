/** The list's 'Last Update': the claim's last change, as a date in the user's own time zone. */
export function lastUpdateText(iso: string, locale = 'en-US', timeZone?: string): string {
  return new Date(iso).toLocaleDateString(locale, { month: 'short', day: 'numeric', year: 'numeric', timeZone });
}
