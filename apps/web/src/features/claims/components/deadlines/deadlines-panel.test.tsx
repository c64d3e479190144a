import { computeDeadlines, type TClaim, type TClaimDeadlines, type TClaimUpload } from '@benji/shared';
import { render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initialAuthState } from '../../../../store/auth-slice';
import { createTestStore } from '../../../../store/create-store';
import { claimsApi } from '../../api';
import { DeadlinesPanel } from './deadlines-panel';

const TODAY = '2026-11-24';
const claim = (region: string) =>
  ({
    id: 9,
    insurance_company_name: 'Buckeye Mutual',
    policy_number: 'HO-1',
    type_of_claim: 'House Fire',
    region,
    country_of_incident: 'United States',
  }) as TClaim;
const noDeadlines: TClaimDeadlines = {
  claim_id: 9,
  today: TODAY,
  deadlines: [],
  open_items: { userOwes: [], insurerOwes: [] },
  coverage_notice: null,
  repeats: [],
  advisories: [],
  disclaimer: 'General information, not legal advice.',
};

const adjusterDetails = {
  claim_id: 9,
  adjuster_name: 'Dana Whitfield',
  adjuster_email: 'dana@buckeye.example',
  add_claim_number: 'BM-26-0042',
} as TClaimUpload;

/** The real panel and store, with the deadlines put in the cache as the server would answer them. */
async function renderPanel(region: string, answer: TClaimDeadlines = noDeadlines) {
  const store = createTestStore({ auth: initialAuthState });
  await store.dispatch(claimsApi.util.upsertQueryData('claimDeadlines', { claimId: 9, today: TODAY }, answer));
  await store.dispatch(claimsApi.util.upsertQueryData('claimRecordDetails', undefined, [adjusterDetails]));
  render(
    <Provider store={store}>
      <DeadlinesPanel claim={claim(region)} />
    </Provider>,
  );
}

describe('DeadlinesPanel', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 24, 12));
  });
  afterEach(() => vi.useRealTimers());

  it('in a state whose rules are not encoded: shows the notice and never says "Nothing due now"', async () => {
    await renderPanel('OH');
    const notice = screen.getByRole('region', { name: "Ohio's own claim deadlines are not in Benji yet." });
    expect(within(notice).getByRole('link', { name: 'Ohio Department of Insurance' })).toBeTruthy();
    const insurer = screen.getByRole('region', { name: 'What the insurer must do' });
    expect(insurer.textContent).toContain('The law of Ohio is not encoded (see the note above), so this does not mean nothing is due.');
    expect(screen.queryByText(/Nothing due now/)).toBeNull();
  });

  it('in a state whose rules are encoded: no notice, and an empty group says nothing is due now', async () => {
    await renderPanel('GA');
    expect(screen.queryByRole('region', { name: /not in Benji yet/ })).toBeNull();
    expect(screen.getAllByText('Nothing due now. Dates appear as you record events in the diary.')).toHaveLength(2);
  });

  it("writes an insurer's overdue letter from the claim record: claim number, adjuster, and Open in e-mail to them", async () => {
    // Texas's acknowledgement rule, worked out by the real engine, long past due.
    const events = [
      { id: '1', occurred_on: '2026-10-01', kind: 'notice_given', direction: 'to_insurer', channel: 'email', summary: 'Reported.' },
    ] as const;
    const deadlines = computeDeadlines({
      country: 'United States',
      region: 'TX',
      lossDate: '2026-09-30',
      events: [...events],
      today: TODAY,
    });
    const overdue = deadlines.filter((deadline) => deadline.who === 'insurer' && deadline.status === 'overdue');
    expect(overdue.length).toBeGreaterThan(0);
    await renderPanel('TX', { ...noDeadlines, deadlines: overdue });
    const letter = screen.getAllByRole('region', { name: /^Letter: / })[0]!;
    expect(letter.textContent).toContain('BM-26-0042');
    expect(letter.textContent).toContain('Dana Whitfield');
    expect(letter.textContent).not.toContain('[Claim Number]');
    const href = within(letter).getByRole('link', { name: 'Open in e-mail' }).getAttribute('href')!;
    expect(href.startsWith('mailto:dana@buckeye.example?subject=')).toBe(true);
  });
});
