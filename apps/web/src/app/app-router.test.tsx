import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useNavigate } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { notifySessionEnded } from '../store/session-events';
import { AppRouter } from './app-router';

/** What the page showed the moment navigate() returned. */
let shownOnReturn = '';

function Leave({ flushSync }: { flushSync: boolean }) {
  const navigate = useNavigate();
  const leave = () => {
    void navigate('/login', { replace: true, flushSync });
    shownOnReturn = document.body.textContent ?? '';
  };
  return (
    <button type="button" onClick={leave}>
      Leave
    </button>
  );
}

function renderAt(flushSync: boolean) {
  window.history.replaceState(null, '', '/settings');
  render(
    <AppRouter>
      <Routes>
        <Route path="/settings" element={<Leave flushSync={flushSync} />} />
        <Route path="/login" element={<p>login page</p>} />
      </Routes>
    </AppRouter>,
  );
}

afterEach(() => {
  shownOnReturn = '';
});

describe('AppRouter', () => {
  it('renders a flushSync navigation before navigate() returns (logout leaves the guarded page at once)', async () => {
    renderAt(true);
    await userEvent.click(screen.getByRole('button', { name: 'Leave' }));
    expect(shownOnReturn).toContain('login page');
  });

  it('renders other navigations in a transition', async () => {
    renderAt(false);
    await userEvent.click(screen.getByRole('button', { name: 'Leave' }));
    expect(shownOnReturn).not.toContain('login page');
    expect(await screen.findByText('login page')).toBeTruthy();
  });

  it('takes an ended session to /login at once', async () => {
    renderAt(false);
    await act(async () => {
      await notifySessionEnded();
      expect(document.body.textContent).toContain('login page');
    });
    expect(window.location.pathname).toBe('/login');
  });
});
