import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TCheckoutSession, TUser } from '@benji/shared';
import { initialAuthState } from '../../store/auth-slice';
import { createTestStore } from '../../store/create-store';
import { CheckoutSuccessPage } from './checkout-success-page';
import { createTestRouter } from '../../test/test-router';

const user = (subscribed: boolean): TUser => ({
  pk: 7,
  full_name: 'Ana Ruiz',
  name: 'Ana',
  email: 'ana@example.com',
  phone_number: '',
  address: '',
  signup_date: '2026-01-01T00:00:00.000Z',
  is_trial: true,
  is_subscription: subscribed,
  trial_ends_at: '2099-01-04T00:00:00.000Z',
  has_password: true,
  email_verified: true,
  profile: { bio: '', profile_image: null, is_trial: true, is_subscription: subscribed },
});

const session = (status: TCheckoutSession['status']): TCheckoutSession => ({
  session_id: 'cs_test_local_abc',
  status,
  test_mode: true,
  package_type: 'Pro Plan - Monthly',
  package_amount: '20.00',
  email: 'ana@example.com',
  user: user(status === 'complete'),
});

afterEach(() => vi.unstubAllGlobals());

function renderAt(url: string, signedIn = true) {
  const store = createTestStore({
    auth: { ...initialAuthState, accessToken: signedIn ? 'token' : null, user: user(false), istrial: true, isSubscribed: false },
  });
  const router = createTestRouter(
    [
      { path: '/checkout/success', element: <CheckoutSuccessPage /> },
      { path: '/', element: <p>Dashboard</p> },
    ],
    url,
  );
  render(<Provider store={store}>{router.element}</Provider>);
  return { store, router };
}

describe('CheckoutSuccessPage', () => {
  it('waits until the payment is confirmed, then marks the user subscribed and goes into the app', async () => {
    const answers = [session('open'), session('complete')];
    const fetchMock = vi.fn(
      async () => new Response(JSON.stringify(answers.shift() ?? session('complete')), { headers: { 'content-type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { store, router } = renderAt('/checkout/success?session_id=cs_test_local_abc');

    expect(await screen.findByText('Confirming your payment...')).toBeTruthy();
    expect(await screen.findByText('Dashboard', undefined, { timeout: 5000 })).toBeTruthy();
    expect(router.location().pathname).toBe('/');
    expect(store.getState().auth.isSubscribed).toBe(true);
    expect(store.getState().auth.user?.is_subscription).toBe(true);
    const firstCall = fetchMock.mock.calls[0] as unknown as [Request];
    expect(firstCall[0].url).toContain('/api/stripe/checkout-session/cs_test_local_abc/');
  });

  it('asks a signed-out visitor to sign in first', () => {
    renderAt('/checkout/success?session_id=cs_test_local_abc', false);
    expect(screen.getByRole('link', { name: 'Go to Sign In' })).toBeTruthy();
  });
});
