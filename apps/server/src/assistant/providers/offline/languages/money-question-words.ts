import { FRENCH_MONEY_QUESTIONS } from './french-money-questions';
import type { LetterLanguage } from './letter-words';
import { SPANISH_MONEY_QUESTIONS } from './spanish-money-questions';

/**
 * The answers to a question about the holdback or living expenses (jobs/money-questions.ts) in
 * one language: how it works, the user's own figures, what to do, and the letter one sentence
 * away. Sums and dates come written; the policy's limit and time limit come from the letters' words.
 */
export interface MoneyQuestionWords {
  /** How the holdback works, then the user's figures (or that the records show none). */
  holdbackHow: (figures: string) => string;
  holdbackFigures: (holdback: string, on: string | null, payment: string | null) => string;
  noHoldbackOnRecord: string;
  holdbackSteps: readonly string[];
  releaseOffer: (adjuster: string | null) => string;
  livingIntro: (auto: boolean) => string;
  noLivingClause: string;
  autoPoints: readonly string[];
  homePoints: readonly string[];
  /** The policy's limit as the letters write it, or that one should be asked for. */
  limitLine: (limit: string | null) => string;
  namedCosts: (costs: readonly string[], total: string | null) => string;
  requestOffer: (adjuster: string | null, itemised: boolean) => string;
}

const WORDS: Record<LetterLanguage, MoneyQuestionWords> = { fr: FRENCH_MONEY_QUESTIONS, es: SPANISH_MONEY_QUESTIONS };

export const moneyQuestionWords = (language: LetterLanguage): MoneyQuestionWords => WORDS[language];
