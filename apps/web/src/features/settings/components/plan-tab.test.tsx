import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initialAuthState, type AuthState, type SessionUser } from '../../../store/auth-slice';
import { createTestStore } from '../../../store/create-store';
import { PlanTab } from './plan-tab';
import { createTestRouter } from '../../../test/test-router';

const user = (fields: Partial<SessionUser>) =>
  ({ pk: 1, email: 'ana@example.com', full_name: 'Ana', trial_ends_at: '2099-01-04T00:00:00.000Z', ...fields }) as SessionUser;

function renderPlan(auth: Partial<AuthState>) {
  const store = createTestStore({ auth: { ...initialAuthState, accessToken: 'a', isAuthenticated: true, ...auth } });
  const router = createTestRouter(
    [
      { path: '/settings', element: <PlanTab /> },
      { path: '/home', element: <p>plans page</p> },
    ],
    '/settings',
  );
  render(<Provider store={store}>{router.element}</Provider>);
  return router;
}

afterEach(() => vi.unstubAllGlobals());

describe('the Plan tab', () => {
  it('names the plan and the day it renews', () => {
    // The subscriber's plan actions ask the server where the plan is managed.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ plan: 'Pro Plan - Monthly', provider: 'local', period_end: null }))),
    );
    renderPlan({
      isSubscribed: true,
      user: user({ subscription_plan: 'Pro Plan - Monthly', subscription_period_end: '2099-02-01T12:00:00.000Z' }),
    });
    expect(screen.getByRole('heading', { name: 'Pro Plan - Monthly' })).toBeTruthy();
    expect(screen.getByText(/^Active\. Renews on /).textContent).toContain('2099');
    expect(screen.queryByRole('button', { name: 'See Plans' })).toBeNull();
  });

  it('says when the trial ends, and leads to the plans', async () => {
    const router = renderPlan({ istrial: true, user: user({}) });
    expect(screen.getByRole('heading', { name: 'Free trial' })).toBeTruthy();
    expect(screen.getByText(/^Ends /).textContent).toContain('2099');
    await userEvent.click(screen.getByRole('button', { name: 'See Plans' }));
    await screen.findByText('plans page');
    expect(router.location().pathname).toBe('/home');
  });

  it('says so when there is neither a plan nor a trial', () => {
    renderPlan({ user: user({}) });
    expect(screen.getByRole('heading', { name: 'No active plan' })).toBeTruthy();
  });
});
