import type { Bm25Index } from './bm25';
import type { AnalyzedQuestion, Concept } from './query';
import { tokenize } from './tokenize';

/** A text's terms, as a set and in order: an expansion of several words must find them side by side. */
export interface TermBag {
  set: ReadonlySet<string>;
  sequence: readonly string[];
}

const MAX_BAGS = 5_000;
const bags = new Map<string, TermBag>();

/**
 * The terms of a text. Kept for the most recent texts: the decision reads the same passages and
 * sentences of one policy question after question.
 */
export function termBag(text: string): TermBag {
  let bag = bags.get(text);
  if (!bag) {
    const sequence = tokenize(text);
    bag = { set: new Set(sequence), sequence };
    if (bags.size >= MAX_BAGS) bags.delete(bags.keys().next().value as string);
    bags.set(text, bag);
  }
  return bag;
}

/** One word may sit between two of a phrase's ("personal property in your covered auto"). */
const PHRASE_GAP = 1;

/** True when the terms occur in order, at most PHRASE_GAP other terms between each two. */
function holdsPhrase(sequence: readonly string[], phrase: readonly string[]): boolean {
  for (let start = 0; start < sequence.length; start += 1) {
    if (sequence[start] !== phrase[0]) continue;
    let at = start;
    let matched = 1;
    while (matched < phrase.length) {
      const next = sequence.slice(at + 1, at + 2 + PHRASE_GAP).indexOf(phrase[matched]!);
      if (next < 0) break;
      at += next + 1;
      matched += 1;
    }
    if (matched === phrase.length) return true;
  }
  return false;
}

// Scoring by concept: each concept of the question scores a passage by its best match, the user's
// own word or one expansion, never the sum of several. An expansion's weight is below 1 and its
// rarity (idf) is capped at the user's word's, so it can never outscore the word it stands for.

/** BM25 of one expansion in each passage holding all its terms: the mean over its terms, idf capped. */
function expansionScores(index: Bm25Index, terms: readonly string[], idfCap: number): Map<number, number> {
  let scores: Map<number, number> | undefined;
  for (const term of terms) {
    const cap = Math.min(1, idfCap / (index.idf(term) || 1));
    const next = new Map<number, number>();
    for (const posting of index.postings(term)) {
      const before = scores ? scores.get(posting.index) : 0;
      if (before !== undefined) next.set(posting.index, before + (posting.score * cap) / terms.length);
    }
    scores = next;
    if (scores.size === 0) break;
  }
  return scores ?? new Map();
}

function conceptScores(index: Bm25Index, concept: Concept): Map<number, number> {
  const best = new Map<number, number>();
  for (const posting of index.postings(concept.term)) best.set(posting.index, posting.score);
  const idfCap = index.idf(concept.term);
  for (const expansion of concept.expansions) {
    for (const [document, score] of expansionScores(index, expansion.terms, idfCap)) {
      const weighted = score * expansion.weight;
      if (weighted > (best.get(document) ?? 0)) best.set(document, weighted);
    }
  }
  return best;
}

/** Each passage's score for the question: the sum over concepts of their best match, by concept weight. */
export function scoreQuestion(index: Bm25Index, question: AnalyzedQuestion): Map<number, number> {
  const totals = new Map<number, number>();
  for (const concept of question.concepts) {
    for (const [document, score] of conceptScores(index, concept))
      totals.set(document, (totals.get(document) ?? 0) + concept.weight * score);
  }
  return totals;
}

/**
 * How strongly a passage speaks of one concept: 1 when it holds the user's word, else the weight
 * of its best expansion (a phrase counting only with its words side by side), else 0.
 */
export function conceptStrength(concept: Concept, terms: TermBag): number {
  if (terms.set.has(concept.term)) return 1;
  let best = 0;
  for (const expansion of concept.expansions) {
    if (expansion.weight <= best || !expansion.terms.every((term) => terms.set.has(term))) continue;
    if (expansion.terms.length === 1 || holdsPhrase(terms.sequence, expansion.terms)) best = expansion.weight;
  }
  return best;
}

/** The strongest match of any topical concept (not a generic or setting word) in the passage. */
export function strongestTopical(question: AnalyzedQuestion, terms: TermBag): number {
  let best = 0;
  for (const concept of question.concepts) if (concept.weight === 1) best = Math.max(best, conceptStrength(concept, terms));
  return best;
}

/**
 * How much of the question a passage answers, from 0 to 1, whatever the policy: the concepts it
 * speaks of, each by its strength and weight. Unlike a BM25 score this does not depend on the other
 * passages, so one threshold can tell "nothing about that here" in any policy.
 */
export function relevance(question: AnalyzedQuestion, terms: TermBag): number {
  let total = 0;
  let found = 0;
  for (const concept of question.concepts) {
    total += concept.weight;
    found += concept.weight * conceptStrength(concept, terms);
  }
  return total > 0 ? found / total : 0;
}
