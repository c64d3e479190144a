import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { containerBootstrap } from '@nlpjs/core';
import { LangEn } from '@nlpjs/lang-en-min';
import { NluNeural } from '@nlpjs/nlu';
import { augment, hash32 } from './corpus/augment';
import { asTheClassifierReadsIt, CLASSIFIER_VIEW, type ClassifierView } from './glossed-reading';
import { isJob, JOBS, type Job } from './jobs';
import { FOLDS, normalizeForClassifier } from './normalize';
import { PhraseBayes } from './phrase-bayes';
import { splitPastedEmail } from './pasted-email';

export interface Example {
  utterance: string;
  job: Job;
}

/** Where a training utterance comes from: the team, a harvested data set, or a copy of one of those. */
export type HarvestedSource = 'insuranceqa' | 'clinc';
/** The team's French and Spanish utterances, written as Québec and US Spanish-speaking policyholders write. */
type TranslatedSource = 'team-fr' | 'team-es';
export type OriginalSource = 'team' | TranslatedSource | HarvestedSource;
export type Source = OriginalSource | `augmented:${OriginalSource}`;

/** A training utterance with its source, and the id of the original it was made from (itself, unless augmented). */
export interface SourcedExample extends Example {
  source: Source;
  /** The original's id; a run-on made of two originals names both, joined by '+'. */
  origin: string;
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

/** The team's utterances, `Record<job, string[]>`. */
const TEAM_URL = new URL('./corpus/team.json', import.meta.url);
/** The same jobs asked in French and in Spanish, `Record<job, string[]>` like team.json. */
const OTHER_LANGUAGE_URLS: Record<TranslatedSource, URL> = {
  'team-fr': new URL('./corpus/team-fr.json', import.meta.url),
  'team-es': new URL('./corpus/team-es.json', import.meta.url),
};
/** Utterances written by people outside the team, labelled (scripts/harvest-corpus.ts, corpus/SOURCES.md). */
const HARVESTED_URL = new URL('./corpus/harvested.json', import.meta.url);
/**
 * An utterance as the chat shows it to the classifier: with an e-mail pasted, only the user's words
 * around it (understand.ts reads the e-mail apart). Learnt whole, the e-mails taught the classifier
 * that a long message is a reply to an e-mail: 42 of the corpus's 53 utterances of 40 words or more
 * were e-mail replies, and a long story told with no e-mail in it came out `email_reply` at 1.00.
 * Empty when the e-mail is all there is: nothing of it reaches the classifier.
 */
function ownWordsOf(utterance: string): string {
  const { instruction, email, form } = splitPastedEmail(utterance);
  return email && form === 'e-mail' ? instruction : utterance;
}

/**
 * The corpus's original utterances as the classifier meets them in the chat: the user's words
 * around a pasted e-mail, a French or Spanish one through its gloss (glossed-reading.ts), so that
 * `view` is what cross-validation compares.
 */
function originals(view: ClassifierView, withTranslated: boolean): (SourcedExample & { source: OriginalSource })[] {
  const team = JSON.parse(readFileSync(TEAM_URL, 'utf8')) as Record<string, string[]>;
  const harvested = JSON.parse(readFileSync(HARVESTED_URL, 'utf8')) as {
    source: HarvestedSource;
    id: string;
    job: string;
    utterance: string;
  }[];
  const examples: (SourcedExample & { source: OriginalSource })[] = [];
  for (const [label, utterances] of Object.entries(team)) {
    if (!isJob(label)) throw new Error(`corpus/team.json: '${label}' is not one of the assistant's jobs`);
    utterances.forEach((utterance, index) =>
      examples.push({ utterance: ownWordsOf(utterance), job: label, source: 'team', origin: `team:${label}:${index}` }),
    );
  }
  for (const [source, url] of withTranslated ? (Object.entries(OTHER_LANGUAGE_URLS) as [TranslatedSource, URL][]) : []) {
    const translated = JSON.parse(readFileSync(url, 'utf8')) as Record<string, string[]>;
    for (const [label, utterances] of Object.entries(translated)) {
      if (!isJob(label)) throw new Error(`corpus/${source}.json: '${label}' is not one of the assistant's jobs`);
      utterances.forEach((utterance, index) =>
        examples.push({
          utterance: asTheClassifierReadsIt(ownWordsOf(utterance), view),
          job: label,
          source,
          origin: `${source}:${label}:${index}`,
        }),
      );
    }
  }
  for (const { source, id, job, utterance } of harvested) {
    if (!isJob(job)) throw new Error(`corpus/harvested.json: '${job}' (${id}) is not one of the assistant's jobs`);
    examples.push({ utterance: ownWordsOf(utterance), job, source, origin: id });
  }
  return examples.filter((example) => example.utterance.trim() !== '');
}

/**
 * The labelled utterances the classifier learns from, read from the corpus the project keeps as
 * data: the team's, the harvested ones, and one augmented copy of each (corpus/augment.ts).
 * The French and Spanish utterances, read through their glosses, are learnt by the model for
 * glossed messages only (`withTranslated`, saved-models.ts): learnt by the English model too, they
 * cost the English held-out set 2.2 points and the pairs 2.2 (decision 32).
 */
export function trainingExamples(view: ClassifierView = CLASSIFIER_VIEW, withTranslated = false): SourcedExample[] {
  const base = originals(view, withTranslated);
  const examples: SourcedExample[] = [...base, ...augment(base)];
  const missing = JOBS.filter((job) => !examples.some((example) => example.job === job && example.source === 'team'));
  if (missing.length > 0) throw new Error(`corpus/team.json has no examples for ${missing.join(', ')}`);
  return examples;
}

/** What the saved model holds; a change of shape changes the corpus hash, so an old file is retrained, never misread. */
const MODEL_FORMAT = 'gate+neural-ensemble-of-5+phrase-bayes/2';

/**
 * Networks per question, each trained on the corpus in another order. NLP.js trains its network
 * one utterance at a time, so the order it reads them in moves the model: retrained on the same
 * corpus reversed, one network moved the development score by 1.4 points and single jobs by up to
 * 20, so a corpus change could not be told from a reshuffle. The members' mean moves far less.
 */
const ENSEMBLE = 5;

/** Changes whenever an utterance, a label or the folding changes. */
export function corpusHash(examples: readonly Example[]): string {
  return createHash('sha256')
    .update(JSON.stringify([MODEL_FORMAT, examples, FOLDS.map(([pattern, replacement]) => `${String(pattern)}→${replacement}`)]))
    .digest('hex');
}

/** The gate's two answers: a message about the claim, or something else entirely. */
const ABOUT_THE_CLAIM = 'about_the_claim';
const OFF_TOPIC = 'off_topic' satisfies Job;
/** The naive Bayes's share of the vote, from the CV sweep (0.5: 92.5% top-1; 0.8: 90.0%; alone: 88.4%). */
const PHRASE_WEIGHT = 0.5;

type GateLabel = typeof OFF_TOPIC | typeof ABOUT_THE_CLAIM;

/** The gate's naive Bayes: the same two answers as its network, from word pairs as well as words. */
const gateBayes = (examples: readonly Example[]) =>
  PhraseBayes.train<GateLabel>(examples.map(({ utterance, job }) => ({ utterance, job: job === OFF_TOPIC ? OFF_TOPIC : ABOUT_THE_CLAIM })));

function emptyNetwork(): NluNeural {
  const container = containerBootstrap();
  container.use(LangEn);
  return new NluNeural({ locale: 'en', container, log: false });
}

/**
 * The corpus in the k-th member's order: sorted by a hash of each utterance with the member's
 * number, so the order comes from the words and not from where they sit in the files; an edit
 * moves only the utterances it touches.
 */
const inOrderOf = <T extends { utterance: string }>(items: readonly T[], member: number): T[] =>
  items
    .map((item) => ({ item, key: hash32(`${member}\n${item.utterance}`) }))
    .sort((a, b) => a.key - b.key || (a.item.utterance < b.item.utterance ? -1 : 1))
    .map(({ item }) => item);

/** A network's several members, whose scores are averaged. */
class Ensemble {
  constructor(private readonly members: readonly NluNeural[]) {}

