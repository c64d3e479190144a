import type { DiaryDirection } from './event-kinds';
import { chronological, distinctItems, type DiaryEntry } from './timeline';

export type OpenItemKind = 'document' | 'proof_of_loss' | 'offer_reply' | 'acknowledgement' | 'reply' | 'decision' | 'payment';

export interface OpenItem {
  kind: OpenItemKind;
  description: string;
  /** The date of the event that created the obligation. */
  since: string;
  sourceEventId: string;
  /** The document's name as first written, for document items. */
  item?: string;
}

export interface OpenItems {
  /** What the user still owes the insurer. */
  userOwes: OpenItem[];
  /** What the insurer still owes the user. */
  insurerOwes: OpenItem[];
}

interface Pending extends OpenItem {
  owedBy: DiaryDirection; // the direction the answer will travel in
  key?: string; // normalised document name; absent for a request that names no documents
}

const DECISIONS = new Set(['claim_accepted', 'offer_received', 'denial_received', 'payment_received']);

function shorten(text: string, max = 120): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

/**
 * Walks the diary oldest first and keeps what each side has been asked for and not yet given.
 * A document closes when the other side later sends something naming it; a request that named
 * no documents closes with any later sending by that side. Everything the insurer owes a reply
 * to closes with any later word from the insurer.
 */
export function openItems(events: readonly DiaryEntry[]): OpenItems {
  const open: Pending[] = [];
  const sentOn = new Map<string, string>(); // document key → last date the user sent it
  let decided = false;

  const has = (kind: OpenItemKind, owedBy: DiaryDirection) => open.some((p) => p.kind === kind && p.owedBy === owedBy);
  const close = (predicate: (p: Pending) => boolean) => {
    for (let i = open.length - 1; i >= 0; i -= 1) if (predicate(open[i]!)) open.splice(i, 1);
  };
  // One open entry per duty: asking again for something still owed does not owe it twice.
  // A request that names no documents cannot be matched, so each stands alone.
  const add = (item: Pending) => {
    const duplicate =
      item.kind !== 'document'
        ? has(item.kind, item.owedBy)
        : item.key !== undefined && open.some((p) => p.key === item.key && p.owedBy === item.owedBy);
    if (!duplicate) open.push(item);
  };

  for (const event of chronological(events)) {
    const base = { since: event.occurred_on, sourceEventId: event.id };
    if (event.direction === 'from_insurer') {
      close((p) => p.owedBy === 'from_insurer' && (p.kind === 'acknowledgement' || p.kind === 'reply'));
    }

    switch (event.kind) {
      case 'notice_given':
        add({ ...base, kind: 'acknowledgement', owedBy: 'from_insurer', description: 'An acknowledgement of the claim you reported' });
        add({ ...base, kind: 'decision', owedBy: 'from_insurer', description: 'A decision on the claim: accept or deny it' });
        break;
      case 'message_sent':
        close((p) => p.kind === 'offer_reply');
        add({ ...base, kind: 'reply', owedBy: 'from_insurer', description: 'A reply to your message' });
        break;
      case 'proof_of_loss_requested':
        add({ ...base, kind: 'proof_of_loss', owedBy: 'to_insurer', description: 'Proof of loss (the sworn statement of your claim)' });
        break;
      case 'proof_of_loss_sent':
        close((p) => p.kind === 'proof_of_loss');
        if (!decided) add({ ...base, kind: 'decision', owedBy: 'from_insurer', description: 'A decision on the claim: accept or deny it' });
        break;
      case 'documents_requested': {
        const owedBy: DiaryDirection = event.direction === 'from_insurer' ? 'to_insurer' : 'from_insurer';
        const items = distinctItems(event.items);
        if (items.length === 0) {
          add({ ...base, kind: 'document', owedBy, description: `Documents requested: ${shorten(event.summary)}` });
        }
        for (const { item, key } of items) {
          const sent = owedBy === 'to_insurer' ? sentOn.get(key) : undefined;
          const description = sent === undefined ? item : `${item} (asked for again; you sent it on ${sent})`;
          add({ ...base, kind: 'document', owedBy, key, item, description });
        }
        break;
      }
      case 'documents_sent': {
        const by = event.direction;
        const keys = new Set(distinctItems(event.items).map(({ key }) => key));
        if (by === 'to_insurer') for (const key of keys) sentOn.set(key, event.occurred_on);
        close((p) => p.kind === 'document' && p.owedBy === by && (p.key === undefined || keys.has(p.key)));
        break;
      }
      case 'offer_received':
        close((p) => p.kind === 'offer_reply');
        add({ ...base, kind: 'offer_reply', owedBy: 'to_insurer', description: "Your answer to the insurer's offer" });
        break;
      case 'offer_accepted':
        close((p) => p.kind === 'offer_reply');
        add({ ...base, kind: 'payment', owedBy: 'from_insurer', description: 'Payment of the agreed amount' });
        break;
      case 'claim_accepted':
        add({ ...base, kind: 'payment', owedBy: 'from_insurer', description: 'Payment of the accepted claim' });
        break;
      case 'payment_received':
        close((p) => p.kind === 'payment' || p.kind === 'offer_reply');
        break;
      default:
        break;
    }

    if (DECISIONS.has(event.kind)) {
      decided = true;
      close((p) => p.kind === 'decision');
    }
  }

  const strip = ({ owedBy: _owedBy, key: _key, ...item }: Pending): OpenItem => item;
  return {
    userOwes: open.filter((p) => p.owedBy === 'to_insurer').map(strip),
    insurerOwes: open.filter((p) => p.owedBy === 'from_insurer').map(strip),
  };
}

/** The documents and proof of loss the insurer has asked for and the user has not yet sent. */
export function outstandingRequests(events: readonly DiaryEntry[]): OpenItem[] {
  return openItems(events).userOwes.filter((item) => item.kind === 'document' || item.kind === 'proof_of_loss');
}
