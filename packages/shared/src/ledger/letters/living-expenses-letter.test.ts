import { describe, expect, it } from 'vitest';
import type { LetterLine } from './figures';
import { livingExpensesLetter } from './living-expenses-letter';
import { money } from './figures';
import { ENGLISH_LEDGER_LETTERS as ENGLISH } from './words/english';

const limitText = (limit: Parameters<typeof ENGLISH.livingExpenses.limitTerms>[0]) =>
  ENGLISH.livingExpenses.limitTerms(limit, (cents) => money(cents, ENGLISH));

const line = (kind: LetterLine['kind'], amount_cents: number, occurred_on: string, payee = ''): LetterLine => ({
  kind,
  amount_cents,
  occurred_on,
  payee,
  note: '',
});

const LIMIT = {
  page: 7,
  sum_cents: 3_600_000,
  rate: { cents: 15_000, per: 'day' as const },
  period: { count: 12, unit: 'month' as const },
};

describe('the living-expense letter', () => {
  it('itemizes what was incurred, states what was reimbursed and asks for the rest against the policy’s limit', () => {
    const { subject, body } = livingExpensesLetter(
      [
        line('living_expense_incurred', 84_550, '2026-10-05', 'Bow River Inn'),
        line('living_expense_incurred', 120_000, '2026-11-01', 'Elbow Rentals'),
        line('living_expense_reimbursed', 50_000, '2026-11-10'),
        line('acv_payment', 1_200_000, '2026-10-20'),
      ],
      LIMIT,
      ENGLISH,
    );
    expect(subject).toBe('Additional Living Expenses - Claim [Claim Number]');
    expect(body).toContain(
      '- $845.50 to Bow River Inn on October 5, 2026\n- $1,200 to Elbow Rentals on November 1, 2026\nTotal incurred: $2,045.50',
    );
    expect(body).toContain('You have reimbursed $500 on November 10, 2026 so far, which leaves $1,545.50 outstanding.');
    expect(body).toContain('Please reimburse the $1,545.50 outstanding');
    expect(body).toContain('1. That my policy (page 7) pays $150 a day, for up to 12 months, up to $36,000 in all under this coverage');
    expect(body).not.toContain('$12,000');
  });

  it('says the records show no reimbursement, and asks for the limit when the policy states none', () => {
    const { body } = livingExpensesLetter([line('living_expense_incurred', 84_550, '2026-10-05')], null, ENGLISH);
    expect(body).toContain(
      '- $845.50 on October 5, 2026\n\nMy records show no reimbursement of these costs so far, so $845.50 is outstanding.',
    );
    expect(body).toContain('1. The limit and the time limit of this coverage under my policy, and how much of it remains.');
  });

  it('leaves the expenses for the user to list when the ledger has none', () => {
    const { body } = livingExpensesLetter([line('contractor_payment', 90_000, '2026-10-05')], null, ENGLISH);
    expect(body).toContain(
      'I have incurred these costs:\n[Each Expense: What, Dates, Amount]\n\nReceipts are attached. Please reimburse these costs,',
    );
    expect(body).not.toContain('$900');
  });

  it('writes the policy’s terms as it states them, and none from a limit with no terms', () => {
    expect(limitText({ page: 2, sum_cents: 2_000_000, rate: null, period: null })).toBe('up to $20,000 in all');
    expect(limitText({ page: 2, sum_cents: null, rate: null, period: { count: 1, unit: 'month' } })).toBe('for up to 1 month');
    expect(limitText({ page: 2, sum_cents: null, rate: null, period: null })).toBeNull();
  });
});
