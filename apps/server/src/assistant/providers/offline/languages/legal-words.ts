import { FRENCH_LEGAL } from './french-legal';
import type { LetterLanguage } from './letter-words';
import { SPANISH_LEGAL } from './spanish-legal';

/** Who can advise on the claim's place: the regulator named when the place has one, else by country. */
export interface Advisers {
  /** Québec: lawyers and notaries give legal advice there, and the AMF takes complaints. */
  quebec: boolean;
  /** The claim's province or state and country, as written ("ON, Canada"). */
  where: string | null;
  regulator: { name: string; website: string } | null;
  canada: boolean;
}

/**
 * The sentences of the legal referral (jobs/legal.ts) in one language: what Benji cannot do, who
 * can, the time to sue, what can be done on the claim now. Dates, periods and rule titles come
 * written; the policy's words come as written, to be quoted.
 */
export interface LegalWords {
  cannotAdvise: string;
  whoCan: (advisers: Advisers) => string;
  timeToSue: (lines: string) => string;
  policyLimit: (page: number, wording: string, lastDay: string | null) => string;
  policyClause: (page: number, body: string) => string;
  /** A limitation period of the law's: its title, its period, whether it runs from the loss, its last day, its source. */
  lawDeadline: (title: string, period: string, fromLoss: boolean, date: string, citation: string) => string;
  checkConditions: string;
  actions: (lines: string) => string;
  /** The insurer's missed limits ("pour payer…, échu le …"), or its days of silence, then what to do. */
  missedLimits: (insurer: string | null, limits: readonly string[], adjuster: string | null) => string;
  missedLimit: (title: string, date: string) => string;
  silentDays: (insurer: string | null, days: number, adjuster: string | null) => string;
  denial: { written: string; notWritten: string };
  claimLine: (parts: {
    claimNumber: string | null;
    insurer: string | null;
    status: string;
    lossDate: string;
    denial: { on: string | null } | null;
  }) => string;
  noRelease: string;
}

const WORDS: Record<LetterLanguage, LegalWords> = { fr: FRENCH_LEGAL, es: SPANISH_LEGAL };

export const legalWords = (language: LetterLanguage): LegalWords => WORDS[language];
