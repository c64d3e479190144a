import type { Mail } from '../../mail/mailer';

export interface ContactFields {
  first_name: string;
  last_name: string;
  country: string;
  email: string;
  message: string;
}

// A name typed into a form must not break the Subject header or run on for a page.
const oneLine = (text: string, max: number) =>
  text
    // eslint-disable-next-line no-control-regex -- control characters are exactly what must go
    .replace(/[\u0000-\u001f\u007f]+/g, ' ')
    .trim()
    .slice(0, max);

/** The e-mail support receives: who wrote, from where, and what they said, in plain text. */
export function contactMail(to: string, fields: ContactFields): Mail {
  const name = oneLine(`${fields.first_name} ${fields.last_name}`, 120);
  return {
    to,
    // Support reads English, whatever the language of the page the visitor wrote from.
    language: 'en-US',
    subject: `Contact form: ${name || fields.email}`,
    text: [
      'A message from the contact form on the Benji home page.',
      '',
      `Name: ${name || '(not given)'}`,
      `E-mail: ${fields.email}`,
      `Country: ${oneLine(fields.country, 100) || '(not given)'}`,
      '',
      'Message:',
      fields.message || '(no message)',
      '',
      `Reply to the sender at ${fields.email}.`,
    ].join('\n'),
  };
}
