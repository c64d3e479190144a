import type { ClauseType } from '../retrieval/clause-type';
import type { RankedPassage } from '../retrieval/passage-search';

export type Verdict = 'covered' | 'excluded' | 'limited' | 'depends' | 'not_found';

export interface PolicyQuestion {
  question: string;
  /** The retrieval's output for the question, best first. */
  passages: readonly RankedPassage[];
  /** Money the user names ("my $6,800 ring"), to weigh against a limit. */
  amountsInQuestion: readonly number[];
  /** What happened, in the user's words (the claim's description): a carve-back may be met by it. */
  circumstances?: string;
  /**
   * The user's own records (claim description, diary, adjuster and insurer): a word from them that
   * no passage holds ("marco", "civic", "elmwood") names their case, not what the policy is asked about.
   */
  records?: string;
}

/** A passage that decides the answer, as the reply quotes it. */
export interface DecidingPassage {
  page: number;
  /** What the passage is for this question (an exception, the limit that applies…). */
  clause: ClauseType;
  heading: string | null;
  /** The passage's words without its heading. */
  text: string;
}

/**
 * What the verdict's sentence says, without its English words: a reply in another language writes
 * its own sentence from these (providers/offline/languages/policy-answer-*.ts).
 */
export interface VerdictFigures {
  /** The dollar limit that caps what is covered. */
  limit?: number;
  /** The amount the user names, weighed against the limit. */
  claimed?: number;
  /** The deductibles the answer states. */
  deductibles?: { value: number; percent: boolean }[];
  /** The policy's own words the sentence names (what it covers, excludes, or turns on), as written: quoted, never translated. */
  words?: string;
  /** The page of those words. */
  page?: number;
  /** For "depends": what it depends on. */
  open?: 'exception' | 'exclusion' | 'condition' | 'mention' | 'fact' | 'value' | 'period' | 'all_risks' | 'named_perils' | 'broad';
}

export interface PolicyFinding {
  verdict: Verdict;
  /** One plain sentence tied to the user's facts, with the page it rests on. */
  sentence: string;
  /** Best first: the passage the verdict rests on, then the limit, exception or caveat beside it. */
  deciding: DecidingPassage[];
  /** What to ask the adjuster to confirm in writing. */
  askAdjuster: string[];
  figures?: VerdictFigures;
  /**
   * For a verdict read condition by condition: how the user's words single out the clause it
   * rests on (see ConditionReading.evidence). One word that also meets other clauses ("fire" in a
   * "fire protective sprinkler system") is enough to answer a question asked, not to volunteer a
   * verdict nobody asked for; one word met only outside what a grant pays for is enough for
   * neither.
   */
  evidence?: 'several' | 'unique' | 'ambiguous' | 'incidental';
}
