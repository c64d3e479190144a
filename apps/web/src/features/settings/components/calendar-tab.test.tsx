import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initialAuthState, type AuthState } from '../../../store/auth-slice';
import { createTestStore } from '../../../store/create-store';
import { answerFetch, json } from '../../../test/fetch';
import { noSweetAlertLeft, sweetAlert } from '../../../test/swal';
import { CalendarTab } from './calendar-tab';

const OLD = 'https://benji.example.com/api/calendar/old-token.ics';
const NEW = 'https://benji.example.com/api/calendar/new-token.ics';

/** A user on a running trial; `lapsed` is one whose trial has ended with no plan. */
const onTrial = { ...initialAuthState, accessToken: 'token', isAuthenticated: true, istrial: true };
const lapsed = { ...onTrial, istrial: false, isSubscribed: false };

/** The real tab and store; the server's answers come from `answer`, and every request is kept. */
function renderTab(answer: (request: Request) => Response, auth: AuthState = onTrial) {
  const requests = answerFetch(answer);
  const store = createTestStore({ auth });
  render(
    <Provider store={store}>
      <CalendarTab />
      <Toaster />
    </Provider>,
  );
  return requests;
}

const serverWithFeed = (request: Request) =>
  request.method === 'POST' ? json({ message: 'Your calendar link was reset.', url: NEW }) : json({ url: OLD });

afterEach(async () => {
  vi.unstubAllGlobals();
  await noSweetAlertLeft();
});

describe('the Calendar tab', () => {
  it('shows the feed address read-only, with a Copy button and the warning', async () => {
    renderTab(serverWithFeed);
    expect(screen.getByRole('status').textContent).toContain('Loading your calendar link');
    const address = await screen.findByRole('textbox', { name: 'Calendar address' });
    expect((address as HTMLInputElement).value).toBe(OLD);
    expect((address as HTMLInputElement).readOnly).toBe(true);
    const warning = screen.getByText(/^Anyone with this address can see your claim deadlines\./);
    expect(address.getAttribute('aria-describedby')).toBe(warning.id);
    expect(screen.getByRole('button', { name: 'Copy calendar address' })).toBeTruthy();
    expect(screen.getByText(/Google Calendar .*Apple Calendar .*Outlook/)).toBeTruthy();
  });

  it('asks before resetting: Cancel changes nothing, confirming shows the new address', async () => {
    const user = userEvent.setup();
    const requests = renderTab(serverWithFeed);
    await screen.findByRole('textbox', { name: 'Calendar address' });

    await user.click(screen.getByRole('button', { name: 'Reset link' }));
    const asked = await sweetAlert();
    expect(asked.textContent).toContain('Reset calendar link?');
    await user.click(within(asked).getByRole('button', { name: 'Cancel' }));
    await noSweetAlertLeft();
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Reset link' }));
    await user.click(within(await sweetAlert()).getByRole('button', { name: 'Reset link' }));
    await waitFor(() => expect((screen.getByRole('textbox', { name: 'Calendar address' }) as HTMLInputElement).value).toBe(NEW));
    const posts = requests.filter((request) => request.method === 'POST');
    expect(posts.map((request) => new URL(request.url).pathname)).toEqual(['/api/calendar/feed/reset/']);
  });

  it('says so when the address cannot be loaded, and tries again', async () => {
    let fail = true;
    renderTab(() => (fail ? json({ detail: 'The server is down.' }, 503) : json({ url: OLD })));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your calendar link could not be loaded');
    expect(alert.textContent).toContain('The server is down.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(((await screen.findByRole('textbox', { name: 'Calendar address' })) as HTMLInputElement).value).toBe(OLD);
  });

  it('offers a user whose trial has ended to reset the paused address, without asking for it', async () => {
    const user = userEvent.setup();
    const requests = renderTab(serverWithFeed, lapsed);
    expect(screen.getByText('Your calendar feed is paused')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Calendar address' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Reset link' }));
    await user.click(within(await sweetAlert()).getByRole('button', { name: 'Reset link' }));
    await waitFor(() =>
      expect(requests.map((request) => `${request.method} ${new URL(request.url).pathname}`)).toEqual(['POST /api/calendar/feed/reset/']),
    );
    // Still paused: the new address is not shown until there is a plan again, and the toast says so.
    expect(await screen.findByText(/the new one shows here when you subscribe\.$/)).toBeTruthy();
    await screen.findByText('Your calendar feed is paused');
    expect(screen.queryByRole('textbox', { name: 'Calendar address' })).toBeNull();
  });

  it('shows the paused feed when the server answers 402, the trial having ended since the user was read', async () => {
    renderTab((request) =>
      request.method === 'POST' ? json({ message: 'reset', url: NEW }) : json({ detail: 'Your trial has ended.' }, 402),
    );
    expect(await screen.findByText('Your calendar feed is paused')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reset link' })).toBeTruthy();
  });
});
