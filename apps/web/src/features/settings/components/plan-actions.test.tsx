import { PaymentMessage } from '@benji/shared';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initialAuthState, type SessionUser } from '../../../store/auth-slice';
import { createTestStore } from '../../../store/create-store';
import { answerFetch, json } from '../../../test/fetch';
import { noSweetAlertLeft, sweetAlert } from '../../../test/swal';
import { PlanActions } from './plan-actions';

const subscriber = {
  pk: 1,
  email: 'ana@example.com',
  full_name: 'Ana',
  trial_ends_at: '2000-01-04T00:00:00.000Z',
  is_subscription: true,
  subscription_plan: 'Pro Plan - Monthly',
} as SessionUser;

/** The real component and store; the server's answers come from `answer`, and every request is kept. */
function renderActions(answer: (request: Request) => Response) {
  const requests = answerFetch(answer);
  const store = createTestStore({
    auth: { ...initialAuthState, accessToken: 'token', isAuthenticated: true, isSubscribed: true, user: subscriber },
  });
  render(
    <Provider store={store}>
      <PlanActions />
    </Provider>,
  );
  return { requests, store };
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await noSweetAlertLeft();
});

describe('managing the plan in Settings', () => {
  it('a test-mode plan is cancelled here, after a confirmation; the user then reads as not subscribed', async () => {
    const { requests, store } = renderActions((request) => {
      if (request.url.endsWith('/api/billing/cancel/'))
        return json({ message: PaymentMessage.cancelled, plan: { plan: null, provider: null, period_end: null } });
      if (request.url.endsWith('/api/update-profile/')) return json({ user: { ...subscriber, is_subscription: false } });
      return json({ plan: 'Pro Plan - Monthly', provider: 'local', period_end: '2099-01-01T00:00:00.000Z' });
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel Plan' }));
    const asked = await sweetAlert();
    expect(asked.textContent).toContain('Cancel your plan?');
    expect(asked.textContent).toContain('Pro Plan - Monthly ends now');
    (asked.querySelector('.swal2-confirm') as HTMLElement).click();
    await waitFor(() => expect(store.getState().auth.isSubscribed).toBe(false));
    expect(requests.filter((request) => request.method === 'POST').map((request) => new URL(request.url).pathname)).toEqual([
      '/api/billing/cancel/',
    ]);
  });

  it('keeping the plan sends nothing', async () => {
    const { requests } = renderActions(() => json({ plan: 'Pro Plan - Monthly', provider: 'local', period_end: null }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel Plan' }));
    ((await sweetAlert()).querySelector('.swal2-cancel') as HTMLElement).click();
    await waitFor(() => expect(document.querySelector('.swal2-container')).toBeNull());
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it("a Stripe plan opens Stripe's billing portal", async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    renderActions((request) =>
      request.method === 'POST'
        ? json({ url: 'https://billing.stripe.test/p/session/bps_1' })
        : json({ plan: 'Pro Plan - Monthly', provider: 'stripe', period_end: null }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Manage or Cancel Plan' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://billing.stripe.test/p/session/bps_1'));
  });
});
