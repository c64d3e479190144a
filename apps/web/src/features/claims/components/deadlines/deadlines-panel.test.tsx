import type { TClaim, TClaimDeadlines } from '@benji/shared';
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

/** The real panel and store, with the deadlines put in the cache as the server would answer them. */
async function renderPanel(region: string) {
  const store = createTestStore({ auth: initialAuthState });
  await store.dispatch(claimsApi.util.upsertQueryData('claimDeadlines', { claimId: 9, today: TODAY }, noDeadlines));
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
});
