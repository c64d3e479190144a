import { FRENCH_APPRAISAL } from './french-appraisal';
import type { LetterLanguage } from './letter-words';
import { SPANISH_APPRAISAL } from './spanish-appraisal';

/** The demand for appraisal (jobs/appraisal.ts) in one language: Québec's « expertise », US Spanish "tasación". */
export interface AppraisalWords {
  /** No offer on record: nothing to disagree on the amount of. Before and after the clause, if quoted. */
  noOffer: readonly [string, string];
  whatPolicySays: string;
  /** The policy is readable and has no appraisal clause: no demand under one. */
  noClause: (adjuster: string | null) => readonly [string, string];
  intro: (offer: string, estimate: { figure: string; gap: string } | null) => string;
  subject: string;
  /** Within the policy's period to name an appraiser (already written in the language), or the policy's time. */
  answerWithin: (appointment: { period: string; page: number } | null) => string;
  /** The letter's text; [Offer Amount], [Policy Section and Page] and the appraiser's slot stay slots. */
  body: (parts: { estimate: string | null; clausePage: number | null; impartial: boolean; answerWithin: string }) => string;
  costNote: string;
}

const WORDS: Record<LetterLanguage, AppraisalWords> = { fr: FRENCH_APPRAISAL, es: SPANISH_APPRAISAL };

export const appraisalWords = (language: LetterLanguage): AppraisalWords => WORDS[language];
