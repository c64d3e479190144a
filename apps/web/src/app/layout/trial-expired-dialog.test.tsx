import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { initialAuthState, type SessionUser } from '../../store/auth-slice';
import { createTestStore } from '../../store/create-store';
import { TrialBanner } from './trial-banner';
import { createTestRouter } from '../../test/test-router';

const expiredUser = { id: 1, email: 'ana@example.com', full_name: 'Ana', signup_date: '2020-01-01T00:00:00Z' } as unknown as SessionUser;

function renderExpired() {
  const store = createTestStore({
    auth: { ...initialAuthState, accessToken: 'a', isAuthenticated: true, istrial: true, user: expiredUser },
  });
  const router = createTestRouter(
    [
      { path: '/chats', element: <TrialBanner /> },
      { path: '/home', element: <p>plans page</p> },
      { path: '/login', element: <p>login page</p> },
    ],
    '/chats',
  );
  render(<Provider store={store}>{router.element}</Provider>);
  return router;
}

describe('the trial-expired dialog', () => {
  it('leads to the plans, the user still signed in', async () => {
    const router = renderExpired();
    expect(await screen.findByText('Your 3-day free trial has ended. Please subscribe to continue using the service.')).toBeTruthy();
    await userEvent.click(await screen.findByRole('button', { name: 'See Plans' }));
    await screen.findByText('plans page');
    expect(router.location().pathname).toBe('/home');
  });

  it('still offers Go to Login, which signs out', async () => {
    const router = renderExpired();
    await userEvent.click(await screen.findByRole('button', { name: 'Go to Login' }));
    await screen.findByText('login page');
    expect(router.location().pathname).toBe('/login');
  });
});