  static async train(examples: readonly { utterance: string; intent: string }[]): Promise<Ensemble> {
    const normalized = examples.map(({ utterance, intent }) => ({ utterance: normalizeForClassifier(utterance), intent }));
    const members: NluNeural[] = [];
    for (let member = 0; member < ENSEMBLE; member += 1) {
      const network = emptyNetwork();
      await network.train(inOrderOf(normalized, member));
      members.push(network);
    }
    return new Ensemble(members);
  }

  static fromJSON(json: unknown): Ensemble {
    return new Ensemble(
      (json as unknown[]).map((member) => {
        const network = emptyNetwork();
        network.fromJSON(member);
        return network;
      }),
    );
  }

  toJSON(): unknown {
    return this.members.map((member) => member.toJSON());
  }

  /** Each intent's mean score over the members, best first. */
  async process(normalized: string): Promise<{ intent: string; score: number }[]> {
    const sums = new Map<string, number>();
    for (const member of this.members)
      for (const { intent, score } of (await member.process(normalized)).classifications)
        sums.set(intent, (sums.get(intent) ?? 0) + score / this.members.length);
    return [...sums].map(([intent, score]) => ({ intent, score })).sort((a, b) => b.score - a.score);
  }
}

/**
 * Two questions, each answered by two models that vote. The gate says whether a message is about
 * the claim at all (trained as one class among twenty, "off-topic" swallowed every short generic
 * question); NLP.js's network and a naive Bayes over word pairs average their scores (out of fold,
 * the network alone turned away 2.8% of claim messages, the pair 1.4%). For the claim's jobs, the
 * same two kinds of model vote with equal weight. Every job is ranked, even for a question about
 * the weather, so callers decide with a threshold and a margin.
 */
export class IntentClassifier {
  private constructor(
    private readonly gate: Ensemble,
    private readonly network: Ensemble,
    private readonly phrases: PhraseBayes<Job>,
    private readonly gatePhrases: PhraseBayes<GateLabel>,
  ) {}

