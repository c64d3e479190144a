import type { DiaryEntry } from '../diary/timeline';
import { formatDollars } from '../money/amounts';
import { LEDGER_KIND_TABLE, ledgerDirectionOf, type TLedgerKind } from './entry-kinds';

// A payment is a fact the deadline engine counts whether the user logged it in the diary or only in
// the payments ledger: the first payment starts California's replacement-cost holdback clock
// (Ins. Code §2051.5(b)), and a payment meets the insurer's duty to pay. The ledger's payments from
// the insurer are read as the diary's "payment received" events for the engine; they are never
// written to the diary.

/** The fields of a ledger entry the engine needs. */
export interface LedgerPayment {
  id: number;
  kind: TLedgerKind;
  amount_cents: number;
  occurred_on: string;
}

/** Ids the diary never uses, so a deadline met or started by a ledger entry says so. */
export const LEDGER_EVENT_PREFIX = 'ledger-';

const LABEL_OF = new Map<TLedgerKind, string>(LEDGER_KIND_TABLE.map((row) => [row.id, row.label]));

/** The insurer's payments in the ledger, as diary events the deadline engine reads, in the ledger's order. */
export function paymentsAsDiaryEvents(entries: readonly LedgerPayment[]): DiaryEntry[] {
  return entries
    .filter((entry) => ledgerDirectionOf(entry.kind) === 'to_policyholder' && entry.amount_cents > 0)
    .map((entry) => ({
      id: `${LEDGER_EVENT_PREFIX}${entry.id}`,
      occurred_on: entry.occurred_on,
      kind: 'payment_received',
      direction: 'from_insurer',
      channel: null,
      summary: `${LABEL_OF.get(entry.kind)} of ${formatDollars(entry.amount_cents / 100)} (payments ledger)`,
    }));
}
