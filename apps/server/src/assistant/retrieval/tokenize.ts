// Words for BM25: lower-cased, accents and Canadian spellings folded, common words dropped, and
// each word stemmed (Snowball English, from NLP.js), so that "covers", "covered" and "covering"
// meet "cover". The same functions read passages and questions.
import { foldSpelling } from './spelling';
import { porterStem } from './stemmer';
import { STOPWORDS } from './stopwords';

/** A word of the text as written (folded) and the term it is indexed under. */
export interface Token {
  word: string;
  term: string;
}

// Compounds written three ways ("backup", "back-up", "backs up"), joined so each meets the others.
const COMPOUNDS: readonly [RegExp, string][] = [
  [/\bback(?:s|ed|ing)?[\s-]+ups?\b/g, 'backup'],
  [/\bsub-limit/g, 'sublimit'],
  [/\bnon-renew/g, 'nonrenew'],
  [/\bclean-up\b/g, 'cleanup'],
  [/\bwind-storm/g, 'windstorm'],
  [/\bhail-storm/g, 'hailstorm'],
];

/** The text's words, lower-case, without accents, in US spelling, in order. */
export function words(text: string): string[] {
  let flat = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    // "dog's" is about a dog: the possessive is dropped, not left as a stray "s".
    .replace(/'s\b/g, '');
  for (const [pattern, joined] of COMPOUNDS) flat = flat.replace(pattern, joined);
  return flat
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map(foldSpelling);
}

/** The term a word is indexed under. Numbers and very short words are kept as written. */
export function stem(word: string): string {
  if (word.length <= 2 || /\d/.test(word)) return word;
  return porterStem(word);
}

/** The text's indexed words with the words they came from, stopwords left out. */
export function tokens(text: string): Token[] {
  const result: Token[] = [];
  for (const word of words(text)) {
    if (word.length < 2 || STOPWORDS.has(word)) continue;
    result.push({ word, term: stem(word) });
  }
  return result;
}

export function tokenize(text: string): string[] {
  return tokens(text).map((token) => token.term);
}
