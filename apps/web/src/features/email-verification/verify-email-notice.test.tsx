import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthMessage, EmailVerificationMessage, type TUser } from '@benji/shared';
import spanishFrame from '../../i18n/catalogues/es-US/frame.json';
import frenchFrame from '../../i18n/catalogues/fr-CA/frame.json';
import { applyLocale, loadNamespace } from '../../i18n/i18n';
import { initialAuthState } from '../../store/auth-slice';
import { createTestStore } from '../../store/create-store';
import { VerifyEmailNotice } from './verify-email-notice';

const user = (emailVerified: boolean | undefined): TUser =>
  ({
    pk: 7,
    full_name: 'Ana Ruiz',
    name: 'Ana',
    email: 'ana@example.com',
    phone_number: '',
    address: '',
    signup_date: '2026-01-01T00:00:00.000Z',
    is_trial: true,
    is_subscription: false,
    trial_ends_at: '2099-01-04T00:00:00.000Z',
    has_password: true,
    email_verified: emailVerified,
    profile: { bio: '', profile_image: null, is_trial: true, is_subscription: false },
  }) as TUser;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Answers every call with the next of `answers`, and keeps the requests made. */
function serve(...answers: Response[]) {
  const requests: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      requests.push(request);
      return answers.shift() ?? json({ detail: 'unexpected call' }, 500);
    }),
  );
  return requests;
}

afterEach(() => vi.unstubAllGlobals());

function renderBanner(emailVerified: boolean | undefined, pk = 7) {
  const store = createTestStore({
    auth: { ...initialAuthState, accessToken: 'token', isAuthenticated: true, user: { ...user(emailVerified), pk }, istrial: true },
  });
  const view = render(
    <Provider store={store}>
      <VerifyEmailNotice />
    </Provider>,
  );
  return Object.assign(store, { unmount: view.unmount });
}

const banner = () => screen.queryByRole('region', { name: 'Verify your e-mail' });
const dialog = () => screen.queryByRole('dialog', { name: 'Verify your e-mail' });
const codeField = () => screen.getByLabelText('Verification code');

/** Opens the dialog from the notice's one button. */
async function openDialog() {
  await userEvent.setup().click(within(banner()!).getByRole('button', { name: 'Verify' }));
  return within(dialog()!);
}

afterEach(() => sessionStorage.clear());

