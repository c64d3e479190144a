import { readFileSync } from 'node:fs';

interface StoredMail {
  to: string[];
  raw: string;
}

function decodedBody(raw: string): string {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  if (!/content-transfer-encoding: quoted-printable/i.test(head)) return body;
  return body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The newest 6-digit code mailed to `email` by the server, read from what the SMTP sink received. */
export function latestCodeFor(email: string): string | undefined {
  const file = process.env.E2E_MAIL_FILE;
  if (!file) throw new Error('E2E_MAIL_FILE is not set');
  const mails = readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as StoredMail)
    .filter((mail) => mail.to.includes(email.toLowerCase()));
  const last = mails.at(-1);
  return last ? /\b(\d{6})\b/.exec(decodedBody(last.raw))?.[1] : undefined;
}
