import { vi } from 'vitest';
import { codeIn, type ReceivedMail } from '../support/smtp-sink';

// Reading one kind of mail out of what the loopback SMTP server received: sign-up now mails a code
// and account changes mail notices, so "the last mail to this address" no longer names one mail.

export const Subjects = {
  signUpCode: 'Confirm your e-mail address for Benji',
  resetCode: 'Your Benji verification code',
  passwordChanged: 'Your Benji password was changed',
  passwordReset: 'Your Benji password was reset',
  googleLinked: 'Google sign-in was linked to your Benji account',
  googleTakeover: 'Your Benji account now signs in with Google',
} as const;

interface Sink {
  received: ReceivedMail[];
}

export const mailsOfKind = (sink: Sink, email: string, subject: string) =>
  sink.received.filter((mail) => mail.to.includes(email) && mail.subject === subject);

/** Waits until `count` mails of the kind have reached the address; returns the newest. */
export function waitForMail(sink: Sink, email: string, subject: string, count = 1): Promise<ReceivedMail> {
  return vi.waitFor(() => {
    const mails = mailsOfKind(sink, email, subject);
    if (mails.length < count) throw new Error(`${count} mail(s) '${subject}' to ${email} expected, ${mails.length} arrived`);
    return mails.at(-1)!;
  });
}

/** The code in the newest sign-up mail (the `count`-th one) to the address. */
export async function signUpCode(sink: Sink, email: string, count = 1): Promise<string> {
  const code = codeIn(await waitForMail(sink, email, Subjects.signUpCode, count));
  if (!code) throw new Error(`the sign-up mail to ${email} carries no code`);
  return code;
}

/** A six-digit code that is certainly not `code`. */
export const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** 'Tuesday 3 November 2026 at 14:05 UTC', as the notices write a moment. */
export const WRITTEN_UTC =
  /\b(Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day \d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4} at \d{2}:\d{2} UTC\b/;
