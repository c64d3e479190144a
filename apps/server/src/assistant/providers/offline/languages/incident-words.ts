import type { FirstStep } from '../guidance';
import { FRENCH_INCIDENT } from './french-incident';
import type { LetterLanguage } from './letter-words';
import { SPANISH_INCIDENT } from './spanish-incident';

/** The first steps after a loss (guidance.ts `incident`) in one language; the claim's kind comes named in it. */
export interface IncidentWords {
  sorry: (firstName: string) => string;
  /** Heads the steps, for a kind of loss or none. */
  firstSteps: (kind: string | null) => string;
  steps: Record<FirstStep, string>;
  thenSubmit: string;
}

const WORDS: Record<LetterLanguage, IncidentWords> = { fr: FRENCH_INCIDENT, es: SPANISH_INCIDENT };

export const incidentWords = (language: LetterLanguage): IncidentWords => WORDS[language];
