import { computeDeadlines, type TDeadline, type TDiaryEvent } from '@benji/shared';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initialAuthState } from '../../../../store/auth-slice';
import { createTestStore } from '../../../../store/create-store';
import { DeadlineCard } from './deadline-card';

const event = (id: string, occurred_on: string, kind: TDiaryEvent['kind'], direction: TDiaryEvent['direction']): TDiaryEvent => ({
  id,
  occurred_on,
  kind,
  direction,
  channel: 'email',
  summary: 'Recorded.',
  items: [],
});

/** Texas's acknowledgement rule, worked out by the real engine: open after the notice, met once acknowledged. */
function acknowledgement(acknowledged: boolean): TDeadline {
  const events = [event('1', '2024-04-03', 'notice_given', 'to_insurer')];
  if (acknowledged) events.push(event('2', '2024-04-04', 'acknowledgement_received', 'from_insurer'));
  const deadlines = computeDeadlines({ country: 'United States', region: 'TX', lossDate: '2024-04-02', events, today: '2024-04-05' });
  const found = deadlines.find((deadline) => deadline.ruleId === 'us-tx-542-055');
  if (!found) throw new Error('no acknowledgement deadline');
  return found;
}

function renderCard(deadline: TDeadline) {
  const store = createTestStore({ auth: { ...initialAuthState, accessToken: 'token', isAuthenticated: true } });
  render(
    <Provider store={store}>
      <ul>
        <DeadlineCard claimId={9} deadline={deadline} letterClaim={{ insurer: 'Lone Star Mutual' }} />
      </ul>
    </Provider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('DeadlineCard', () => {
  it("offers an open deadline's .ics, fetched with the user's token from the deadline's own address", async () => {
    const deadline = acknowledgement(false);
    expect(deadline.status).toBe('open');
    const requests: Request[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) => {
        requests.push(request);
        return new Response('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n', { headers: { 'content-type': 'text/calendar; charset=utf-8' } });
      }),
    );
    const saved = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:ics');
    renderCard(deadline);

    await userEvent.click(screen.getByRole('button', { name: `Add to calendar: ${deadline.title}` }));
    await waitFor(() => expect(requests).toHaveLength(1));
    const url = new URL(requests[0]!.url);
    expect(url.pathname).toBe('/api/my-claims/9/deadlines/us-tx-542-055/calendar.ics');
    expect(url.searchParams.get('triggered')).toBe('2024-04-03');
    expect(requests[0]!.headers.get('authorization')).toBe('Bearer token');
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
  });

  it('offers no calendar file for a deadline already met', () => {
    const deadline = acknowledgement(true);
    expect(deadline.status).toBe('met');
    renderCard(deadline);
    expect(screen.getByText(deadline.title)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Add to calendar/ })).toBeNull();
  });
});
