import type { ClauseType } from '../../../retrieval/clause-type';
import type { Verdict, VerdictFigures } from '../../../policy/types';

/** A verdict as another language writes it: the kind, its figures and the policy's words, the pages it rests on. */
export interface VerdictToSay {
  verdict: Verdict;
  figures: VerdictFigures;
  /** The pages of the passages quoted, smallest first. */
  pages: readonly number[];
}

/**
 * The words of an answer about the user's policy, in one language. The policy's own words are
 * quoted as written, in the policy's language; everything around them is written whole here.
 */
export interface PolicyAnswerWords {
  /** Each verdict as one sentence with its pages; null when this language cannot say it yet. */
  verdicts: {
    covered: (said: VerdictToSay) => string;
    limited: (said: VerdictToSay) => string | null;
    excluded: (said: VerdictToSay) => string;
    depends: (said: VerdictToSay) => string;
    notFound: string;
  };
  /** Nothing found: where the search looked. */
  searched: (policyFilename: string | null, pageCount: number | null) => string;
  tryOtherWords: string;
  fromPolicy: (policyFilename: string | null) => string;
  /** A quote's heading: "Page 4 — Exclusions (exclusion)", with the punctuation before the quote. */
  quoteHeading: (page: number, heading: string | null, clause: ClauseType) => string;
  /** The policy's words between this language's quotation marks. */
  quote: (text: string) => string;
  askLead: string;
  /** What to get in writing from the adjuster, by verdict. */
  ask: (said: VerdictToSay, deductible: boolean) => string[];
  notLegalAdvice: string;
  noPolicy: string;
  scanned: (policyFilename: string | null) => string;
}

/** The verdict as one sentence in the words' language; null when that language cannot say it yet. */
export function verdictSentence({ verdicts }: PolicyAnswerWords, said: VerdictToSay): string | null {
  switch (said.verdict) {
    case 'covered':
      return verdicts.covered(said);
    case 'limited':
      return verdicts.limited(said);
    case 'excluded':
      return verdicts.excluded(said);
    case 'depends':
      return verdicts.depends(said);
    case 'not_found':
      return verdicts.notFound;
  }
}
