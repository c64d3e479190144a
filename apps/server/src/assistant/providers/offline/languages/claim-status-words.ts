import type { MissingDetail } from '../claim-status-facts';
import { FRENCH_CLAIM_STATUS } from './french-claim-status';
import type { LetterLanguage } from './letter-words';
import { SPANISH_CLAIM_STATUS } from './spanish-claim-status';

/** Where a deadline stands, as a status line says it before its date. */
export type DeadlineState = 'overdue' | 'last_day' | 'due';

/**
 * The sentences of a claim's status (claim-status.ts) in one language: the claim in two lines, the
 * dates that apply, what is due next. Deadline titles and citations come from the shared rules'
 * own translations; the diary's words come in quoted.
 */
export interface ClaimStatusWords {
  /** The claim's status as the web's claim list names it. */
  statuses: Readonly<Record<string, string>>;
  countries: Readonly<Record<string, string>>;
  heading: (type: string, insurer: string | null, status: string, claimNumber: string | null) => string;
  lossLine: (lossDate: string, place: string, submittedOn: string) => string;
  datesHeading: string;
  deadlineLine: (insurer: boolean, title: string, state: DeadlineState, date: string, citation: string) => string;
  noDatedDeadline: string;
  dueNextHeading: string;
  youOwe: (what: string, since: string) => string;
  yourDeadline: (title: string, date: string) => string;
  insurerLate: (title: string) => string;
  insurerOwes: (what: string, since: string) => string;
  /** What the user owes, by kind; a document by the diary's quoted words. */
  yourItems: { proof_of_loss: string; offer_reply: string; document: (requested: string) => string };
  paid: (payment: string | null, paidOn: string | null) => readonly string[];
  denied: string;
  nothingOwed: readonly string[];
  missing: Record<MissingDetail, string>;
  missingNote: (list: string) => string;
  noClaims: readonly string[];
  oneClaim: string;
  claims: (count: number, shown: number) => string;
  closing: (disclaimer: string) => string;
}

const WORDS: Record<LetterLanguage, ClaimStatusWords> = { fr: FRENCH_CLAIM_STATUS, es: SPANISH_CLAIM_STATUS };

export const claimStatusWords = (language: LetterLanguage): ClaimStatusWords => WORDS[language];
