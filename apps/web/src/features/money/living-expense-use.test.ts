import type { TLedgerTotals, TLivingExpenseLimit } from '@benji/shared';
import { describe, expect, it } from 'vitest';
import { livingExpenseUse } from './living-expense-use';

const totals = (incurred: number): TLedgerTotals =>
  ({ living_expenses: { incurred_cents: incurred, reimbursed_cents: 0, outstanding_cents: incurred } }) as TLedgerTotals;
const limit = (terms: Partial<TLivingExpenseLimit>): TLivingExpenseLimit => ({
  page: 4,
  sum_cents: null,
  rate: null,
  period: null,
  ...terms,
});

describe('how far living expenses have gone into the policy’s limit and period', () => {
  it('measures what was spent against the total', () => {
    const use = livingExpenseUse(totals(900_000), limit({ sum_cents: 3_600_000 }), '2026-03-01', '2026-06-01');
    expect(use).toMatchObject({ incurredCents: 900_000, limitCents: 3_600_000, share: 0.25, endsOn: null, status: null });
  });

  it('counts a period of months from the loss, to the same day', () => {
    const use = livingExpenseUse(totals(0), limit({ period: { count: 12, unit: 'month' } }), '2026-03-01', '2026-06-01');
    expect(use.endsOn).toBe('2027-03-01');
    expect(use.status).toBe('running');
  });

  it('counts weeks and days in calendar days', () => {
    expect(livingExpenseUse(totals(0), limit({ period: { count: 2, unit: 'week' } }), '2026-03-01', '2026-03-02').endsOn).toBe(
      '2026-03-15',
    );
    expect(livingExpenseUse(totals(0), limit({ period: { count: 30, unit: 'day' } }), '2026-03-01', '2026-03-02').endsOn).toBe(
      '2026-03-31',
    );
  });

  it('says when the period ends within 30 days, and when it has ended', () => {
    const twelveMonths = limit({ period: { count: 12, unit: 'month' } });
    expect(livingExpenseUse(totals(0), twelveMonths, '2026-03-01', '2027-02-10').status).toBe('ending_soon');
    expect(livingExpenseUse(totals(0), twelveMonths, '2026-03-01', '2027-03-01').status).toBe('ending_soon');
    expect(livingExpenseUse(totals(0), twelveMonths, '2026-03-01', '2027-03-02').status).toBe('ended');
  });

  it('shows a spending past the limit as more than the whole', () => {
    expect(livingExpenseUse(totals(4_000_000), limit({ sum_cents: 3_600_000 }), null, '2026-06-01').share).toBeCloseTo(1.11, 2);
  });

  it('knows nothing of a period without the date of loss, nor of a limit the policy does not state', () => {
    expect(livingExpenseUse(totals(5_000), null, '2026-03-01', '2026-06-01')).toMatchObject({
      limitCents: null,
      share: null,
      endsOn: null,
      status: null,
    });
    expect(livingExpenseUse(totals(5_000), limit({ period: { count: 12, unit: 'month' } }), null, '2026-06-01').endsOn).toBeNull();
  });
});
