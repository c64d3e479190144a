import { LEDGER_KINDS, ledgerDirectionOf, type TEndorsementStatus, type TLedgerKind } from './entry-kinds';
import type { TLedgerTotals } from './contracts';

interface LedgerLine {
  kind: TLedgerKind;
  amount_cents: number;
  endorsement_status: TEndorsementStatus;
}

// Read from the kinds' directions, so a kind added to the list counts where its direction says.
const PAID_TO_POLICYHOLDER = LEDGER_KINDS.filter((kind) => ledgerDirectionOf(kind) === 'to_policyholder');

/**
 * The ledger's totals. Each is a sum of the entries' own integer cents, so a total is exactly what
 * the lines add up to, in any order. Releases beyond what was held back (an insurer paying more than
 * it recorded holding) still count as paid; what is held back never goes below zero.
 */
export function ledgerTotals(entries: readonly LedgerLine[]): TLedgerTotals {
  const byKind = Object.fromEntries(LEDGER_KINDS.map((kind) => [kind, 0])) as Record<TLedgerKind, number>;
  let awaitingEndorsement = 0;
  for (const entry of entries) {
    byKind[entry.kind] += entry.amount_cents;
    if (entry.endorsement_status === 'awaiting_endorsement') awaitingEndorsement += entry.amount_cents;
  }
  const incurred = byKind.living_expense_incurred;
  const reimbursed = byKind.living_expense_reimbursed;
  return {
    paid_to_date_cents: PAID_TO_POLICYHOLDER.reduce((total, kind) => total + byKind[kind], 0),
    held_back_cents: Math.max(0, byKind.depreciation_held_back - byKind.depreciation_released),
    living_expenses: { incurred_cents: incurred, reimbursed_cents: reimbursed, outstanding_cents: Math.max(0, incurred - reimbursed) },
    deductible_cents: byKind.deductible,
    awaiting_endorsement_cents: awaitingEndorsement,
    by_kind: byKind,
  };
}
