import { BROAD_CLASSES } from './broad-classes';
import { baseForms } from './wordnet-closure';
import { sensesOf, synsetAt, type PartOfSpeech } from './wordnet-files';

export interface WordNetExpansions {
  /** Other lemmas of the word's commonest sense ("vet" → "veterinarian"). */
  synonyms: string[];
  /** Lemmas of that sense's direct hypernyms ("necklace" → "jewelry"). */
  hypernyms: string[];
}

// Hypernyms so general they would match half a policy ("ring" → "object"), and words a policy uses
// everywhere ("covering" would meet "cover"). A WordNet lemma equal to one of these is dropped.
const TOO_GENERAL = new Set([
  ...BROAD_CLASSES,
  // Besides the broad classes: a few more people-and-goods classes, and words a policy uses everywhere.
  'mortal',
  'soul',
  'asset',
  'commodity',
  'goods',
  'insurance',
  'policy',
  'loss',
  'damage',
  'claim',
  'payment',
  'pay',
  'instance',
  'example',
  'locomote',
]);

const isUseful = (lemma: string, word: string) =>
  lemma !== word && !TOO_GENERAL.has(lemma) && !/\d/.test(lemma) && lemma.split(' ').length <= 3;

/** The word's commonest sense in WordNet: as a noun when it is one, else as a verb. */
function commonestSense(word: string): { pos: PartOfSpeech; offset: number } | null {
  for (const pos of ['noun', 'verb'] as const) {
    for (const form of baseForms(word)) {
      const [offset] = sensesOf(form, pos);
      if (offset !== undefined) return { pos, offset };
    }
  }
  return null;
}

function lookUp(word: string): WordNetExpansions {
  const sense = commonestSense(word);
  if (!sense) return { synonyms: [], hypernyms: [] };
  // Only the commonest sense: "ring" the jewel, not the boxing ring or the gang; a wrong sense at
  // low weight costs less than many senses diluting every question.
  const synset = synsetAt(sense.pos, sense.offset);
  const hypernyms = synset.hypernyms
    .filter((pointer): pointer is { pos: PartOfSpeech; offset: number } => pointer.pos === 'noun' || pointer.pos === 'verb')
    .flatMap((pointer) => synsetAt(pointer.pos, pointer.offset).lemmas);
  return {
    synonyms: [...new Set(synset.lemmas.filter((lemma) => isUseful(lemma, word)))],
    hypernyms: [...new Set(hypernyms.filter((lemma) => isUseful(lemma, word)))],
  };
}

const MAX_CACHED = 10_000;
const cache = new Map<string, WordNetExpansions>();

/** Synonyms and direct hypernyms of a lower-case word, from its commonest WordNet sense. */
export function wordNetExpansions(word: string): WordNetExpansions {
  let found = cache.get(word);
  if (!found) {
    if (cache.size >= MAX_CACHED) cache.clear();
    found = lookUp(word);
    cache.set(word, found);
  }
  return found;
}
