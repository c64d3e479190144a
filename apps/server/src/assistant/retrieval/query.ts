import { kindAsked } from '../policy/kinds-asked';
import { GENERIC_TERMS, META_TERMS, SETTING_TERMS, withoutPolicyKind } from './query-terms';
import { phraseWords, thesaurusMatches } from './thesaurus-index';
import { tokens, tokenize, type Token } from './tokenize';
import { wordNetExpansions } from './wordnet/wordnet-expansions';

// A question becomes concepts: one per word the user wrote, each with the other ways a policy may
// word it. Expansions always weigh less than the user's own word, and a concept scores by its best
// match only (see concept-search), so no number of related words can outrank the word itself.

export const WEIGHT = {
  own: 1,
  thesaurus: 0.7,
  wordNetSynonym: 0.45,
  wordNetHypernym: 0.35,
  /** A generic or setting concept ("damage", "kitchen") counts this much of a topical one. */
  generic: 0.25,
} as const;

export type ExpansionSource = 'thesaurus' | 'wordnet-synonym' | 'wordnet-hypernym';

export interface Expansion {
  /** Terms that must all be in a passage for the expansion to match it. */
  terms: string[];
  weight: number;
  source: ExpansionSource;
}

export interface Concept {
  /** The indexed term of the user's word. */
  term: string;
  /** The word as the user wrote it (lower case, US spelling). */
  word: string;
  /** How much the concept counts in a question's relevance: 1, or less for a generic word. */
  weight: number;
  expansions: Expansion[];
}

export interface AnalyzedQuestion {
  question: string;
  concepts: Concept[];
  /**
   * Only words naming the policy or its parts ("what does my policy exclude?"), or those and words
   * any claim holds asking what the policy covers ("what can I claim on it?"): no topic to decide on.
   */
  broad: boolean;
}

function addExpansion(concept: Concept, expansion: Expansion): void {
  if (expansion.terms.length === 1 && expansion.terms[0] === concept.term) return;
  // A single common word adds noise; a phrase of them ("loss of use") is specific.
  if (expansion.terms.length === 1 && (META_TERMS.has(expansion.terms[0]!) || GENERIC_TERMS.has(expansion.terms[0]!))) return;
  const key = expansion.terms.join(' ');
  const existing = concept.expansions.find((known) => known.terms.join(' ') === key);
  if (!existing) concept.expansions.push(expansion);
  else if (existing.weight < expansion.weight) Object.assign(existing, expansion);
}

function addWordNet(concept: Concept): void {
  const { synonyms, hypernyms } = wordNetExpansions(concept.word);
  for (const [lemmas, weight, source] of [
    [synonyms, WEIGHT.wordNetSynonym, 'wordnet-synonym'],
    [hypernyms, WEIGHT.wordNetHypernym, 'wordnet-hypernym'],
  ] as const) {
    for (const lemma of lemmas) {
      const terms = tokenize(lemma);
      if (terms.length > 0) addExpansion(concept, { terms, weight, source });
    }
  }
}

function analyze(asked: string): AnalyzedQuestion {
  const question = withoutPolicyKind(asked);
  const all = tokens(question).filter((token) => !/^\d+$/.test(token.term));
  const topical = all.filter((token) => !META_TERMS.has(token.term));
  // A question made only of such words ("what does my policy cover?") keeps them: they are all it has.
  const own: Token[] = topical.length > 0 ? topical : all;
  const minor = (term: string) => GENERIC_TERMS.has(term) || SETTING_TERMS.has(term);
  const allMinor = own.every((token) => minor(token.term));
  const concepts = new Map<string, Concept>();
  for (const { term, word } of own) {
    if (concepts.has(term)) continue;
    const generic = !allMinor && minor(term);
    concepts.set(term, { term, word, weight: generic ? WEIGHT.generic : WEIGHT.own, expansions: [] });
  }
  // Phrases are matched on all the words ("driver without insurance", "stolen from my car"); the
  // expansions go to the concepts the phrase covers.
  const phrase = phraseWords(question);
  const known = new Set<string>();
  for (const match of thesaurusMatches(phrase.map(({ key }) => key))) {
    for (const position of match.positions) {
      const concept = concepts.get(phrase[position]!.key);
      if (!concept) continue;
      known.add(concept.term);
      for (const wording of match.policy) addExpansion(concept, { terms: wording.terms, weight: WEIGHT.thesaurus, source: 'thesaurus' });
    }
  }
  // WordNet only where the thesaurus knows nothing: it is broader and knows no insurance.
  for (const concept of concepts.values()) {
    if (!known.has(concept.term) && concept.weight === WEIGHT.own && /^[a-z]{3,}$/.test(concept.word)) addWordNet(concept);
  }
  const onlyAnyClaimsWords = topical.every((token) => GENERIC_TERMS.has(token.term)) && kindAsked(question) !== null;
  return { question: asked, concepts: [...concepts.values()], broad: topical.length === 0 || onlyAnyClaimsWords };
}

const MAX_CACHED = 256;
const cache = new Map<string, AnalyzedQuestion>();

/** The question's concepts with their expansions. The last few questions are kept: ranking and deciding both ask. */
export function analyzeQuestion(question: string): AnalyzedQuestion {
  let analyzed = cache.get(question);
  if (!analyzed) {
    analyzed = analyze(question);
    if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value as string);
    cache.set(question, analyzed);
  }
  return analyzed;
}
