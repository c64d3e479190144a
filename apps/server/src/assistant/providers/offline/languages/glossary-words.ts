import { FRENCH_GLOSSARY } from './french-glossary';
import type { LetterLanguage } from './letter-words';
import { SPANISH_GLOSSARY } from './spanish-glossary';

/** A glossary term in another language: its name as a policyholder there says it, and what it means. */
export interface TermWords {
  title: string;
  meaning: string;
  /** How a policy written in this language names the term, to quote where the user's policy uses it. */
  inPolicy?: RegExp;
}

/** The glossary's terms in one language, by the English term's title; a term missing here is not yet written in it. */
export type TermTranslations = Readonly<Record<string, TermWords>>;

/**
 * The explanation of insurance terms (jobs/explain-term.ts) in one language: the terms, and the
 * sentences that add where the user's policy uses them and what the user's records hold of them.
 * Sums and dates come in written; the policy's words come in as written, to be quoted.
 */
export interface GlossaryWords {
  terms: TermTranslations;
  inYourPolicy: (page: number, sentence: string) => string;
  records: {
    payment: (amount: string) => string;
    /** What was paid on the actual cash value basis, when the records say, and what is held back. */
    holdback: (paid: string | null, heldBack: string) => string;
    estimate: (amount: string) => string;
    deductible: (amount: string) => string;
    limit: (amount: string) => string;
    denial: (on: string | null, written: boolean) => string;
    reservation: (on: string) => string;
    /** The deadlines to sue, each already written as `suitLine`. */
    suit: (lines: readonly string[]) => string;
    suitLine: (title: string, date: string, citation: string) => string;
  };
  /** "RCV $8,000 and ACV $6,200": the user's two figures and the depreciation between them. */
  twoValues: (replacement: string, cash: string, depreciation: string) => string;
  /** The closing line, when the policy was quoted and when it was not. */
  policyDecides: string;
  ownDefinitions: string;
  /** A term the glossary lacks: no policy to read it in; the policy's sentence using it; or neither knows it. */
  noEntryNoPolicy: readonly string[];
  noEntryButUsed: string;
  usedOnPage: (page: number, sentence: string) => string;
  usedDecides: string;
  noEntryNotFound: readonly string[];
}

const WORDS: Record<LetterLanguage, GlossaryWords> = { fr: FRENCH_GLOSSARY, es: SPANISH_GLOSSARY };

export const glossaryWords = (language: LetterLanguage): GlossaryWords => WORDS[language];
