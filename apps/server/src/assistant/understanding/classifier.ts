import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { containerBootstrap } from '@nlpjs/core';
import { LangEn } from '@nlpjs/lang-en-min';
import { NluNeural } from '@nlpjs/nlu';
import { isJob, JOBS, type Job } from './jobs';
import { FOLDS, normalizeForClassifier } from './normalize';

export interface Example {
  utterance: string;
  job: Job;
}

export interface RankedJob {
  job: Job;
  score: number;
}

const CORPUS_URL = new URL('./corpus/en.json', import.meta.url);
/** The network trained on the corpus, written by `npm run train:intents` and kept beside it. */
export const MODEL_URL = new URL('./corpus/en.model.json', import.meta.url);

export interface SavedModel {
  /** The corpus and the text folding it was trained on: a model for other data is never loaded. */
  corpusHash: string;
  model: unknown;
}

/** The labelled utterances the classifier learns from, read from the corpus the project keeps as data. */
export function trainingExamples(): Example[] {
  const corpus = JSON.parse(readFileSync(CORPUS_URL, 'utf8')) as Record<string, string[]>;
  const examples: Example[] = [];
  for (const [label, utterances] of Object.entries(corpus)) {
    if (!isJob(label)) throw new Error(`corpus/en.json: '${label}' is not one of the assistant's jobs`);
    for (const utterance of utterances) examples.push({ utterance, job: label });
  }
  const missing = JOBS.filter((job) => !examples.some((example) => example.job === job));
  if (missing.length > 0) throw new Error(`corpus/en.json has no examples for ${missing.join(', ')}`);
  return examples;
}

/** Changes whenever an utterance, a label or the folding changes. */
export function corpusHash(examples: readonly Example[]): string {
  return createHash('sha256')
    .update(JSON.stringify([examples, FOLDS.map(([pattern, replacement]) => `${String(pattern)}→${replacement}`)]))
    .digest('hex');
}

/**
 * NLP.js's neural intent classifier over English stems. It always ranks every job it knows,
 * even for a question about the weather, so callers decide with a threshold and a margin.
 */
export class IntentClassifier {
  private constructor(private readonly nlu: NluNeural) {}

  private static empty(): NluNeural {
    const container = containerBootstrap();
    container.use(LangEn);
    return new NluNeural({ locale: 'en', container, log: false });
  }

  static async train(examples: readonly Example[]): Promise<IntentClassifier> {
    const nlu = IntentClassifier.empty();
    await nlu.train(examples.map(({ utterance, job }) => ({ utterance: normalizeForClassifier(utterance), intent: job })));
    return new IntentClassifier(nlu);
  }

  static fromJSON(model: unknown): IntentClassifier {
    const nlu = IntentClassifier.empty();
    nlu.fromJSON(model);
    return new IntentClassifier(nlu);
  }

  toJSON(): unknown {
    return this.nlu.toJSON();
  }

  /** Every job with its score, best first; empty when no word of the text was ever seen in training. */
  async rank(text: string): Promise<RankedJob[]> {
    const result = await this.nlu.process(normalizeForClassifier(text));
    return result.classifications
      .filter((entry) => isJob(entry.intent) && entry.score > 0)
      .map((entry) => ({ job: entry.intent as Job, score: entry.score }));
  }
}

let shared: Promise<IntentClassifier> | undefined;

export function readSavedModel(): SavedModel | null {
  return existsSync(MODEL_URL) ? (JSON.parse(readFileSync(MODEL_URL, 'utf8')) as SavedModel) : null;
}

/**
 * The classifier for the project's corpus, once per process: the saved network when it was
 * trained on this very corpus (about 20 ms), else trained now (a few seconds).
 */
export function loadIntentClassifier(): Promise<IntentClassifier> {
  shared ??= (async () => {
    const examples = trainingExamples();
    const saved = readSavedModel();
    if (saved?.corpusHash === corpusHash(examples)) return IntentClassifier.fromJSON(saved.model);
    return IntentClassifier.train(examples);
  })();
  return shared;
}
