import type { Period } from '@benji/shared';
import { FRENCH_DUTIES } from './french-duties';
import type { LetterLanguage } from './letter-words';
import { SPANISH_DUTIES } from './spanish-duties';

/** One time-limit rule as a letter in the language cites it. */
export interface RuleWords {
  /** The law, as the sentence names it, with its article ("l’article 2473 du Code civil du Québec"). */
  source: string;
  /** What the insurer must do, as an infinitive phrase. */
  duty: string;
  /** What starts the clock, as a noun phrase. */
  trigger: string;
}

interface DutySentence {
  source: string;
  duty: string;
  period: string;
  trigger: string;
}

/**
 * The words a letter in one language cites the insurer's time limits in. A rule missing from
 * `rules` is not yet written in the language: a letter that would cite it is not written either.
 */
export interface DutyWords {
  period: (period: Period) => string;
  /** A rule checked against its primary text, stated as the law. */
  stated: (sentence: DutySentence) => string;
  /** A provisional rule, stated as the writer's understanding. */
  understood: (sentence: DutySentence) => string;
  overdue: (date: string) => string;
  open: (date: string) => string;
  rules: Readonly<Record<string, RuleWords>>;
}

const WORDS: Record<LetterLanguage, DutyWords> = { fr: FRENCH_DUTIES, es: SPANISH_DUTIES };

export const dutyWords = (language: LetterLanguage): DutyWords => WORDS[language];
