import { ledgerTotals } from '@benji/shared';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initialAuthState } from '../../store/auth-slice';
import { createTestStore } from '../../store/create-store';
import { answerFetch, json } from '../../test/fetch';
import { createTestRouter } from '../../test/test-router';
import { MoneyPage } from './money-page';

const claim = { id: 7, insurance_company_name: 'Prairie Mutual', type_of_claim: 'Fire', country_of_incident: 'Canada' };
const emptyLedger = { entries: [], totals: ledgerTotals([]) };

function renderPage() {
  const store = createTestStore({ auth: { ...initialAuthState, accessToken: 'token', isAuthenticated: true, istrial: true } });
  const { element } = createTestRouter([{ path: '/claim-status/:claimId/money', element: <MoneyPage /> }], '/claim-status/7/money');
  render(<Provider store={store}>{element}</Provider>);
}

afterEach(() => vi.unstubAllGlobals());

describe('the money page', () => {
  it('shows a failed load with Try Again, then the empty ledger with a button to add the first entry', async () => {
    let ledgerCalls = 0;
    answerFetch((request) => {
      if (!request.url.includes('/ledger/')) return json(claim);
      ledgerCalls += 1;
      return ledgerCalls === 1 ? json({ detail: 'The database is resting.' }, 503) : json(emptyLedger);
    });
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Error loading the payments');
    expect(alert.textContent).toContain('The database is resting.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('No payments recorded yet')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Add the first entry' }));
    expect(screen.getByRole('dialog', { name: 'Add an entry' })).toBeTruthy();
  });

  it('puts a field the server refuses beside it, and keeps everything typed', async () => {
    const sent: unknown[] = [];
    answerFetch(async (request) => {
      if (request.method === 'POST') {
        sent.push(await request.json());
        return json({ occurred_on: ['The date cannot be before the date of incident (2026-10-01).'] }, 400);
      }
      return json(request.url.includes('/ledger/') ? emptyLedger : claim);
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Add the first entry' }));
    const dialog = screen.getByRole('dialog', { name: 'Add an entry' });
    await user.type(within(dialog).getByLabelText('Amount'), '1,299.99');
    const date = within(dialog).getByLabelText('Date');
    await user.clear(date);
    await user.type(date, '2026-09-01');
    await user.type(within(dialog).getByLabelText('Joint payee'), 'Prairie Mortgage');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText(/before the date of incident/)).toBeTruthy();
    expect(date.getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([
      expect.objectContaining({ amount_cents: 129_999, joint_payee: 'Prairie Mortgage', endorsement_status: 'awaiting_endorsement' }),
    ]);
    expect(within(dialog).getByLabelText<HTMLInputElement>('Amount').value).toBe('1,299.99');
    expect(within(dialog).getByLabelText<HTMLInputElement>('Joint payee').value).toBe('Prairie Mortgage');
  });

  it('says what is still to claim: the holdback by the law’s last day, and living expenses not yet reimbursed against the policy’s limit', async () => {
    const entries = [
      { kind: 'depreciation_held_back', amount_cents: 310_000 },
      { kind: 'living_expense_incurred', amount_cents: 90_000 },
      { kind: 'living_expense_reimbursed', amount_cents: 45_000 },
    ].map((entry, index) => ({
      id: index + 1,
      claim_id: 7,
      direction:
        entry.kind === 'depreciation_held_back' ? 'held_back' : entry.kind.endsWith('incurred') ? 'by_policyholder' : 'to_policyholder',
      occurred_on: '2026-04-02',
      payee: '',
      note: '',
      joint_payee: '',
      endorsement_status: 'not_needed',
      ...entry,
    }));
    const holdbackClock = {
      ruleId: 'us-ca-replacement-cost-holdback',
      dueOn: '2027-04-02',
      status: 'open',
      citation: 'California Insurance Code §2051.5(b)',
    };
    const policyTerms = {
      policy: 'read',
      living_expenses: { page: 7, sum_cents: 3_600_000, rate: { cents: 15_000, per: 'day' }, period: { count: 12, unit: 'month' } },
    };
    answerFetch((request) => {
      if (request.url.includes('/policy-terms/')) return json(policyTerms);
      if (request.url.includes('/ledger/')) return json({ entries, totals: ledgerTotals(entries as never) });
      if (request.url.includes('/deadlines/')) return json({ claim_id: 7, deadlines: [holdbackClock] });
      return json({ ...claim, country_of_incident: 'United States' });
    });
    renderPage();
    const section = await screen.findByRole('region', { name: 'Still to claim' });
    expect(section.textContent).toContain('$3,100.00 of depreciation still held back');
    expect(await within(section).findByText(/Claim it by Apr 2, 2027 \(California Insurance Code §2051\.5\(b\)\)/)).toBeTruthy();
    expect(section.textContent).toContain('$450.00 of living expenses not yet reimbursed');
    expect(
      await within(section).findByText(
        /Your policy’s limit on living expenses: \$36,000\.00 in total, \$150\.00 a day, for 12 months \(page 7\)\./,
      ),
    ).toBeTruthy();
  });

  it('dates the holdback by the policy’s own condition where that is the clock, as the policy’s last word', async () => {
    const entries = [
      {
        id: 1,
        claim_id: 7,
        kind: 'depreciation_held_back',
        direction: 'held_back',
        amount_cents: 310_000,
        occurred_on: '2026-04-02',
        payee: '',
        note: '',
        joint_payee: '',
        endorsement_status: 'not_needed',
      },
    ];
    const policyClock = {
      ruleId: 'policy-holdback-clause',
      dueOn: '2026-09-29',
      status: 'open',
      source: 'policy_wording',
      citation: "Your policy's time limit for held-back depreciation, page 9 (policy wording, not a statute)",
    };
    answerFetch((request) => {
      if (request.url.includes('/policy-terms/')) return json({ policy: 'read', living_expenses: null });
      if (request.url.includes('/ledger/')) return json({ entries, totals: ledgerTotals(entries as never) });
      if (request.url.includes('/deadlines/')) return json({ claim_id: 7, deadlines: [policyClock] });
      return json({ ...claim, country_of_incident: 'United States' });
    });
    renderPage();
    const section = await screen.findByRole('region', { name: 'Still to claim' });
    expect(
      await within(section).findByText(/^Claim it by Sep 29, 2026, the last day your policy allows \(Your policy's time limit/),
    ).toBeTruthy();
    expect(section.textContent).not.toContain('Your policy may allow longer');
  });

  it('measures living expenses against the policy’s total and says when its period ends, even with nothing outstanding', async () => {
    const entries = [
      { kind: 'living_expense_incurred', amount_cents: 4_000_000, direction: 'by_policyholder' },
      { kind: 'living_expense_reimbursed', amount_cents: 4_000_000, direction: 'to_policyholder' },
    ].map((entry, index) => ({
      id: index + 1,
      claim_id: 7,
      occurred_on: '2026-04-02',
      payee: '',
      note: '',
      joint_payee: '',
      endorsement_status: 'not_needed',
      ...entry,
    }));
    const policyTerms = {
      policy: 'read',
      living_expenses: { page: 7, sum_cents: 3_600_000, rate: null, period: { count: 2, unit: 'week' } },
    };
    answerFetch((request) => {
      if (request.url.includes('/policy-terms/')) return json(policyTerms);
      if (request.url.includes('/ledger/')) return json({ entries, totals: ledgerTotals(entries as never) });
      if (request.url.includes('/deadlines/')) return json({ claim_id: 7, deadlines: [] });
      return json({ ...claim, country_of_incident: 'United States', date_of_incident: '2026-03-01' });
    });
    renderPage();
    const section = await screen.findByRole('region', { name: 'Still to claim' });
    const meter = await within(section).findByRole('meter', { name: 'Living expenses used of the policy’s total' });
    expect(meter.getAttribute('aria-valuenow')).toBe('3600000');
    expect(meter.getAttribute('aria-valuetext')).toMatch(/^\$40,000\.00 spent: more than the policy’s total of \$36,000\.00/);
    // Two weeks from March 1 ended long before today.
    expect(await within(section).findByText(/^The period your policy pays living expenses for ended on Mar 15, 2026\./)).toBeTruthy();
    expect(section.textContent).not.toContain('not yet reimbursed');
  });
});
