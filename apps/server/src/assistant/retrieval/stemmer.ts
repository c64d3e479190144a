import { createRequire } from 'node:module';

// NLP.js ships the Snowball English (Porter 2) stemmer as plain JavaScript without type
// declarations; this is the one method used.
interface SnowballStemmer {
  stemWord(word: string): string;
}
type StemmerClass = new () => SnowballStemmer;

const { StemmerEn } = createRequire(import.meta.url)('@nlpjs/lang-en-min') as { StemmerEn: StemmerClass };

/**
 * Word families Porter leaves apart but a policy and a policyholder use for the same thing:
 * "seepage" and "seeping", "stolen" and "steal". Keys and values are stems.
 */
const FAMILIES = new Map<string, string>([
  ['seepag', 'seep'],
  ['leakag', 'leak'],
  ['broken', 'break'],
  ['broke', 'break'],
  ['stolen', 'steal'],
  ['stole', 'steal'],
  ['thiev', 'thief'],
  ['burglari', 'burglar'],
  ['robberi', 'robber'],
  ['rob', 'robber'],
  ['sewag', 'sewer'],
  ['frozen', 'freez'],
  ['froze', 'freez'],
  ['moldi', 'mold'],
  ['fungi', 'fungus'],
  ['fungal', 'fungus'],
  ['mildewi', 'mildew'],
  ['jewel', 'jewelri'],
  ['burnt', 'burn'],
  ['bitten', 'bite'],
  ['driven', 'drive'],
  ['drove', 'drive'],
  ['fell', 'fall'],
  ['fallen', 'fall'],
  ['vehicular', 'vehicl'],
]);

/**
 * Stems memoized: a policy repeats its vocabulary thousands of times. The memo is bounded, since
 * questions can bring any word; at the bound it starts over (NLP.js keeps its own cache per
 * instance, so that is replaced too).
 */
const MAX_MEMO = 50_000;
let stemmer = new StemmerEn();
const memo = new Map<string, string>();

export function porterStem(word: string): string {
  let stemmed = memo.get(word);
  if (stemmed !== undefined) return stemmed;
  if (memo.size >= MAX_MEMO) {
    memo.clear();
    stemmer = new StemmerEn();
  }
  const porter = stemmer.stemWord(word);
  stemmed = FAMILIES.get(porter) ?? porter;
  memo.set(word, stemmed);
  return stemmed;
}
