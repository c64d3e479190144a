import { readFileSync } from 'node:fs';

interface StoredMail {
  to: string[];
  raw: string;
}

/** The subjects of the mails that carry a code: sign-up sends one, the forgot-password flow another. */
export const CodeMail = {
  signUp: 'Confirm your e-mail address for Benji',
  passwordReset: 'Your Benji verification code',
} as const;

function headersAndBody(raw: string): { head: string; body: string } {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  return { head: head.replace(/\r?\n[ \t]+/g, ' '), body: rest.join('\n\n') };
}

function decodedBody(raw: string): string {
  const { head, body } = headersAndBody(raw);
  if (!/content-transfer-encoding: quoted-printable/i.test(head)) return body;
  return body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

const subjectOf = (raw: string) => /^subject: (.*)$/im.exec(headersAndBody(raw).head)?.[1]?.trim();

/** The 6-digit code of the newest mail of that kind the server sent to `email`, read from what the SMTP sink received. */
export function latestCodeFor(email: string, subject: string): string | undefined {
  const file = process.env.E2E_MAIL_FILE;
  if (!file) throw new Error('E2E_MAIL_FILE is not set');
  const mails = readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as StoredMail)
    .filter((mail) => mail.to.includes(email.toLowerCase()) && subjectOf(mail.raw) === subject);
  const last = mails.at(-1);
  return last ? /\b(\d{6})\b/.exec(decodedBody(last.raw))?.[1] : undefined;
}
