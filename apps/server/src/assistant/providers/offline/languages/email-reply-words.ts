import { FRENCH_EMAIL_REPLY } from './french-email-reply';
import type { LetterLanguage } from './letter-words';
import { SPANISH_EMAIL_REPLY } from './spanish-email-reply';

/**
 * The reply to the adjuster's e-mail (email-reply.ts) in one language: a sentence for each point
 * the e-mail can raise, each written from the same facts as the English one (email-reply-facts.ts).
 * Sums, dates and the things asked for come already written the language's way.
 */
export interface EmailReplyWords {
  /** No e-mail to answer: ask for it, or offer to write first. */
  noEmail: readonly [string, string];
  intro: (adjusterName: string | null) => string;
  subjectLine: (claimNumber: string, policyNumber: string | null) => string;
  to: (email: string) => string;
  greeting: (adjusterName: string) => string;
  thanks: (claimNumber: string | null, insurer: string | null) => string;
  release: { declines: (offer: string | null) => string; undecided: string };
  /** The things asked for, already on bullets. */
  requested: (items: string) => string;
  proofOfLoss: string;
  /** The dates the e-mail proposes, already joined ("le 24 mars 2026 ou le 25 mars 2026"), or null. */
  inspection: (proposed: string | null) => string;
  statement: (proposed: string | null) => string;
  offer: { declined: (offer: string, figure: string | null) => string; open: (offer: string) => string };
  denial: string;
  moreTime: string;
  /** The e-mail's time limit, as written by `within` or `by`, or quoted. */
  deadline: (limit: string) => string;
  within: (days: number, businessDays: boolean) => string;
  by: (date: string) => string;
  /** Dates in a sentence: "le 24 mars 2026 ou le 25 mars 2026". */
  onDates: (dates: readonly string[]) => string;
  closing: string;
  signature: (name: string, phone: string, email: string) => string;
  everythingFilled: string;
  sendIt: string;
  missing: { adjusterName: string; adjusterEmail: string; claimNumber: string };
  /** Where to save what was missing, so the next reply fills it in. */
  tip: (missing: string) => string;
}

const WORDS: Record<LetterLanguage, EmailReplyWords> = { fr: FRENCH_EMAIL_REPLY, es: SPANISH_EMAIL_REPLY };

export const emailReplyWords = (language: LetterLanguage): EmailReplyWords => WORDS[language];
