import { describe, expect, it } from 'vitest';
import { computeDeadlines } from '../deadlines/compute';
import { paymentsAsDiaryEvents } from './payments-as-events';

const holdbackClock = (events: ReturnType<typeof paymentsAsDiaryEvents>) =>
  computeDeadlines({
    country: 'United States',
    region: 'CA',
    lossDate: '2026-03-01',
    events,
    today: '2026-06-01',
    claimCategory: 'home',
  }).find((deadline) => deadline.ruleId === 'us-ca-replacement-cost-holdback');

describe('the ledger’s payments, as the deadline engine reads them', () => {
  it('reads each payment from the insurer as a payment received, and nothing the policyholder paid or the insurer holds', () => {
    const events = paymentsAsDiaryEvents([
      { id: 1, kind: 'deductible', amount_cents: 100_000, occurred_on: '2026-03-05' },
      { id: 2, kind: 'depreciation_held_back', amount_cents: 310_000, occurred_on: '2026-04-02' },
      { id: 3, kind: 'acv_payment', amount_cents: 1_290_000, occurred_on: '2026-04-02' },
      { id: 4, kind: 'living_expense_reimbursed', amount_cents: 45_050, occurred_on: '2026-04-20' },
    ]);
    expect(events).toEqual([
      {
        id: 'ledger-3',
        occurred_on: '2026-04-02',
        kind: 'payment_received',
        direction: 'from_insurer',
        channel: null,
        summary: 'Actual cash value payment of $12,900 (payments ledger)',
      },
      expect.objectContaining({
        id: 'ledger-4',
        occurred_on: '2026-04-20',
        summary: 'Living expenses reimbursed of $450.50 (payments ledger)',
      }),
    ]);
  });

  it('starts California’s holdback clock on the first payment, 12 months on', () => {
    const clock = holdbackClock(paymentsAsDiaryEvents([{ id: 7, kind: 'acv_payment', amount_cents: 500_000, occurred_on: '2026-04-02' }]));
    expect(clock).toMatchObject({ dueOn: '2027-04-02', triggeredBy: 'ledger-7' });
    expect(
      holdbackClock(paymentsAsDiaryEvents([{ id: 8, kind: 'deductible', amount_cents: 500_000, occurred_on: '2026-04-02' }])),
    ).toBeUndefined();
  });
});
