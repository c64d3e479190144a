import { DEFAULT_REMINDER_SETTINGS, ReminderMessage } from '@benji/shared';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initialAuthState } from '../../../store/auth-slice';
import { createTestStore } from '../../../store/create-store';
import { answerFetch, json } from '../../../test/fetch';
import { RemindersTab } from './reminders-tab';

const stored = { ...DEFAULT_REMINDER_SETTINGS, email: 'dana@example.com', email_verified: true };

/** The real tab and store; the server's answers come from `answer`, and every request is kept. */
function renderTab(answer: (request: Request) => Response | Promise<Response>) {
  const requests = answerFetch(answer);
  const store = createTestStore({ auth: { ...initialAuthState, accessToken: 'token', isAuthenticated: true } });
  render(
    <Provider store={store}>
      <RemindersTab />
    </Provider>,
  );
  return requests;
}

afterEach(() => vi.unstubAllGlobals());

describe('the Reminders tab', () => {
  it('shows the stored choice and saves what the user changes', async () => {
    const requests = renderTab(async (request) =>
      request.method === 'PUT'
        ? json({ message: ReminderMessage.saved, settings: { ...stored, ...((await request.json()) as object) } })
        : json(stored),
    );
    expect(screen.getByRole('status').textContent).toContain('Loading your reminder settings');
    const digest = await screen.findByRole('checkbox', { name: 'A weekly digest' });
    expect((digest as HTMLInputElement).checked).toBe(false);
    expect(screen.getByText('dana@example.com')).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'How many days before' }) as HTMLSelectElement).value).toBe('3');

    await userEvent.click(digest);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'How many days before' }), '7');
    await userEvent.click(screen.getByRole('button', { name: 'Save Reminders' }));
    await waitFor(() => expect(requests.some((request) => request.method === 'PUT')).toBe(true));
    const put = requests.find((request) => request.method === 'PUT')!;
    expect(await put.json()).toEqual({ ...DEFAULT_REMINDER_SETTINGS, days_before: 7, weekly_digest: true });
  });

  it('turning "Before a deadline" off disables the number of days', async () => {
    renderTab(() => json(stored));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Before a deadline' }));
    expect((screen.getByRole('combobox', { name: 'How many days before' }) as HTMLSelectElement).disabled).toBe(true);
  });

  it('says an unverified address gets nothing', async () => {
    renderTab(() => json({ ...stored, email_verified: false }));
    expect(await screen.findByText(/Verify your e-mail address to get reminders/)).toBeTruthy();
  });

  it('a refused number of days shows under its field, marked invalid', async () => {
    renderTab((request) => (request.method === 'PUT' ? json({ days_before: [ReminderMessage.daysBefore] }, 400) : json(stored)));
    await userEvent.click(await screen.findByRole('button', { name: 'Save Reminders' }));
    const select = screen.getByRole('combobox', { name: 'How many days before' });
    await waitFor(() => expect(select.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(ReminderMessage.daysBefore)).toBeTruthy();
  });

  it('a failed load says so and offers to try again', async () => {
    renderTab(() => json({ detail: 'Server error' }, 500));
    expect((await screen.findByRole('alert')).textContent).toContain('Your reminder settings could not be loaded');
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });
});
