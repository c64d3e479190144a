import type { Stage } from '../jobs/process-guides';
import { FRENCH_STAGE_GUIDES } from './french-stage-guides';
import type { LetterLanguage } from './letter-words';
import { SPANISH_STAGE_GUIDES } from './spanish-stage-guides';

/** The user's claim as a guide names it after the steps. */
export interface OwnClaim {
  type: string;
  claimNumber: string | null;
  insurer: string | null;
  submittedOn: string | null;
}

/** The steps of a stage of any claim (jobs/process-guides.ts) in one language, and the user's own facts after them. */
export interface StageGuideWords {
  headings: Record<Stage, string>;
  /** The steps of each stage; the denial's fourth, the regulator, is written by `denialRoute`. */
  steps: Record<Stage, readonly string[]>;
  ownClaim: (claim: OwnClaim) => string;
  yourNextDeadline: (title: string, date: string) => string;
  insurerLimits: (insurer: string | null) => string;
  /** Where to complain after the insurer, by the regulator's and dispute service's own names; null when the place is unknown. */
  denialRoute: (route: { regulator: string; website: string; disputeService: string | null } | null) => string;
  /** The denial the diary records, its words quoted; or that it records none. */
  denialOnRecord: (date: string, summary: string) => string;
  /** A denial the message speaks of, with no diary entry: it may be a question ("what if they deny it"), so nothing is asserted. */
  denialTold: string;
  noDenialOnRecord: string;
  suitDeadline: (title: string, date: string) => string;
  accidentReport: (number: string) => string;
  theftReport: (number: string) => string;
}

const WORDS: Record<LetterLanguage, StageGuideWords> = { fr: FRENCH_STAGE_GUIDES, es: SPANISH_STAGE_GUIDES };

export const stageGuideWords = (language: LetterLanguage): StageGuideWords => WORDS[language];
