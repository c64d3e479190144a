import type { OpenItemKind } from '@benji/shared';
import { FRENCH_STATUS } from './french-status';
import type { LetterLanguage } from './letter-words';
import { SPANISH_STATUS } from './spanish-status';

/** Things a user says they sent, as the status letter names them in another language. */
export const SENT_ITEMS = [
  'proof_of_loss',
  'estimate',
  'photos',
  'receipts',
  'invoice',
  'inventory',
  'police_report',
  'documents',
] as const;
export type SentItem = (typeof SENT_ITEMS)[number];

/** The sentences of the update request (jobs/status-update.ts) in one language. */
export interface StatusWords {
  /** "your message of <date> has had no answer", after the letter's title, then how long the insurer has been silent. */
  introUnanswered: (title: string, date: string, silence: string) => string;
  /** The letter asks the adjuster, named or not, for an update. */
  introCheckIn: (title: string, adjuster: string | null, silence: string) => string;
  /** The insurer's last contact, and the diary's words for it (already quoted). */
  silenceSince: (days: number, date: string, summary: string) => string;
  silenceNone: string;
  /** The letter's sentence for what the user sent, on a date or undated. */
  sent: (items: string, date: string | null) => string;
  /** The summary of a message the user says they sent, where the letter recalls it. */
  sentSummary: (items: string) => string;
  confirmReceipt: string;
  policeReport: (number: string) => string;
  items: Record<SentItem, string>;
  /** What the insurer still owes, by kind, and the note that lists them after the letter. */
  owed: Record<OpenItemKind, string>;
  owedSince: (what: string, date: string) => string;
  owedNote: (list: string) => string;
}

const WORDS: Record<LetterLanguage, StatusWords> = { fr: FRENCH_STATUS, es: SPANISH_STATUS };

export const statusWords = (language: LetterLanguage): StatusWords => WORDS[language];
