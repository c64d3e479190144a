import type { Amount } from '@benji/shared';
import { FRENCH_LIVING } from './french-living';
import type { LetterLanguage } from './letter-words';
import { SPANISH_LIVING } from './spanish-living';

export type Per = NonNullable<Amount['per']>;

/** The request for living expenses, or transportation for a vehicle (jobs/living-expenses.ts), in one language; sums and dates come written. */
export interface LivingWords {
  /** "60 $ par jour", "$60 por día". */
  rate: (money: string, per: Per) => string;
  /** The limit in the policy's terms: its sum, its rate, its period, and its page. */
  limit: (
    parts: { sum: string | null; rate: string | null; period: { count: number; unit: 'day' | 'week' | 'month' } | null },
    page: number,
  ) => string;
  intro: (auto: boolean, expenses: readonly string[], total: string | null, rates: string | null) => string;
  subject: (auto: boolean) => string;
  /** What the household pays going forward, and the confirmation asked for it. */
  goingForward: (rates: string) => string;
  /** The letter's text; the expenses' and the move-back date's slots stay slots when unknown. */
  body: (parts: {
    auto: boolean;
    lines: string;
    total: string | null;
    clausePage: number | null;
    reimburse: boolean;
    goingForward: string;
    limit: string | null;
  }) => string;
  receiptsNote: (auto: boolean) => string;
  tellEachExpense: string;
  whatPolicySays: string;
}

const WORDS: Record<LetterLanguage, LivingWords> = { fr: FRENCH_LIVING, es: SPANISH_LIVING };

export const livingWords = (language: LetterLanguage): LivingWords => WORDS[language];
