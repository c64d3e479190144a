import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Swal from 'sweetalert2';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestStore } from '../../../store/create-store';
import { noSweetAlertLeft, sweetAlert } from '../../../test/swal';
import { SignInForm } from './sign-in-form';
import { createTestRouter } from '../../../test/test-router';

const json = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderForm(answer: () => Response = () => json({}, 500)) {
  const fetch = vi.fn(async () => answer());
  vi.stubGlobal('fetch', fetch);
  const router = createTestRouter([{ path: '/login', element: <SignInForm /> }], '/login');
  render(<Provider store={createTestStore()}>{router.element}</Provider>);
  return fetch;
}

const messageOf = (field: HTMLElement) => document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent;

async function submit(email: string, password: string) {
  if (email) await userEvent.type(screen.getByLabelText('Email*'), email);
  if (password) await userEvent.type(screen.getByLabelText('Password*'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

afterEach(() => vi.unstubAllGlobals());

describe('the sign-in form', () => {
  it('says what is missing under each field, and sends nothing', async () => {
    const fetch = renderForm();
    await submit('ana@', '');
    expect(messageOf(screen.getByLabelText('Email*'))).toBe('Please enter a valid email address.');
    expect(messageOf(screen.getByLabelText('Password*'))).toBe('Password is required.');
    expect(fetch).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('Password*'), 'x');
    expect(screen.getByLabelText('Password*').getAttribute('aria-invalid')).toBeNull();
  });

  it("shows the server's field error once, under its field: no dialog, no red box", async () => {
    const fetch = renderForm(() => json({ email: ['Enter a valid email address.'] }, 400));
    await submit('ana..ruiz@example.com', 'correct-horse-1');
    await waitFor(() => expect(messageOf(screen.getByLabelText('Email*'))).toBe('Enter a valid email address.'));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(screen.getAllByText('Enter a valid email address.')).toHaveLength(1);
    expect(screen.queryByText('Login failed')).toBeNull();
    expect(Swal.isVisible()).toBe(false);
  });

  it("a refused sign-in is the spec's 'Login Failed' dialog with the server's detail, and the red box", async () => {
    renderForm(() => json({ detail: 'No active account found with the given credentials' }, 401));
    await submit('ana@example.com', 'wrong-password');
    const dialog = await sweetAlert();
    expect(dialog.textContent).toContain('Login Failed');
    expect(dialog.textContent).toContain('No active account found with the given credentials');
    // The dialog and the box above the form (spec 8).
    expect(screen.getAllByText('No active account found with the given credentials')).toHaveLength(2);
    expect(screen.getByLabelText('Email*').getAttribute('aria-invalid')).toBeNull();
    Swal.close();
    await noSweetAlertLeft();
  });
});
