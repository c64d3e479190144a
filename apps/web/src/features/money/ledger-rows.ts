import type { TLedgerEntry, TLedgerTotals } from '@benji/shared';

/** Oldest first, as a statement reads; entries of one day in the order they were recorded. */
export const inDateOrder = (entries: readonly TLedgerEntry[]): TLedgerEntry[] =>
  [...entries].sort((a, b) => a.occurred_on.localeCompare(b.occurred_on) || a.id - b.id);

export type FigureKey =
  'paidToDate' | 'heldBack' | 'deductible' | 'awaitingEndorsement' | 'livingIncurred' | 'livingReimbursed' | 'livingOutstanding';

/**
 * The totals the page shows, in the order it shows them: the cards and the chart read this one
 * list, so the chart can never draw a figure the cards do not state.
 */
export function figuresOf(totals: TLedgerTotals): { key: FigureKey; cents: number }[] {
  return [
    { key: 'paidToDate', cents: totals.paid_to_date_cents },
    { key: 'heldBack', cents: totals.held_back_cents },
    { key: 'deductible', cents: totals.deductible_cents },
    { key: 'awaitingEndorsement', cents: totals.awaiting_endorsement_cents },
    { key: 'livingIncurred', cents: totals.living_expenses.incurred_cents },
    { key: 'livingReimbursed', cents: totals.living_expenses.reimbursed_cents },
    { key: 'livingOutstanding', cents: totals.living_expenses.outstanding_cents },
  ];
}
