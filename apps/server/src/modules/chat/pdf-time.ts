// Times in a chat PDF are written in the reader's own time zone, named, so that "14:02" means
// what it meant on their screen. Without a zone from the browser they are UTC, also named.

/** True when the runtime knows the IANA zone ("America/Chicago"). */
export function isKnownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** '2026-03-01 08:02 (America/Chicago)', or '2026-03-01 14:02 UTC' without a zone. */
export function pdfTime(iso: string, zone: string | null): string {
  if (!zone) return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute} (${zone})`;
}
