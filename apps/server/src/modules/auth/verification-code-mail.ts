import type { TAccountLanguage } from '@benji/shared';
import type { Mail } from '../../mail/mailer';
import { mailCatalogue } from '../../mail/locales/catalogues';

/**
 * The code that proves the address is the account holder's, in the language the sign-up page was
 * shown in. No name in it: nobody has confirmed who typed it.
 */
export function verificationCodeMail(email: string, language: TAccountLanguage, code: string, validMinutes: number): Mail {
  const words = mailCatalogue(language);
  return {
    to: email,
    language,
    subject: words.verificationCode.subject,
    text: [words.greeting(''), '', ...words.verificationCode.lines(code, validMinutes), '', words.signature].join('\n'),
    // A production outbox keeps the mail with the code blanked out.
    secrets: [code],
  };
}
