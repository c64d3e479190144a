import { WRITTEN_CHANNELS, type DiaryChannel, type DiaryDirection, type DiaryEventKind } from './event-kinds';

/** The fields the diary logic reads; a stored event or a create request both fit. */
export interface DiaryEntry {
  id: string;
  occurred_on: string;
  kind: DiaryEventKind;
  direction: DiaryDirection | null;
  channel: DiaryChannel | null;
  summary: string;
  items?: string[] | undefined;
}

/**
 * Oldest first. Same-day events keep the order they were given in, so "later" means later in
 * the diary, and a same-day reply entered after the request counts as after it.
 */
export function chronological<T extends DiaryEntry>(events: readonly T[]): T[] {
  return events
    .map((event, index) => ({ event, index }))
    .sort((a, b) => (a.event.occurred_on < b.event.occurred_on ? -1 : a.event.occurred_on > b.event.occurred_on ? 1 : a.index - b.index))
    .map(({ event }) => event);
}

/**
 * "Police Report", "police report." and " POLICE  report" are the same document: case, spaces
 * and punctuation are ignored. A name that is all punctuation keeps its lower-cased text.
 */
export function normaliseItem(item: string): string {
  const folded = item.normalize('NFKC').toLowerCase();
  const letters = folded.replace(/[^\p{L}\p{N}]+/gu, '');
  return letters === '' ? folded.trim() : letters;
}

/** The listed documents, de-duplicated by normalised name, first spelling kept. */
export function distinctItems(items: readonly string[] | undefined): { item: string; key: string }[] {
  const seen = new Set<string>();
  const result: { item: string; key: string }[] = [];
  for (const item of items ?? []) {
    const key = normaliseItem(item);
    if (seen.has(key)) continue;
    seen.add(key);
    result.push({ item: item.trim(), key });
  }
  return result;
}

export function isWritten(event: DiaryEntry): boolean {
  return event.channel !== null && WRITTEN_CHANNELS.includes(event.channel);
}
