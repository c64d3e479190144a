import { formatDollars, ledgerTotals, type Amount, type AmountKind, type TLedgerEntry, type TLedgerKind } from '@benji/shared';

// The payments ledger holds the claim's money as the user entered it, each amount in its role.
// Read as facts, they stand beside the diary's: a letter may state a ledger figure in its role.
// What is held back is the ledger's net (held back less released), never a holdback since paid.

const ROLE_OF: Record<Exclude<TLedgerKind, 'depreciation_held_back'>, AmountKind> = {
  acv_payment: 'payment',
  depreciation_released: 'payment',
  living_expense_incurred: 'living_expense',
  living_expense_reimbursed: 'payment',
  contractor_payment: 'invoice',
  deductible: 'deductible',
  other_payment: 'payment',
};

const amount = (kind: AmountKind, cents: number, on: string): Amount => ({
  kind,
  value: cents / 100,
  text: formatDollars(cents / 100),
  on,
  source: 'ledger',
});

/** The ledger's amounts as facts with their roles, by date; the holdback once, as still held back. */
export function ledgerAmounts(ledger: readonly TLedgerEntry[]): Amount[] {
  const amounts = ledger.flatMap((entry) =>
    entry.kind === 'depreciation_held_back' ? [] : [amount(ROLE_OF[entry.kind], entry.amount_cents, entry.occurred_on)],
  );
  const heldBack = ledgerTotals(ledger).held_back_cents;
  const lastHeldBack = ledger.filter((entry) => entry.kind === 'depreciation_held_back').at(-1);
  if (heldBack > 0 && lastHeldBack) amounts.push(amount('holdback', heldBack, lastHeldBack.occurred_on));
  return amounts;
}
