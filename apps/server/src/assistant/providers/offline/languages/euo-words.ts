import type { TClaimType } from '@benji/shared';
import type { EuoFocus } from '../euo-checklists';
import { FRENCH_EUO_FOCUS } from './french-euo-checklists';
import { FRENCH_EUO } from './french-euo';
import type { LetterLanguage } from './letter-words';
import { SPANISH_EUO_FOCUS } from './spanish-euo-checklists';
import { SPANISH_EUO } from './spanish-euo';

/** The claim an examination is for, as the heading names it. */
export interface ExaminedClaim {
  type: string;
  insurer: string | null;
  lossDate: string;
  claimNumber: string | null;
}

/** The sentences of the examination-under-oath checklist (euo.ts) in one language. */
export interface EuoSentences {
  heading: (claim: ExaminedClaim | null) => string;
  /** The insurer's notice from the diary, its words already quoted. */
  notice: (date: string, summary: string) => string;
  /** After a denial the diary records on a date, or that the message speaks of. */
  afterDenial: (recordedOn: string | null) => string;
  whatItIs: string;
  beforeHeading: string;
  groundRules: readonly string[];
  bringHeading: (type: string) => string;
  expectHeading: string;
  tellKind: string;
}

/** The checklist's sentences and, for each kind of claim, what to bring and what to expect. */
export type EuoWords = EuoSentences & { focus: Record<TClaimType, EuoFocus> };

const WORDS: Record<LetterLanguage, EuoWords> = {
  fr: { ...FRENCH_EUO, focus: FRENCH_EUO_FOCUS },
  es: { ...SPANISH_EUO, focus: SPANISH_EUO_FOCUS },
};

export const euoWords = (language: LetterLanguage): EuoWords => WORDS[language];
