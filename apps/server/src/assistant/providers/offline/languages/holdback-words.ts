import { FRENCH_HOLDBACK } from './french-holdback';
import type { LetterLanguage } from './letter-words';
import { SPANISH_HOLDBACK } from './spanish-holdback';

/** The request to release the recoverable depreciation (jobs/depreciation.ts) in one language; sums and dates come written. */
export interface HoldbackWords {
  intro: (holdback: { amount: string; on: string | null } | null) => string;
  subject: string;
  /** The letter's text; [Amount Held Back], [Date Work Was Completed] and [Final Cost] stay slots when unknown. */
  body: (parts: {
    payment: { amount: string; on: string | null } | null;
    cost: string | null;
    window: { page: number; lastDay: string | null } | null;
  }) => string;
  /** The policy's own time limit, its wording quoted as written, and the last day for this loss. */
  windowNote: (page: number, wording: string, last: { loss: string; day: string } | null) => string;
  noWindowNote: string;
}

const WORDS: Record<LetterLanguage, HoldbackWords> = { fr: FRENCH_HOLDBACK, es: SPANISH_HOLDBACK };

export const holdbackWords = (language: LetterLanguage): HoldbackWords => WORDS[language];
