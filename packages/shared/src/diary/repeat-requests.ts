import { chronological, distinctItems, normaliseItem, type DiaryEntry } from './timeline';

const PROOF_OF_LOSS = 'Proof of loss';
const PROOF_OF_LOSS_KEY = normaliseItem(PROOF_OF_LOSS);

export interface RequestedItem {
  item: string;
  /** The insurer asked for this before, in an earlier entry. */
  repeat: boolean;
  /** Dates of the earlier requests, oldest first. */
  previouslyRequestedOn: string[];
  firstRequestEventId: string | null;
  /** The last date before this request that the user sent it, if ever. */
  lastSentOn: string | null;
}

export interface RequestRepeats {
  eventId: string;
  occurredOn: string;
  kind: 'documents_requested' | 'proof_of_loss_requested';
  items: RequestedItem[];
  hasRepeats: boolean;
}

/**
 * For each request from the insurer, which documents it had already asked for. Names match
 * ignoring case, spaces and punctuation. A proof-of-loss request counts as asking for the
 * document "Proof of loss", so it also matches a document request that names it.
 */
export function repeatRequests(events: readonly DiaryEntry[]): RequestRepeats[] {
  const requested = new Map<string, { dates: string[]; firstEventId: string }>();
  const sent = new Map<string, string>();
  const result: RequestRepeats[] = [];

  for (const event of chronological(events)) {
    if (event.kind === 'documents_sent' && event.direction === 'to_insurer') {
      for (const { key } of distinctItems(event.items)) sent.set(key, event.occurred_on);
      continue;
    }
    if (event.kind === 'proof_of_loss_sent') {
      sent.set(PROOF_OF_LOSS_KEY, event.occurred_on);
      continue;
    }
    if (event.direction !== 'from_insurer') continue;
    if (event.kind !== 'documents_requested' && event.kind !== 'proof_of_loss_requested') continue;

    const names = event.kind === 'proof_of_loss_requested' ? distinctItems([PROOF_OF_LOSS]) : distinctItems(event.items);
    const items = names.map(({ item, key }): RequestedItem => {
      const earlier = requested.get(key);
      return {
        item,
        repeat: earlier !== undefined,
        previouslyRequestedOn: earlier ? [...earlier.dates] : [],
        firstRequestEventId: earlier?.firstEventId ?? null,
        lastSentOn: sent.get(key) ?? null,
      };
    });
    for (const { key } of names) {
      const earlier = requested.get(key);
      if (earlier) earlier.dates.push(event.occurred_on);
      else requested.set(key, { dates: [event.occurred_on], firstEventId: event.id });
    }
    result.push({ eventId: event.id, occurredOn: event.occurred_on, kind: event.kind, items, hasRepeats: items.some((i) => i.repeat) });
  }
  return result;
}
