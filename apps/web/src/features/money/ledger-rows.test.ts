import { ledgerTotals, type TLedgerEntry } from '@benji/shared';
import { describe, expect, it } from 'vitest';
import { figuresOf, inDateOrder } from './ledger-rows';

const line = (id: number, occurred_on: string): TLedgerEntry => ({
  id,
  claim_id: 1,
  kind: 'deductible',
  direction: 'by_policyholder',
  amount_cents: 100,
  occurred_on,
  payee: '',
  note: '',
  joint_payee: '',
  endorsement_status: 'not_needed',
});

describe('inDateOrder', () => {
  it('puts the oldest first, and a day’s entries in the order recorded', () => {
    const sorted = inDateOrder([line(3, '2026-11-05'), line(2, '2026-10-01'), line(1, '2026-11-05')]);
    expect(sorted.map((entry) => entry.id)).toEqual([2, 1, 3]);
  });
});

describe('figuresOf', () => {
  it('lists every total the page shows, from the shared totals', () => {
    const totals = ledgerTotals([
      { kind: 'acv_payment', amount_cents: 1_200_000, endorsement_status: 'awaiting_endorsement' },
      { kind: 'depreciation_held_back', amount_cents: 350_000, endorsement_status: 'not_needed' },
      { kind: 'living_expense_incurred', amount_cents: 84_550, endorsement_status: 'not_needed' },
      { kind: 'living_expense_reimbursed', amount_cents: 40_000, endorsement_status: 'not_needed' },
      { kind: 'deductible', amount_cents: 100_000, endorsement_status: 'not_needed' },
    ]);
    expect(Object.fromEntries(figuresOf(totals).map(({ key, cents }) => [key, cents]))).toEqual({
      paidToDate: 1_240_000,
      heldBack: 350_000,
      deductible: 100_000,
      awaitingEndorsement: 1_200_000,
      livingIncurred: 84_550,
      livingReimbursed: 40_000,
      livingOutstanding: 44_550,
    });
  });
});
