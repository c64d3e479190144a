import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ENDORSEMENT_STATUSES, LEDGER_KINDS, ledgerDirectionOf, type TLedgerKind } from './entry-kinds';
import { LEDGER_AMOUNT_MAX_CENTS, LEDGER_ENTRIES_MAX } from './limits';
import { ledgerTotals } from './totals';

const line = (kind: TLedgerKind, amount_cents: number, endorsement_status: (typeof ENDORSEMENT_STATUSES)[number] = 'not_needed') => ({
  kind,
  amount_cents,
  endorsement_status,
});

const anyLine = fc.record({
  kind: fc.constantFrom(...LEDGER_KINDS),
  amount_cents: fc.integer({ min: 1, max: LEDGER_AMOUNT_MAX_CENTS }),
  endorsement_status: fc.constantFrom(...ENDORSEMENT_STATUSES),
});
const anyLedger = fc.array(anyLine, { maxLength: 60 });

describe('ledgerTotals', () => {
  it('answers zero everywhere for an empty ledger', () => {
    const totals = ledgerTotals([]);
    expect(totals).toMatchObject({ paid_to_date_cents: 0, held_back_cents: 0, deductible_cents: 0, awaiting_endorsement_cents: 0 });
    expect(totals.living_expenses).toEqual({ incurred_cents: 0, reimbursed_cents: 0, outstanding_cents: 0 });
    expect(Object.keys(totals.by_kind).sort()).toEqual([...LEDGER_KINDS].sort());
    expect(Object.values(totals.by_kind).every((cents) => cents === 0)).toBe(true);
  });

  it('adds a roof claim: ACV paid, depreciation held back and half released, hotel nights partly reimbursed', () => {
    const totals = ledgerTotals([
      line('acv_payment', 1_215_000, 'awaiting_endorsement'),
      line('depreciation_held_back', 725_000),
      line('depreciation_released', 362_500),
      line('living_expense_incurred', 184_000),
      line('living_expense_reimbursed', 120_000),
      line('deductible', 100_000),
      line('contractor_payment', 900_000),
    ]);
    expect(totals).toMatchObject({
      paid_to_date_cents: 1_215_000 + 362_500 + 120_000,
      held_back_cents: 362_500,
      deductible_cents: 100_000,
      awaiting_endorsement_cents: 1_215_000,
      living_expenses: { incurred_cents: 184_000, reimbursed_cents: 120_000, outstanding_cents: 64_000 },
    });
    expect(totals.by_kind.contractor_payment).toBe(900_000);
  });

  it('counts a release beyond what was held back as paid, and holds back nothing below zero', () => {
    const totals = ledgerTotals([line('depreciation_held_back', 1_000), line('depreciation_released', 1_500)]);
    expect([totals.held_back_cents, totals.paid_to_date_cents]).toEqual([0, 1_500]);
  });

  it('owes no living expenses when more was reimbursed than incurred', () => {
    const totals = ledgerTotals([line('living_expense_incurred', 500), line('living_expense_reimbursed', 800)]);
    expect(totals.living_expenses.outstanding_cents).toBe(0);
  });

  it('keeps a full ledger of the largest amounts inside exact integers', () => {
    const totals = ledgerTotals(Array.from({ length: LEDGER_ENTRIES_MAX }, () => line('acv_payment', LEDGER_AMOUNT_MAX_CENTS)));
    expect(Number.isSafeInteger(totals.paid_to_date_cents)).toBe(true);
    expect(totals.paid_to_date_cents).toBe(LEDGER_ENTRIES_MAX * LEDGER_AMOUNT_MAX_CENTS);
  });
});

describe('ledgerTotals, for any ledger', () => {
  it('sums each kind exactly as its entries add up', () => {
    fc.assert(
      fc.property(anyLedger, (entries) => {
        const { by_kind } = ledgerTotals(entries);
        for (const kind of LEDGER_KINDS) {
          const sum = entries.filter((entry) => entry.kind === kind).reduce((total, entry) => total + entry.amount_cents, 0);
          expect(by_kind[kind]).toBe(sum);
        }
      }),
    );
  });

  it('counts as paid exactly the kinds paid to the policyholder', () => {
    fc.assert(
      fc.property(anyLedger, (entries) => {
        const paid = entries
          .filter((entry) => ledgerDirectionOf(entry.kind) === 'to_policyholder')
          .reduce((total, entry) => total + entry.amount_cents, 0);
        expect(ledgerTotals(entries).paid_to_date_cents).toBe(paid);
      }),
    );
  });

  it('never holds back or leaves outstanding less than zero, nor more than was held back or incurred', () => {
    fc.assert(
      fc.property(anyLedger, (entries) => {
        const totals = ledgerTotals(entries);
        expect(totals.held_back_cents).toBeGreaterThanOrEqual(0);
        expect(totals.held_back_cents).toBeLessThanOrEqual(totals.by_kind.depreciation_held_back);
        expect(totals.living_expenses.outstanding_cents).toBeGreaterThanOrEqual(0);
        expect(totals.living_expenses.outstanding_cents).toBeLessThanOrEqual(totals.living_expenses.incurred_cents);
      }),
    );
  });

  it('does not depend on the order of the entries', () => {
    fc.assert(
      fc.property(
        anyLedger.chain((entries) => fc.tuple(fc.constant(entries), fc.shuffledSubarray(entries, { minLength: entries.length }))),
        ([entries, shuffled]) => {
          expect(ledgerTotals(shuffled)).toEqual(ledgerTotals(entries));
        },
      ),
    );
  });
});
