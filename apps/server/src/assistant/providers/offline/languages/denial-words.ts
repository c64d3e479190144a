import { FRENCH_DENIAL } from './french-denial';
import type { LetterLanguage } from './letter-words';
import { SPANISH_DENIAL } from './spanish-denial';

/** How the denial reached the user, for the letter's opening: dates written the language's way, the user's report quoted. */
export interface DenialOpening {
  written: boolean;
  on: string | null;
  /** The user's own sentence reporting what the insurer said, already quoted; null when they reported none. */
  reported: string | null;
}

/** The request for the denial in writing (jobs/written-denial.ts) and the request to reconsider it (jobs/appeal-denial.ts), in one language. */
export interface DenialWords {
  /** No denial on record or told: no letter about one. */
  noDenial: readonly [string, string];
  /** An appeal asked for, and a diary with the claim's history but no denial. */
  noRecordedDenial: readonly [string, string];
  intro: (recordedOn: string | null) => string;
  subject: string;
  opening: (denial: DenialOpening) => string;
  /** The clause the refusal seems to rest on, its wording quoted as the policy writes it. */
  clauseAtIssue: (page: number, wording: string) => string;
  /** The reports on file by who made them ("engineer"); one missing here is not yet written in the language. */
  reports: Readonly<Record<string, string>>;
  body: (opening: string, reports: readonly string[]) => string;
  phoneNote: string;
  appeal: {
    intro: (recordedOn: string | null, clausePage: number | null) => string;
    subject: string;
    /** The user's reasons already quoted on bullets, or null for the slot. */
    body: (parts: {
      on: string | null;
      reasons: string | null;
      clause: { page: number; wording: string } | null;
      claimed: string | null;
    }) => string;
    /** The sworn proof of loss on file: its date, the amount it claimed and the diary's words for it, quoted. */
    claimed: (on: string, amount: string, summary: string) => string;
    note: string;
  };
}

const WORDS: Record<LetterLanguage, DenialWords> = { fr: FRENCH_DENIAL, es: SPANISH_DENIAL };

export const denialWords = (language: LetterLanguage): DenialWords => WORDS[language];
