import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createTestStore } from '../store/create-store';
import { initialAuthState, type AuthState } from '../store/auth-slice';
import { RequireSignIn } from './require-sign-in';
import { createTestRouter } from '../test/test-router';

function Home() {
  const from = (useLocation().state as { from?: { pathname: string } } | null)?.from?.pathname;
  return <p>home page, from {from ?? 'nowhere'}</p>;
}

function renderAt(path: string, auth: Partial<AuthState>) {
  const store = createTestStore({ auth: { ...initialAuthState, ...auth } });
  const router = createTestRouter(
    [
      { path: '/home', element: <Home /> },
      { element: <RequireSignIn />, children: [{ path: '/settings', element: <p>settings page</p> }] },
    ],
    path,
  );
  render(<Provider store={store}>{router.element}</Provider>);
}

describe('RequireSignIn', () => {
  it('sends a visitor without a token to /home, remembering where they came from', async () => {
    renderAt('/settings', { istrial: true });
    expect(await screen.findByText('home page, from /settings')).toBeTruthy();
  });

  it('lets in a signed-in user whose trial has ended and who has no plan', async () => {
    renderAt('/settings', { accessToken: 'a', isAuthenticated: true });
    expect(await screen.findByText('settings page')).toBeTruthy();
  });

  it('lets a trial user in', async () => {
    renderAt('/settings', { accessToken: 'a', istrial: true });
    expect(await screen.findByText('settings page')).toBeTruthy();
  });
});
