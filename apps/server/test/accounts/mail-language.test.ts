import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAccountLanguage } from '@benji/shared';
import { createTestApp, type TestApp } from '../support/test-app';
import { codeIn, startSmtpSink, type ReceivedMail } from '../support/smtp-sink';
import { bearer, nextIp, registerUser } from '../support/accounts';
import { Subjects, waitForMail } from './mailbox';

// Every mail to an account holder is written in the account's language (issue 26), with the
// Content-Language header saying so; English reads exactly as it did before.

let t: TestApp;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ SMTP_URL: sink.url, SUPPORT_EMAIL: 'help@benji.test', PUBLIC_URL: 'https://benji.example.com/' });
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

const Localized = {
  'fr-CA': {
    signUpCode: 'Confirmez votre adresse courriel pour Benji',
    resetCode: 'Votre code de vérification Benji',
    passwordReset: 'Le mot de passe de votre compte Benji a été réinitialisé',
  },
  'es-US': {
    signUpCode: 'Confirme su dirección de correo electrónico para Benji',
    resetCode: 'Su código de verificación de Benji',
    passwordReset: 'Se restableció la contraseña de su cuenta de Benji',
  },
} as const;

/** The body with SMTP's line ends read as the builder's. */
const lines = (mail: ReceivedMail) => mail.text.replace(/\r\n/g, '\n').trim();

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload, remoteAddress: nextIp() });

/** Asks for a password reset and reads the code's mail. */
async function resetCodeMail(email: string, subject: string): Promise<ReceivedMail> {
  expect((await post('/api/forgot-password/', { email })).statusCode).toBe(200);
  return waitForMail(sink, email, subject);
}

/** Resets the password with the mailed code and reads the notice that follows. */
async function resetNotice(email: string, code: string, subject: string): Promise<ReceivedMail> {
  const payload = { email, otp: code, new_password: 'brand-new-pass-1', confirm_password: 'brand-new-pass-1' };
  expect((await post('/api/reset-password/', payload)).statusCode).toBe(200);
  return waitForMail(sink, email, subject);
}

describe('a French (Canada) account', () => {
  it('gets its sign-up code, reset code and reset notice in French, marked fr-CA', async () => {
    const account = await registerUser(t.app, { language: 'fr-CA', full_name: 'Élise Tremblay' });
    const signUp = await waitForMail(sink, account.email, Localized['fr-CA'].signUpCode);
    expect(signUp.language).toBe('fr-CA');
    expect(signUp.text).toContain('Bienvenue chez Benji.');
    expect(signUp.text).toContain('adresse courriel');
    expect(signUp.text).toContain('code de vérification');
    expect(signUp.text).toContain('Il est valide pendant 24 heures');
    expect(codeIn(signUp)).toMatch(/^\d{6}$/);

    const reset = await resetCodeMail(account.email, Localized['fr-CA'].resetCode);
    expect(reset.language).toBe('fr-CA');
    expect(reset.text).toContain('Bonjour Élise Tremblay,');
    expect(reset.text).toContain(`Votre code de vérification Benji est ${codeIn(reset)}.`);
    expect(reset.text).toContain('Il est valide pendant 10 minutes');
    expect(reset.text).toContain('ignorer ce courriel');

    const notice = await resetNotice(account.email, codeIn(reset)!, Localized['fr-CA'].passwordReset);
    expect(notice.language).toBe('fr-CA');
    // The moment through Intl in fr-CA: 'le mardi 3 novembre 2026 à 14 h 05 UTC'.
    expect(notice.text).toMatch(
      /réinitialisé le (lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche) \d{1,2} \S+ \d{4} à \d{2} h \d{2} UTC/,
    );
    expect(notice.text).toContain('help@benji.test');
  });
});

describe('a Spanish (US) account', () => {
  it('gets its sign-up code, reset code and reset notice in Spanish, with "usted", marked es-US', async () => {
    const account = await registerUser(t.app, { language: 'es-US', full_name: 'Lucía Gómez' });
    const signUp = await waitForMail(sink, account.email, Localized['es-US'].signUpCode);
    expect(signUp.language).toBe('es-US');
    expect(signUp.text).toContain('Le damos la bienvenida a Benji.');
    expect(signUp.text).toContain('código de verificación');
    expect(signUp.text).toContain('Es válido durante 24 horas');
    expect(signUp.text).toContain('Si usted no creó una cuenta de Benji');

    const reset = await resetCodeMail(account.email, Localized['es-US'].resetCode);
    expect(reset.language).toBe('es-US');
    expect(reset.text).toContain('Hola, Lucía Gómez:');
    expect(reset.text).toContain(`Su código de verificación de Benji es ${codeIn(reset)}.`);

    const notice = await resetNotice(account.email, codeIn(reset)!, Localized['es-US'].passwordReset);
    expect(notice.language).toBe('es-US');
    expect(notice.text).toMatch(
      /se restableció el (lunes|martes|miércoles|jueves|viernes|sábado|domingo), \d{1,2} de \S+ de \d{4}, a las \d{2}:\d{2} UTC/,
    );
  });
});

describe('an English account', () => {
  it.each<TAccountLanguage>(['en-US', 'en-CA'])('%s: the sign-up and reset mails read word for word as before', async (language) => {
    const account = await registerUser(t.app, { language, full_name: 'Ana Ruiz' });
    const signUp = await waitForMail(sink, account.email, Subjects.signUpCode);
    expect(signUp.language).toBe(language);
    expect(lines(signUp)).toBe(
      [
        'Hello,',
        '',
        'Welcome to Benji. To confirm that this e-mail address is yours, enter this code in the banner at the top of the app:',
        '',
        codeIn(signUp),
        '',
        'It is valid for 24 hours and can be used once. The same banner can send you a new code.',
        '',
        'If you did not create a Benji account, ignore this e-mail: without the code the address stays unconfirmed.',
        '',
        '— Benji',
      ].join('\n'),
    );

    const reset = await resetCodeMail(account.email, Subjects.resetCode);
    expect(reset.language).toBe(language);
    expect(lines(reset)).toBe(
      [
        'Hello Ana Ruiz,',
        '',
        `Your Benji verification code is ${codeIn(reset)}.`,
        'It is valid for 10 minutes and can be used once.',
        '',
        'If you did not ask to reset your password, you can ignore this e-mail: your password has not changed.',
        '',
        '— Benji',
      ].join('\n'),
    );
  });

  it('a language changed in the profile is the one of the next mail', async () => {
    const account = await registerUser(t.app);
    const form = new FormData();
    form.append('language', 'fr-CA');
    const patched = await t.app.inject({ method: 'PATCH', url: '/api/update-profile/', headers: bearer(account.access), payload: form });
    expect(patched.statusCode).toBe(200);
    const reset = await resetCodeMail(account.email, Localized['fr-CA'].resetCode);
    expect(reset.language).toBe('fr-CA');
  });
});
