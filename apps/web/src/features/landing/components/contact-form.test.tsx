import { ContactMessage } from '@benji/shared';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyLocale } from '../../../i18n/i18n';
import toast from '../../../lib/toast';
import { createTestStore } from '../../../store/create-store';
import { ContactForm } from './contact-form';

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

async function send(reply: Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => reply),
  );
  render(
    <Provider store={createTestStore()}>
      <ContactForm />
    </Provider>,
  );
  await userEvent.setup().click(screen.getByRole('button', { name: /Envoyer le message|Send Message/i }));
}

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await act(() => applyLocale('en-US'));
});

describe("the contact form's answer", () => {
  it('thanks an English reader in the server’s words', async () => {
    const success = vi.spyOn(toast, 'success');
    await send(answer(200, { message: ContactMessage.sent }));
    await vi.waitFor(() => expect(success).toHaveBeenCalledWith(ContactMessage.sent));
  });

  it('thanks a French reader in French', async () => {
    await act(() => applyLocale('fr-CA'));
    const success = vi.spyOn(toast, 'success');
    await send(answer(200, { message: ContactMessage.sent }));
    await vi.waitFor(() => expect(success).toHaveBeenCalledWith('Merci de nous avoir écrit! Nous vous répondrons sous peu.'));
  });

  it('shows a refused field’s message in Spanish under the field', async () => {
    await act(() => applyLocale('es-US'));
    await send(answer(400, { email: [ContactMessage.emailInvalid] }));
    expect(await screen.findByText('Ingrese un correo electrónico válido.')).toBeTruthy();
  });
});
