// Augmented copies of the corpus: how a hurried thumb writes what the corpus says carefully.
// Deterministic (seeded), so the corpus hash, and with it the saved model, only changes with the data.
import type { Job } from '../jobs';

export interface Original<S extends string = string> {
  utterance: string;
  job: Job;
  /** Where the utterance comes from: 'team', 'insuranceqa', 'clinc'; for a copy, 'augmented:' and the original's. */
  source: S;
  /** The utterance's own id; its copies carry it, so cross-validation keeps them in one fold. */
  origin: string;
}

/** Mulberry32: a small seeded generator, the same numbers on every machine. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SEED = 20261120;

/** FNV-1a: a 32-bit hash of a string, the same on every machine. */
export function hash32(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * Each original's own random numbers, from its words: editing, adding or moving one utterance
 * changes that utterance's copy only. (One stream for the whole corpus re-drew every copy after
 * an edit, and the retrained classifier moved by more than the edit did.)
 */
const randomFor = (original: Original) => seededRandom(SEED ^ hash32(`${original.source}\n${original.utterance}`));

/** Keys that touch on a QWERTY keyboard, for slips of the finger. */
const NEIGHBOURS: Record<string, string> = {
  a: 'qwsz',
  b: 'vghn',
  c: 'xdfv',
  d: 'serfcx',
  e: 'wsdr',
  f: 'drtgvc',
  g: 'ftyhbv',
  h: 'gyujnb',
  i: 'ujko',
  j: 'huikmn',
  k: 'jiolm',
  l: 'kop',
  m: 'njk',
  n: 'bhjm',
  o: 'iklp',
  p: 'ol',
  q: 'wa',
  r: 'edft',
  s: 'awedxz',
  t: 'rfgy',
  u: 'yhji',
  v: 'cfgb',
  w: 'qase',
  x: 'zsdc',
  y: 'tghu',
  z: 'asx',
};

const pick = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

/** One slip in a word of four letters or more: a neighbouring key, two letters swapped, or a letter dropped. */
function typo(word: string, random: () => number): string {
  const at = 1 + Math.floor(random() * (word.length - 2));
  const letter = word[at]!.toLowerCase();
  const kind = random();
  if (kind < 0.4 && NEIGHBOURS[letter]) return word.slice(0, at) + pick(random, [...NEIGHBOURS[letter]]) + word.slice(at + 1);
  if (kind < 0.7) return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
  return word.slice(0, at) + word.slice(at + 1);
}

/** One or two typos in the longer plain words; numbers, amounts and short words are left alone. */
function withTypos(text: string, random: () => number): string {
  const words = text.split(' ');
  const candidates = words.map((word, index) => (/^[A-Za-z]{4,}$/.test(word) ? index : -1)).filter((index) => index >= 0);
  const count = Math.min(candidates.length, random() < 0.6 ? 1 : 2);
  for (let slip = 0; slip < count; slip += 1) {
    const index = pick(random, candidates);
    words[index] = typo(words[index]!, random);
  }
  return words.join(' ');
}

const withoutPunctuation = (text: string) =>
  text
    .replace(/[.,!?;:"()[\]]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** The casing and punctuation people drop in a chat box, on top of a typo or two. */
function sloppy(text: string, random: () => number): string {
  let result = random() < 0.75 ? withTypos(text, random) : text;
  const casing = random();
  if (casing < 0.45) result = result.toLowerCase();
  else if (casing < 0.55) result = result.toUpperCase();
  if (random() < 0.6) result = withoutPunctuation(result);
  return result;
}

/** A sentence at most this long (in words) may be run on into another. */
const RUN_ON_WORDS = 14;

/**
 * One copy per original, so the copies never outweigh the data: a sloppy copy (typos, casing, no
 * punctuation), or for about one short utterance in ten, two utterances of the same job and
 * source run together without punctuation (one copy for the pair, whose origin names both).
 */
export function augment<S extends string>(originals: readonly Original<S>[]): Original<`augmented:${S}`>[] {
  const copies: Original<`augmented:${S}`>[] = [];
  const runOnPartner = new Map<string, Original<S>>();
  for (const original of originals) {
    const random = randomFor(original);
    const waiting = runOnPartner.get(`${original.source}/${original.job}`);
    const short = original.utterance.split(/\s+/).length <= RUN_ON_WORDS && !original.utterance.includes('\n');
    if (short && random() < 0.1) {
      if (!waiting) {
        runOnPartner.set(`${original.source}/${original.job}`, original);
        continue;
      }
      runOnPartner.delete(`${original.source}/${original.job}`);
      copies.push({
        utterance: withoutPunctuation(`${waiting.utterance} ${original.utterance}`).toLowerCase(),
        job: original.job,
        source: `augmented:${original.source}`,
        origin: `${waiting.origin}+${original.origin}`,
      });
      continue;
    }
    copies.push({
      utterance: sloppy(original.utterance, random),
      job: original.job,
      source: `augmented:${original.source}`,
      origin: original.origin,
    });
  }
  // An utterance left waiting for a partner gets a sloppy copy like the others.
  for (const waiting of runOnPartner.values()) {
    copies.push({
      utterance: sloppy(waiting.utterance, randomFor(waiting)),
      job: waiting.job,
      source: `augmented:${waiting.source}`,
      origin: waiting.origin,
    });
  }
  return copies.filter((copy) => copy.utterance.trim().length > 0);
}
