import type { DiaryEntry } from '../diary/timeline';
import { amountsIn, type Amount, type AmountKind } from './amounts';

// The diary event's kind is the best guess for an amount its summary does not label: a bare
// "$12,150" logged as an offer received is the offer.
const EVENT_AMOUNT_KIND: Partial<Record<DiaryEntry['kind'], AmountKind>> = {
  offer_received: 'offer',
  offer_accepted: 'offer',
  payment_received: 'payment',
  claim_accepted: 'payment',
};

/** The amounts a diary event's summary names, each with its role and the event's date. */
export function diaryAmounts(event: DiaryEntry): Amount[] {
  return amountsIn(event.summary, 'diary', event.occurred_on, EVENT_AMOUNT_KIND[event.kind]);
}
