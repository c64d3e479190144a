import type { MoneyRole } from '../jobs/record-lookups';
import { FRENCH_RECORD } from './french-record';
import type { LetterLanguage } from './letter-words';
import { SPANISH_RECORD } from './spanish-record';

/** A line of the user's record (jobs/claim-record.ts), by what it holds. */
export type RecordLabel = 'insurer' | 'claimNumber' | 'policyNumber' | 'adjuster' | 'loss' | 'status';

/**
 * The sentences of the answers the user's own records give (jobs/claim-record.ts,
 * jobs/record-lookups.ts) in one language: the record's lines, the money on it, when something
 * happened. Sums and dates come written; the diary's words come quoted.
 */
export interface RecordWords {
  noClaim: string;
  recordHeading: string;
  labels: Record<RecordLabel, string>;
  /** Said for a line the record has no value for. */
  notOnRecord: string;
  addMissing: string;
  ledgerHeading: string;
  ledger: {
    paidSoFar: (money: string) => string;
    stillHeldBack: (money: string) => string;
    livingExpenses: (spent: string, reimbursed: string) => string;
    deductible: (money: string) => string;
    awaitingEndorsement: (money: string) => string;
  };
  /** What is still to claim: the holdback once the work is done, the living expenses not yet repaid. */
  toCome: { heldBack: (money: string) => string; livingExpenses: (money: string) => string };
  stillToClaim: (parts: readonly string[]) => string;
  diaryHeading: string;
  moneyHeading: string;
  roles: Record<MoneyRole, string>;
  /** "no payment": a role the diary records nothing for. */
  none: Record<MoneyRole, string>;
  /** The roles the diary records nothing for; `yet` when it records no money at all. */
  diaryRecordsNone: (nones: readonly string[], yet: boolean) => string;
  logMoney: string;
  diaryDoesNotSay: string;
  logWithDate: string;
  fromDiary: string;
  whichOne: string;
}

const WORDS: Record<LetterLanguage, RecordWords> = { fr: FRENCH_RECORD, es: SPANISH_RECORD };

export const recordWords = (language: LetterLanguage): RecordWords => WORDS[language];
