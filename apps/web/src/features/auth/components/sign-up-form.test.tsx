import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestStore } from '../../../store/create-store';
import { SignUpForm } from './sign-up-form';
import { createTestRouter } from '../../../test/test-router';

function renderForm(answer: () => Response = () => new Response('{}', { status: 500 })) {
  const fetch = vi.fn(async () => answer());
  vi.stubGlobal('fetch', fetch);
  const router = createTestRouter([{ path: '/signup', element: <SignUpForm /> }], '/signup');
  render(<Provider store={createTestStore()}>{router.element}</Provider>);
  return fetch;
}

const messageOf = (field: HTMLElement) => document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent;

afterEach(() => vi.unstubAllGlobals());

describe('the sign-up form', () => {
  it('shows every problem at once, each under its own field, and sends nothing', async () => {
    const fetch = renderForm();
    await userEvent.type(screen.getByLabelText('Email*'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    const fullName = screen.getByLabelText('Full Name*');
    expect(fullName.getAttribute('aria-invalid')).toBe('true');
    expect(messageOf(fullName)).toBe('Full name is required.');
    expect(messageOf(screen.getByLabelText('Email*'))).toBe('Please enter a valid email address.');
    expect(messageOf(screen.getByLabelText('Address*'))).toBe('Address is required.');
    expect(messageOf(screen.getByLabelText('Password*'))).toBe('Password must be at least 8 characters long.');
    expect(messageOf(screen.getByRole('checkbox'))).toBe('Please agree to the Terms of Use and Privacy Policy');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('a message goes as soon as its field is fixed, and the others stay', async () => {
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    await userEvent.type(screen.getByLabelText('Full Name*'), 'Ana Ruiz');
    expect(screen.getByLabelText('Full Name*').getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText('Full name is required.')).toBeNull();
    expect(screen.getByText('Address is required.')).toBeTruthy();
  });

  it("puts the server's word on a field under that field", async () => {
    renderForm(
      () =>
        new Response(JSON.stringify({ phone_number: ['Ensure this field has not more than 15 characters.'] }), {
          status: 400,
          headers: { 'content-type': 'application/json' },
        }),
    );
    await userEvent.type(screen.getByLabelText('Full Name*'), 'Ana Ruiz');
    await userEvent.type(screen.getByLabelText('Email*'), 'ana@example.com');
    await userEvent.type(screen.getByLabelText('Address*'), '12 Elm Street');
    await userEvent.type(screen.getByLabelText('Phone Number (Optional)'), '4165550100');
    await userEvent.type(screen.getByLabelText('Password*'), 'correct-horse-1');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Ensure this field has not more than 15 characters.')).toBeTruthy();
    expect(screen.getByLabelText('Phone Number (Optional)').getAttribute('aria-invalid')).toBe('true');
  });
});
