/**
 * The user's own calendar date, 'YYYY-MM-DD', from the device's clock and time zone: what the
 * web sends as `today` to the deadlines endpoints and uses as the latest date a form accepts.
 */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(now.getFullYear(), 4)}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** 'Nov 3, 2026' for '2026-11-03': a calendar date, so no time zone may move it to another day. */
export function formatPlainDate(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric', year: 'numeric' });
}

/**
 * 'November 3, 2026' for '2026-11-03', as a letter writes it ('3 novembre 2026' in fr-CA, '3 de
 * noviembre de 2026' in es-US); anything not a date comes back as it was.
 */
export function formatLongDate(date: string, locale = 'en-US'): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  return parsed.toLocaleDateString(locale, { timeZone: 'UTC', month: 'long', day: 'numeric', year: 'numeric' });
}