describe('VerifyEmailNotice', () => {
  it('is one line for a user whose address is unverified; Verify opens a dialog naming the address', async () => {
    renderBanner(false);
    expect(banner()).toBeTruthy();
    expect(screen.queryByLabelText('Verification code')).toBeNull();
    expect(dialog()).toBeNull();
    const inDialog = await openDialog();
    expect(inDialog.getByText('ana@example.com')).toBeTruthy();
    expect(inDialog.getByLabelText('Verification code')).toBeTruthy();
    expect(inDialog.getByRole('button', { name: 'Send a new code' })).toBeTruthy();
  });

  it('is dismissed for the rest of the session, for that user only', async () => {
    const first = renderBanner(false);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Dismiss for this session' }));
    expect(banner()).toBeNull();
    first.unmount();

    // A reload in the same tab: still dismissed.
    const again = renderBanner(false);
    expect(banner()).toBeNull();
    again.unmount();

    // Another account signed in in the same tab has its own notice.
    renderBanner(false, 8);
    expect(banner()).toBeTruthy();
  });

  it.each([
    ['once the address is verified', true],
    ['for a session stored before the flag existed', undefined],
  ])('is hidden %s', (_label, emailVerified) => {
    renderBanner(emailVerified);
    expect(banner()).toBeNull();
    expect(screen.queryByLabelText('Verification code')).toBeNull();
  });

  it('submits the code and disappears when the server verifies it', async () => {
    const requests = serve(json({ message: EmailVerificationMessage.verified, user: user(true) }));
    const store = renderBanner(false);
    const inDialog = await openDialog();
    const typing = userEvent.setup();
    await typing.type(codeField(), '12a34 56');
    expect((codeField() as HTMLInputElement).value).toBe('123456');
    await typing.click(inDialog.getByRole('button', { name: 'Verify' }));

    await vi.waitFor(() => expect(banner()).toBeNull());
    expect(dialog()).toBeNull();
    expect(store.getState().auth.user?.email_verified).toBe(true);
    expect(requests).toHaveLength(1);
    expect(new URL(requests[0]!.url).pathname).toBe('/api/verify-email/');
    expect(requests[0]!.headers.get('authorization')).toBe('Bearer token');
    expect(await requests[0]!.json()).toEqual({ otp: '123456' });
  });

  it("shows the server's refusal inline and stays", async () => {
    serve(json({ error: EmailVerificationMessage.codeWrong, message: EmailVerificationMessage.codeWrong }, 400));
    const store = renderBanner(false);
    const inDialog = await openDialog();
    const typing = userEvent.setup();
    await typing.type(codeField(), '654321');
    await typing.click(inDialog.getByRole('button', { name: 'Verify' }));

    expect((await screen.findByRole('alert')).textContent).toBe(EmailVerificationMessage.codeWrong);
    expect(codeField().getAttribute('aria-invalid')).toBe('true');
    expect(banner()).toBeTruthy();
    expect(store.getState().auth.user?.email_verified).toBe(false);
  });

  it('asks for six digits before calling the server', async () => {
    const requests = serve();
    renderBanner(false);
    const inDialog = await openDialog();
    const typing = userEvent.setup();
    await typing.type(codeField(), '123');
    await typing.click(inDialog.getByRole('button', { name: 'Verify' }));
    expect(screen.getByRole('alert').textContent).toBe('Enter the 6-digit code.');
    expect(requests).toHaveLength(0);
  });

  it('sends a new code and says so', async () => {
    const requests = serve(json({ message: EmailVerificationMessage.codeSent }));
    renderBanner(false);
    const inDialog = await openDialog();
    await userEvent.setup().click(inDialog.getByRole('button', { name: 'Send a new code' }));
    expect((await screen.findByRole('status')).textContent).toBe(EmailVerificationMessage.codeSent);
    // The button was disabled while it sent: the focus is back on the code, inside the dialog.
    await vi.waitFor(() => expect(document.activeElement).toBe(codeField()));
    expect(new URL(requests[0]!.url).pathname).toBe('/api/resend-email-code/');
    expect(requests[0]!.method).toBe('POST');
  });

  describe('in French and Spanish', () => {
    afterEach(() => act(() => applyLocale('en-US')));

    it.each([
      [
        'fr-CA',
        frenchFrame.verifyEmail,
        'Ce code n’est pas le bon. Vérifiez le courriel que nous vous avons envoyé et réessayez.',
        'Nous avons envoyé un nouveau code à votre adresse courriel.',
        'Trop de tentatives. Veuillez patienter quelques minutes et réessayer.',
      ],
      [
        'es-US',
        spanishFrame.verifyEmail,
        'Ese código no es correcto. Revise el correo que le enviamos e inténtelo de nuevo.',
        'Le enviamos un código nuevo a su correo electrónico.',
        'Demasiados intentos. Espere unos minutos e inténtelo de nuevo.',
      ],
    ] as const)("gives a %s reader the server's refusal and news in that language", async (locale, words, refusal, news, limited) => {
      await act(async () => {
        await applyLocale(locale);
        await loadNamespace('frame');
      });
      const { codeWrong, codeSent } = EmailVerificationMessage;
      const { tooManyAttempts } = AuthMessage;
      serve(
        json({ error: codeWrong, message: codeWrong, code: 'emailVerification.codeWrong' }, 400),
        json({ message: codeSent }),
        // A refusal the banner has no words of its own for: the rate limit's.
        json({ detail: tooManyAttempts, message: tooManyAttempts, code: 'auth.tooManyAttempts' }, 429),
      );
      renderBanner(false);
      const typing = userEvent.setup();
      await typing.click(within(screen.getByRole('region', { name: words.title })).getByRole('button', { name: words.verify }));
      const inDialog = within(screen.getByRole('dialog', { name: words.title }));
      await typing.type(inDialog.getByLabelText(words.codeLabel), '654321');
      await typing.click(inDialog.getByRole('button', { name: words.verify }));
      expect((await screen.findByRole('alert')).textContent).toBe(refusal);

      await typing.click(inDialog.getByRole('button', { name: words.resend }));
      expect((await screen.findByRole('status')).textContent).toBe(news);
      await typing.click(inDialog.getByRole('button', { name: words.resend }));
      expect((await screen.findByRole('alert')).textContent).toBe(limited);
    });
  });
});
