import type { AnalyzedQuestion } from '../retrieval/query';
import { askAdjuster } from './ask-adjuster';
import type { AmountClause } from './caps';
import type { Subject } from './subject';
import type { Topic } from './topics';
import type { DecidingPassage, PolicyFinding, Verdict, VerdictFigures } from './types';
import { ownWords } from './verdict-sentences';
import type { WeighedPassage } from './weigh';

/** A question read against its passages: everything a finding is built from. */
export interface Reading {
  question: AnalyzedQuestion;
  subject: Subject;
  topic: Topic | null;
  /** The largest amount the user names, if any. */
  claimed: number | null;
  /** The passages above the relevance floor, most relevant first. */
  relevant: WeighedPassage[];
  /** Every retrieved passage, in retrieval order: a limit may sit in a passage below the floor. */
  all: WeighedPassage[];
  /** The claim's description, read like a question, when there is one. */
  circumstances: AnalyzedQuestion | null;
}

/** The passages as the reply quotes them, each once, in the order given. */
export function deciding(...passages: (WeighedPassage | null | undefined)[]): DecidingPassage[] {
  const seen = new Set<WeighedPassage>();
  return passages.flatMap((passage) => {
    if (!passage || seen.has(passage)) return [];
    seen.add(passage);
    return [{ page: passage.page, clause: passage.clause, heading: passage.heading, text: passage.body }];
  });
}

/**
 * A definition speaking of the question more strongly than the passage that decides is quoted
 * after it: it says why the policy's word ("fungi") covers the user's ("mold").
 */
function definitionBeside(reading: Reading, decisive: WeighedPassage | null | undefined): WeighedPassage | null {
  if (!decisive) return null;
  return reading.relevant.find((passage) => passage.clause === 'definition' && passage.relevance > decisive.relevance) ?? null;
}

/** What the finding rests on beside its verdict, for the quotes and the questions for the adjuster. */
export interface Grounds {
  decisive?: WeighedPassage | null;
  caveat?: WeighedPassage | null;
  cap?: AmountClause | null;
  deductible?: boolean;
  /** The deductibles a deductible answer states. */
  deductibles?: readonly AmountClause[];
  /** For "depends": what it depends on, and the policy's words for it when they are not the decisive passage's sentence. */
  open?: VerdictFigures['open'];
  openWords?: string;
}

/** The verdict's figures and the policy's words it names, for a reply written in another language. */
function figuresOf(reading: Reading, grounds: Grounds): VerdictFigures {
  const { cap, decisive, deductibles, open, openWords } = grounds;
  const limit = cap && !cap.amount.percent ? cap.amount.value : undefined;
  const words = openWords ?? (decisive ? ownWords(decisive.sentence) : undefined);
  return {
    ...(limit !== undefined ? { limit } : {}),
    ...(reading.claimed !== null ? { claimed: reading.claimed } : {}),
    ...(deductibles ? { deductibles: deductibles.map(({ amount }) => ({ value: amount.value, percent: amount.percent })) } : {}),
    ...(words ? { words, page: decisive!.page } : {}),
    ...(open ? { open } : {}),
  };
}

export function finding(
  reading: Reading,
  verdict: Verdict,
  sentence: string,
  passages: DecidingPassage[],
  grounds: Grounds = {},
): PolicyFinding {
  const { subject, topic } = reading;
  const asks = askAdjuster({
    verdict,
    deductible: grounds.deductible ?? false,
    subject,
    topic,
    decisive: grounds.decisive ?? null,
    caveat: grounds.caveat ?? null,
    cap: grounds.cap ?? null,
  });
  const definition = verdict === 'not_found' ? null : definitionBeside(reading, grounds.decisive);
  const quoted =
    definition && !passages.some((passage) => passage.text === definition.body) ? [...passages, ...deciding(definition)] : passages;
  return { verdict, sentence, deciding: quoted, askAdjuster: asks, figures: figuresOf(reading, grounds) };
}
