import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { containerBootstrap } from '@nlpjs/core';
import { LangEn } from '@nlpjs/lang-en-min';
import { NluNeural } from '@nlpjs/nlu';
import { isJob, JOBS, type Job } from './jobs';
import { FOLDS, normalizeForClassifier } from './normalize';
import { PhraseBayes } from './phrase-bayes';

export interface Example {
  utterance: string;
  job: Job;
}

export interface RankedJob {
  job: Job;
  score: number;
}

export interface Classification {
  /** 0 to 1: how sure the gate is that the message is not about the claim at all. */
  offTopic: number;
  /** The claim's jobs, best first, scores summing to 1. */
  jobs: RankedJob[];
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

/** What the saved model holds; a change of shape changes the corpus hash, so an old file is retrained, never misread. */
const MODEL_FORMAT = 'gate+neural+phrase-bayes/1';

/** Changes whenever an utterance, a label or the folding changes. */
export function corpusHash(examples: readonly Example[]): string {
  return createHash('sha256')
    .update(JSON.stringify([MODEL_FORMAT, examples, FOLDS.map(([pattern, replacement]) => `${String(pattern)}→${replacement}`)]))
    .digest('hex');
}

/** The gate's two answers: a message about the claim, or something else entirely. */
const ABOUT_THE_CLAIM = 'about_the_claim';
const OFF_TOPIC: Job = 'off_topic';
/** The naive Bayes's share of the vote, from the CV sweep (0.5: 92.5% top-1; 0.8: 90.0%; alone: 88.4%). */
const PHRASE_WEIGHT = 0.5;

function emptyNetwork(): NluNeural {
  const container = containerBootstrap();
  container.use(LangEn);
  return new NluNeural({ locale: 'en', container, log: false });
}

async function trainNetwork(examples: readonly { utterance: string; intent: string }[]): Promise<NluNeural> {
  const network = emptyNetwork();
  await network.train(examples.map(({ utterance, intent }) => ({ utterance: normalizeForClassifier(utterance), intent })));
  return network;
}

function networkFrom(json: unknown): NluNeural {
  const network = emptyNetwork();
  network.fromJSON(json);
  return network;
}

/**
 * Three models, each with one job. A gate (NLP.js's network, two classes) says whether a message
 * is about the claim at all; trained as one class among twenty, "off-topic" swallowed every short
 * generic question. For the claim's jobs, NLP.js's network over single stems and a naive Bayes
 * over stem pairs vote with equal weight (5-fold cross-validation: 89% and 88% alone, 93% together).
 * Every job is ranked, even for a question about the weather, so callers decide with a threshold and a margin.
 */
export class IntentClassifier {
  private constructor(
    private readonly gate: NluNeural,
    private readonly network: NluNeural,
    private readonly phrases: PhraseBayes,
  ) {}

  static async train(examples: readonly Example[]): Promise<IntentClassifier> {
    const claimJobs = examples.filter((example) => example.job !== OFF_TOPIC);
    const gate = await trainNetwork(
      examples.map(({ utterance, job }) => ({ utterance, intent: job === OFF_TOPIC ? OFF_TOPIC : ABOUT_THE_CLAIM })),
    );
    const network = await trainNetwork(claimJobs.map(({ utterance, job }) => ({ utterance, intent: job })));
    return new IntentClassifier(gate, network, PhraseBayes.train(claimJobs));
  }

  /** The saved networks; the naive Bayes is retrained from the same examples, which takes milliseconds. */
  static fromJSON(model: unknown, examples: readonly Example[]): IntentClassifier {
    const { gate, network } = model as { gate: unknown; network: unknown };
    return new IntentClassifier(
      networkFrom(gate),
      networkFrom(network),
      PhraseBayes.train(examples.filter((example) => example.job !== OFF_TOPIC)),
    );
  }

  toJSON(): unknown {
    return { gate: this.gate.toJSON(), network: this.network.toJSON() };
  }

  /**
   * The gate's belief that the message is off-topic, and the claim's jobs ranked on their own
   * (scores sum to 1, best first; empty when no word was ever seen). Kept apart, so a message the
   * gate is sure about still says which job it would be, for a caller who knows better.
   */
  async classify(text: string): Promise<Classification> {
    const normalized = normalizeForClassifier(text);
    const gate = await this.gate.process(normalized);
    const offTopic = gate.classifications.find((entry) => entry.intent === OFF_TOPIC)?.score ?? 0;
    const neural = (await this.network.process(normalized)).classifications.filter((entry) => isJob(entry.intent) && entry.score > 0);
    const phrases = this.phrases.rank(text);
    const phraseWeight = neural.length === 0 ? 1 : phrases.length === 0 ? 0 : PHRASE_WEIGHT;
    const votes = new Map<Job, number>();
    for (const entry of neural) votes.set(entry.intent as Job, entry.score * (1 - phraseWeight));
    for (const entry of phrases) votes.set(entry.job, (votes.get(entry.job) ?? 0) + entry.score * phraseWeight);
    const jobs = [...votes].map(([job, score]) => ({ job, score })).filter((entry) => entry.score > 0);
    return { offTopic, jobs: jobs.sort((a, b) => b.score - a.score) };
  }

  /** One ranking with off-topic among the jobs, which share what the gate leaves them (for cross-validation). */
  async rank(text: string): Promise<RankedJob[]> {
    const { offTopic, jobs } = await this.classify(text);
    const ranked = [...jobs.map(({ job, score }) => ({ job, score: score * (1 - offTopic) })), { job: OFF_TOPIC, score: offTopic }];
    return ranked.filter((entry) => entry.score > 0).sort((a, b) => b.score - a.score);
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
    if (saved?.corpusHash === corpusHash(examples)) return IntentClassifier.fromJSON(saved.model, examples);
    return IntentClassifier.train(examples);
  })();
  return shared;
}
