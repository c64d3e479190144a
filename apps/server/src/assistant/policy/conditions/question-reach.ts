import { analyzeQuestion } from '../../retrieval/query';
import { META_TERMS, withoutPolicyKind } from '../../retrieval/query-terms';
import { tokens, tokenize, words } from '../../retrieval/tokenize';
import { wordNetClosure } from '../../retrieval/wordnet/wordnet-closure';
import type { ClausePart } from './clause-parts';
import { isSpecificTerm } from './clause-parts';

// What a question can reach in a clause: each of its words, and the other names for it (the
// thesaurus's policy wording, WordNet's synonyms and the classes above it, a few steps up), each
// kept with the word the user said. "my engagement band" reaches "jewelry" through "ring".

export interface Reach {
  /** The clause terms that must all be in a part for this reach to meet it. */
  terms: string[];
  /** The user's word (or two) it comes from. */
  said: string;
  /** 1 for the user's own word, less the further it is from it. */
  strength: number;
}

export interface Meeting {
  said: string;
  /** The clause's term it met (indexed form). */
  term: string;
  /** That term as the clause writes it. */
  word: string;
  strength: number;
}

export const THESAURUS_STRENGTH = 0.8;
const stepStrength = (steps: number) => Math.max(0.3, 0.75 - 0.1 * steps);

/**
 * Endings by which the stems of one word family differ ("leak" / "leakag", "electr" / "electric"):
 * a word's own ending, never a word of its own run on ("back" is not "backup").
 */
const FAMILY_ENDINGS = new Set([
  'e',
  'i',
  'y',
  'ag',
  'al',
  'an',
  'ar',
  'er',
  'or',
  'ic',
  'ie',
  'iz',
  'is',
  'ion',
  'ian',
  'ist',
  'ant',
  'ent',
  'ous',
]);

/** A clause term equals a reached term, or one is the other with a family ending ("leak" / "leakag"). */
function sameTerm(a: string, b: string): boolean {
  if (a === b) return true;
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  return short.length >= 4 && long.startsWith(short) && FAMILY_ENDINGS.has(long.slice(short.length));
}

const MIN_WORD = 3;

/** The question's reaches: its words, its two-word phrases, and their expansions. */
export function questionReach(asked: string): Reach[] {
  const question = withoutPolicyKind(asked);
  const reaches: Reach[] = [];
  const add = (terms: string[], said: string, strength: number) => {
    const specific = terms.filter(isSpecificTerm);
    if (specific.length > 0 && specific.length === terms.length) reaches.push({ terms, said, strength });
  };
  // Words naming the document ("insurance", "policy", "coverage") say nothing of the loss: WordNet
  // would take "insurance" to "protection" and meet a "fire protective sprinkler system".
  const naming = (word: string) => tokenize(word).every((term) => META_TERMS.has(term));
  for (const { word, term } of tokens(question)) if (!META_TERMS.has(term)) add([term], word, 1);
  for (const concept of analyzeQuestion(question).concepts)
    for (const expansion of concept.expansions)
      if (expansion.source === 'thesaurus') add(expansion.terms, concept.word, THESAURUS_STRENGTH);
  const all = words(question);
  const phrases = all.slice(0, -1).map((word, index) => `${word} ${all[index + 1]}`);
  const candidates = [...all.filter((word) => word.length >= MIN_WORD && /^[a-z]+$/.test(word)), ...phrases];
  for (const said of new Set(candidates.filter((word) => !naming(word)))) {
    for (const { lemma, steps } of wordNetClosure(said)) add(tokenize(lemma), said, stepStrength(steps));
  }
  return reaches;
}

/** The part's words the question reaches, each by its strongest reach. */
export function meetings(part: ClausePart, reaches: readonly Reach[]): Meeting[] {
  const best = new Map<string, Meeting>();
  const terms = [...part.terms];
  for (const reach of reaches) {
    const met = reach.terms.map((wanted) => terms.find((term) => sameTerm(term, wanted)));
    if (met.some((term) => term === undefined)) continue;
    for (const term of met as string[]) {
      const known = best.get(term);
      // The stronger reach speaks for the term; of two as strong, the longer phrase ("washing machine" over "washing").
      const better =
        !known || known.strength < reach.strength || (known.strength === reach.strength && known.said.length < reach.said.length);
      if (better) best.set(term, { said: reach.said, term, word: part.wordOf.get(term) ?? term, strength: reach.strength });
    }
  }
  return [...best.values()];
}

/** How strongly the question speaks of a part: its best meetings, summed. */
export const strengthOf = (found: readonly Meeting[]) => found.reduce((sum, meeting) => sum + meeting.strength, 0);
