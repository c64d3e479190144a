import type { Duration, OwnLimit } from '../jobs/next-steps-facts';
import { FRENCH_NEXT_STEPS } from './french-next-steps';
import type { LetterLanguage } from './letter-words';
import { SPANISH_NEXT_STEPS } from './spanish-next-steps';

/**
 * The sentences of the next-steps answer (jobs/next-steps.ts, jobs/first-weeks.ts) in one
 * language. Dates, sums and names come in written; the diary's own words come in quoted.
 */
export interface NextStepsWords {
  contactHeading: string;
  lastFromInsurer: (date: string, summary: string, days: number) => string;
  nothingFromInsurer: string;
  lastToInsurer: (date: string, summary: string) => string;
  /** After a supervisor: the regulator and, in Canada, the dispute service, by their own names. */
  regulatorAdvice: (regulator: string, website: string, disputeService: string | null) => string;
  remind: string;
  /** Each missed limit already written "title, due date". */
  missedLimits: (limits: readonly string[]) => string;
  missedLimit: (title: string, date: string) => string;
  silentDays: (days: number) => string;
  escalateNow: string;
  waitHeading: (duration: Duration | null) => string;
  askInWriting: (adjuster: string | null) => string;
  dutiesOnClaim: (insurer: string | null, duties: readonly string[]) => string;
  noDutiesKnown: string;
  afterWrittenRequest: (long: boolean) => string;
  logEverything: string;
  dueLine: (title: string, date: string, overdue: boolean) => string;
  moneyHeading: string;
  offerBelow: (offer: string, gap: string, figure: string, appraisalPage: number | null) => string;
  holdback: (amount: string) => string;
  ownLimitsHeading: string;
  ownLimit: (topic: OwnLimit, lastDay: string, period: string, page: number, statutory: boolean) => string;
  firstWeeksHeading: string;
  autoSteps: {
    report: (number: string) => string;
    noReport: string;
    photos: string;
    estimate: string;
    rental: string;
    otherDriverAtFault: string;
    diary: string;
  };
  propertySteps: readonly string[];
}

const WORDS: Record<LetterLanguage, NextStepsWords> = { fr: FRENCH_NEXT_STEPS, es: SPANISH_NEXT_STEPS };

export const nextStepsWords = (language: LetterLanguage): NextStepsWords => WORDS[language];