  static async train(examples: readonly Example[]): Promise<IntentClassifier> {
    const claimJobs = examples.filter((example) => example.job !== OFF_TOPIC);
    const gate = await Ensemble.train(
      examples.map(({ utterance, job }) => ({ utterance, intent: job === OFF_TOPIC ? OFF_TOPIC : ABOUT_THE_CLAIM })),
    );
    const network = await Ensemble.train(claimJobs.map(({ utterance, job }) => ({ utterance, intent: job })));
    return new IntentClassifier(gate, network, PhraseBayes.train(claimJobs), gateBayes(examples));
  }

  /** The saved networks; the naive Bayes is retrained from the same examples, which takes milliseconds. */
  static fromJSON(model: unknown, examples: readonly Example[]): IntentClassifier {
    const { gate, network } = model as { gate: unknown; network: unknown };
    return new IntentClassifier(
      Ensemble.fromJSON(gate),
      Ensemble.fromJSON(network),
      PhraseBayes.train(examples.filter((example) => example.job !== OFF_TOPIC)),
      gateBayes(examples),
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
    const network = gate.find((entry) => entry.intent === OFF_TOPIC)?.score ?? 0;
    const bayes = this.gatePhrases.rank(text).find((entry) => entry.job === OFF_TOPIC)?.score;
    // The network sees single stems and is sure of itself on one word seen in general requests
    // ("court", "worth"); the naive Bayes weighs word pairs too. Each has half the say.
    const offTopic = bayes === undefined ? network : (network + bayes) / 2;
    const neural = (await this.network.process(normalized)).filter((entry) => isJob(entry.intent) && entry.score > 0);
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
    const ranked: RankedJob[] = [
      ...jobs.map(({ job, score }) => ({ job, score: score * (1 - offTopic) })),
      { job: OFF_TOPIC, score: offTopic },
    ];
    return ranked.filter((entry) => entry.score > 0).sort((a, b) => b.score - a.score);
  }
}
