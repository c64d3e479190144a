import { BROAD_CLASSES } from './broad-classes';
import { sensesOf, synsetAt, type PartOfSpeech } from './wordnet-files';

// Every more general name WordNet gives a word, a few steps up, with how far up each is: "band"
// reaches "ring" (a synonym), then "jewelry" (one step) and "adornment" (two). Policies name the
// class ("jewelry", "household appliance", "fungi") where people name the thing ("band",
// "dishwasher", "mold"), so a clause's word is reached when it is in this closure.

export interface ReachedLemma {
  lemma: string;
  /** 0: the word's own synset (a synonym); n: n hypernym steps up. */
  steps: number;
}

/** Senses tried per part of speech: a few, since the commonest sense is often not the one meant ("band"). */
const SENSES = 3;
const MAX_STEPS = 4;

// Classes so broad that reaching one says nothing about a clause ("band" → "object").
const TOO_GENERAL = new Set([...BROAD_CLASSES, 'system', 'container']);

/** Base forms to try for an inflected word, the word itself first ("pipes" → "pipe"). */
export function baseForms(word: string): string[] {
  const forms = [word];
  if (word.endsWith('ies')) forms.push(`${word.slice(0, -3)}y`);
  if (word.endsWith('es')) forms.push(word.slice(0, -2));
  if (word.endsWith('s') && !word.endsWith('ss')) forms.push(word.slice(0, -1));
  if (word.endsWith('ed')) forms.push(word.slice(0, -2), word.slice(0, -1));
  if (word.endsWith('ing')) forms.push(word.slice(0, -3), `${word.slice(0, -3)}e`);
  return forms.filter((form) => form.length > 2);
}

function climb(pos: PartOfSpeech, offset: number, steps: number, found: Map<string, number>, seen: Set<string>): void {
  const key = `${pos}:${offset}`;
  if (seen.has(key) || steps > MAX_STEPS) return;
  seen.add(key);
  const synset = synsetAt(pos, offset);
  // A class too broad (by its head word: {firearm, piece} is not "piece") stops the climb.
  if (steps > 0 && TOO_GENERAL.has(synset.lemmas[0] ?? '')) return;
  for (const lemma of synset.lemmas) if (!found.has(lemma) || found.get(lemma)! > steps) found.set(lemma, steps);
  for (const pointer of synset.hypernyms)
    if (pointer.pos === 'noun' || pointer.pos === 'verb') climb(pointer.pos, pointer.offset, steps + 1, found, seen);
}

const MAX_CACHED = 5_000;
const cache = new Map<string, ReachedLemma[]>();

/** The lemmas above a lower-case word or phrase ("hot water"), nearest first; [] when WordNet lacks it. */
export function wordNetClosure(word: string): ReachedLemma[] {
  const cached = cache.get(word);
  if (cached) return cached;
  const found = new Map<string, number>();
  const seen = new Set<string>();
  // A word with a noun sense is read as a noun ("fire" the flames, not "fire" a gun, whose classes
  // reach "discharge"): policies name things and perils in nouns. Verbs only for a word with no noun.
  for (const pos of ['noun', 'verb'] as const) {
    const form = baseForms(word).find((candidate) => sensesOf(candidate, pos).length > 0);
    if (!form) continue;
    for (const offset of sensesOf(form, pos).slice(0, SENSES)) climb(pos, offset, 0, found, seen);
    break;
  }
  found.delete(word);
  const closure = [...found]
    .filter(([lemma]) => !TOO_GENERAL.has(lemma))
    .map(([lemma, steps]) => ({ lemma, steps }))
    .sort((a, b) => a.steps - b.steps);
  if (cache.size >= MAX_CACHED) cache.clear();
  cache.set(word, closure);
  return closure;
}
