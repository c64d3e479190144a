/**
 * A moment in UTC written out by Intl in the locale ('mardi 3 novembre 2026 à 14 h 05 UTC'): the
 * server does not know the reader's time zone, so it says which one it used.
 */
export function intlMoment(locale: string, joined: (date: string, time: string) => string): (at: Date) => string {
  const date = new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'UTC' });
  return (at) => `${joined(date.format(at), time.format(at))} UTC`;
}

/** A calendar date with its weekday, as a mail read away from the app needs it. */
export function intlLongDate(locale: string): (date: Date) => string {
  const format = new Intl.DateTimeFormat(locale, { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
  return (date) => format.format(date);
}
