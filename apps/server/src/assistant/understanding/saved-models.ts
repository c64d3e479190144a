import { existsSync, readFileSync } from 'node:fs';
import { corpusHash, IntentClassifier, trainingExamples, type SourcedExample } from './classifier';
import { CLASSIFIER_VIEW } from './glossed-reading';
import type { Classifiers } from './mentions-records';

/**
 * The two models a message is read with: English messages by the model of the English corpus, a
 * French or Spanish message's gloss by a model that has learnt the team's French and Spanish
 * utterances too, as the chat shows them to it. One model for both made each language pay for the
 * other (decisions 32 and 33).
 */
export type Reading = 'english' | 'glossed';

/** Each model's networks, written by `npm run train:intents` and kept beside the corpus. */
export const MODEL_FILES: Record<Reading, URL> = {
  english: new URL('./corpus/model.json', import.meta.url),
  glossed: new URL('./corpus/model-glossed.json', import.meta.url),
};

export interface SavedModel {
  /** The corpus and the text folding it was trained on: a model for other data is never loaded. */
  corpusHash: string;
  model: unknown;
}

/** What a model learns from; the glossed one's French and Spanish utterances read as the chat reads them. */
export const examplesFor = (reading: Reading): SourcedExample[] => trainingExamples(CLASSIFIER_VIEW, reading === 'glossed');

export function readSavedModel(reading: Reading): SavedModel | null {
  const file = MODEL_FILES[reading];
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as SavedModel) : null;
}

const loaded = new Map<Reading, Promise<IntentClassifier>>();

/**
 * A model, once per process: the saved networks when they were trained on this very corpus (the
 * glossary included, for the glossed model), else trained now (a minute or more).
 */
function loadModel(reading: Reading): Promise<IntentClassifier> {
  const model =
    loaded.get(reading) ??
    (async () => {
      const examples = examplesFor(reading);
      const saved = readSavedModel(reading);
      if (saved?.corpusHash === corpusHash(examples)) return IntentClassifier.fromJSON(saved.model, examples);
      return IntentClassifier.train(examples);
    })();
  loaded.set(reading, model);
  return model;
}

/** Read through the glossed model, loaded at its first message: English-only callers never pay for it. */
const glossed: Classifiers['glossed'] = { classify: async (text) => (await loadModel('glossed')).classify(text) };

/** What understand() reads messages with: the English model, loaded, and the glossed one, on first use. */
export async function loadClassifiers(): Promise<Classifiers> {
  return { english: await loadModel('english'), glossed };
}

/**
 * Loads the glossed model (about a second) once the caller's own work is done, so that the first
 * French or Spanish message does not wait for it. A model that cannot load fails that message, as a
 * chat error, rather than a server already answering English.
 */
export function warmUpGlossedModel(): void {
  setImmediate(() => {
    loadModel('glossed').catch(() => undefined);
  }).unref();
}
