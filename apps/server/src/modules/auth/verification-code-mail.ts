import type { Mail } from '../../mail/mailer';

const validityText = (minutes: number) => (minutes % 60 === 0 ? `${minutes / 60} hours` : `${minutes} minutes`);

/** The code that proves the address is the account holder's. No name in it: nobody has confirmed who typed it. */
export function verificationCodeMail(email: string, code: string, validMinutes: number): Mail {
  return {
    to: email,
    subject: 'Confirm your e-mail address for Benji',
    text: [
      'Hello,',
      '',
      'Welcome to Benji. To confirm that this e-mail address is yours, enter this code in the banner at the top of the app:',
      '',
      code,
      '',
      `It is valid for ${validityText(validMinutes)} and can be used once. The same banner can send you a new code.`,
      '',
      'If you did not create a Benji account, ignore this e-mail: without the code the address stays unconfirmed.',
      '',
      '— Benji',
    ].join('\n'),
    // A production outbox keeps the mail with the code blanked out.
    secrets: [code],
  };
}
