import { STOPWORDS } from './stopwords';
import { THESAURUS } from './thesaurus';
import { stem, tokenize, words } from './tokenize';

// Spoken phrases are matched word by word, small words included ("stolen from my car" is not
// "stolen car"), with only articles and possessives skipped ("stolen from car" matches "stolen
// from my car"). Each word is compared by its stem, so "broke into" matches "broken into".

/** Policy wording to look for: a passage matches when it holds every term, side by side. */
export interface PolicyPhrase {
  terms: string[];
}

interface CompiledEntry {
  /** What the person says, as phrase keys in order. */
  say: string[];
  policy: PolicyPhrase[];
}

const SKIPPED = new Set([
  'a',
  'an',
  'the',
  'my',
  'your',
  'our',
  'his',
  'her',
  'their',
  'its',
  'this',
  'that',
  'these',
  'those',
  'some',
  'any',
]);

/** A word as phrase matching compares it: small words as written, others by stem. */
const phraseKey = (word: string) => (STOPWORDS.has(word) ? word : stem(word));

/** The words of a text as phrase matching reads them, with their index among all its words. */
export function phraseWords(text: string): { key: string; word: string }[] {
  return words(text)
    .filter((word) => !SKIPPED.has(word))
    .map((word) => ({ key: phraseKey(word), word }));
}

/** Particles of a phrasal verb ("tear out", "clean up"): small words the index drops. */
const PARTICLES = new Set(['out', 'up', 'away', 'off', 'down']);

/**
 * A phrasal verb means something its verb alone does not: "tear out" (removal) is no "tear" (of
 * "wear and tear"). Kept only while another word of it is left to meet.
 */
const losesItsParticle = (phrase: string, terms: readonly string[]) =>
  terms.length === 1 && words(phrase).some((word) => PARTICLES.has(word));

const policyPhrases = (list: string) =>
  list
    .split(',')
    .map((phrase) => ({ phrase, terms: tokenize(phrase) }))
    .filter(({ phrase, terms }) => terms.length > 0 && !losesItsParticle(phrase, terms))
    .map(({ terms }) => terms);

const sayPhrases = (list: string) =>
  list
    .split(',')
    .map((phrase) => phraseWords(phrase).map(({ key }) => key))
    .filter((keys) => keys.length > 0);

/** Entries by the first word of what is said, for a quick scan of a question. */
let byFirstKey: Map<string, CompiledEntry[]> | undefined;

function compile(): Map<string, CompiledEntry[]> {
  const map = new Map<string, CompiledEntry[]>();
  const add = (say: string[], policy: string[][]) => {
    const own = tokenize(say.join(' ')).join(' ');
    const entry = { say, policy: policy.filter((terms) => terms.join(' ') !== own).map((terms) => ({ terms })) };
    map.set(say[0]!, [...(map.get(say[0]!) ?? []), entry]);
  };
  for (const entry of THESAURUS) {
    if ('same' in entry) {
      const group = policyPhrases(entry.same);
      for (const say of sayPhrases(entry.same)) add(say, group);
    } else {
      const policy = policyPhrases(entry.policy);
      for (const say of sayPhrases(entry.say)) add(say, policy);
    }
  }
  return map;
}

/** A thesaurus match: the positions (in the phrase words) it covers, and the policy wording it adds. */
export interface ThesaurusMatch {
  positions: number[];
  policy: PolicyPhrase[];
}

/** Every entry whose spoken phrase occurs in the question's phrase keys, word after word. */
export function thesaurusMatches(keys: readonly string[]): ThesaurusMatch[] {
  byFirstKey ??= compile();
  const matches: ThesaurusMatch[] = [];
  keys.forEach((key, start) => {
    for (const entry of byFirstKey!.get(key) ?? []) {
      if (entry.say.every((word, offset) => keys[start + offset] === word)) {
        matches.push({ positions: entry.say.map((_, offset) => start + offset), policy: entry.policy });
      }
    }
  });
  return matches;
}
