import { IntentClassifier, trainingExamples, type HarvestedSource, type SourcedExample } from './classifier';
import type { Job } from './jobs';
import { CONFIDENT, MARGIN } from './understand';

export interface Score {
  /** Share of held-out utterances whose best-ranked job is right. */
  accuracy: number;
  perIntent: Record<string, number>;
  /** Under the confidence threshold and margin: answered right, answered wrong, or asked to choose. */
  decided: { right: number; wrong: number; clarified: number };
  utterances: number;
}

export interface CrossValidation extends Score {
  folds: number;
  /** Accuracy on the held-out utterances of each source, augmented copies apart. */
  perSource: Record<string, number>;
}

export interface SourceTransfer extends Score {
  /** What the classifier was trained on and what it was tested on. */
  train: string;
  test: string;
  trainedOn: number;
}

const isOriginal = (example: SourcedExample) => !example.source.startsWith('augmented:');

/**
 * Groups of examples that must stay in one fold: an original with its augmented copies, and two
 * originals run together in one copy (an origin 'a+b' joins the groups of a and b).
 */
function groups(examples: readonly SourcedExample[]): SourcedExample[][] {
  const parent = new Map<string, string>();
  const find = (id: string): string => {
    let root = id;
    while (parent.has(root) && parent.get(root) !== root) root = parent.get(root)!;
    parent.set(id, root);
    return root;
  };
  for (const { origin } of examples) {
    const [first, ...others] = origin.split('+');
    if (!parent.has(first!)) parent.set(first!, first!);
    for (const other of others) {
      if (!parent.has(other)) parent.set(other, other);
      parent.set(find(other), find(first!));
    }
  }
  const byRoot = new Map<string, SourcedExample[]>();
  for (const example of examples) {
    const root = find(example.origin.split('+')[0]!);
    byRoot.set(root, [...(byRoot.get(root) ?? []), example]);
  }
  return [...byRoot.values()];
}

/** Every k-th group of each job (by its first example's job) goes to the same fold, so each fold holds every job. */
function folds(examples: readonly SourcedExample[], count: number): SourcedExample[][] {
  const byJob = new Map<Job, SourcedExample[][]>();
  for (const group of groups(examples)) byJob.set(group[0]!.job, [...(byJob.get(group[0]!.job) ?? []), group]);
  const result: SourcedExample[][] = Array.from({ length: count }, () => []);
  for (const jobGroups of byJob.values()) jobGroups.forEach((group, index) => result[index % count]!.push(...group));
  return result;
}

interface Tally {
  hits: Map<Job, { right: number; total: number }>;
  bySource: Map<string, { right: number; total: number }>;
  decided: { right: number; wrong: number; clarified: number };
}

const emptyTally = (): Tally => ({ hits: new Map(), bySource: new Map(), decided: { right: 0, wrong: 0, clarified: 0 } });

async function score(
  classifier: IntentClassifier,
  tests: readonly SourcedExample[],
  tally: Tally,
  countOriginalsOnly: boolean,
): Promise<void> {
  for (const example of tests) {
    const [best, second] = await classifier.rank(example.utterance);
    const right = best?.job === example.job;
    const source = tally.bySource.get(example.source) ?? { right: 0, total: 0 };
    source.total += 1;
    if (right) source.right += 1;
    tally.bySource.set(example.source, source);
    if (countOriginalsOnly && !isOriginal(example)) continue;
    const job = tally.hits.get(example.job) ?? { right: 0, total: 0 };
    job.total += 1;
    if (right) job.right += 1;
    tally.hits.set(example.job, job);
    const confident = best && best.score >= CONFIDENT && best.score - (second?.score ?? 0) >= MARGIN;
    if (!confident) tally.decided.clarified += 1;
    else if (right) tally.decided.right += 1;
    else tally.decided.wrong += 1;
  }
}

function summary({ hits, decided }: Tally): Score {
  const totals = [...hits.values()].reduce((sum, tally) => ({ right: sum.right + tally.right, total: sum.total + tally.total }), {
    right: 0,
    total: 0,
  });
  return {
    accuracy: totals.total === 0 ? 0 : totals.right / totals.total,
    perIntent: Object.fromEntries([...hits].map(([job, tally]) => [job, tally.right / tally.total])),
    decided,
    utterances: totals.total,
  };
}

/**
 * k-fold cross-validation of the classifier on the project's corpus: trained on k-1 folds,
 * scored on the one left out. An original and its augmented copies always share a fold; the
 * accuracy and per-job figures count original utterances (the copies are reported per source).
 * The thresholds in understand.ts are chosen from these figures.
 */
export async function crossValidate(count = 5): Promise<CrossValidation> {
  const split = folds(trainingExamples(), count);
  const tally = emptyTally();
  for (let index = 0; index < count; index += 1) {
    const classifier = await IntentClassifier.train(split.filter((_, other) => other !== index).flat());
    await score(classifier, split[index]!, tally, true);
  }
  return {
    ...summary(tally),
    folds: count,
    perSource: Object.fromEntries([...tally.bySource].map(([source, { right, total }]) => [source, right / total])),
  };
}

async function transfer(
  examples: readonly SourcedExample[],
  train: string,
  test: string,
  inTraining: (example: SourcedExample) => boolean,
  inTest: (example: SourcedExample) => boolean,
): Promise<SourceTransfer> {
  const training = examples.filter(inTraining);
  const classifier = await IntentClassifier.train(training);
  const tally = emptyTally();
  await score(classifier, examples.filter(inTest), tally, true);
  return { train, test, trainedOn: training.length, ...summary(tally) };
}

const isTranslated = (source: string) => /^(?:augmented:)?team-(?:fr|es)$/.test(source);
const isEnglishTeam = (source: string) => source === 'team' || source === 'augmented:team';

/**
 * How well what the team wrote carries over to language it did not write:
 * trained on the team's English utterances (and their augmented copies), tested on every harvested
 * utterance; then, for each harvested source, trained on everything else and tested on it; then
 * trained on everything but the French and Spanish utterances and tested on them, each as the chat
 * shows it to the classifier (glossed-reading.ts). Only original utterances are tested, per job.
 */
export async function crossValidateBySource(): Promise<SourceTransfer[]> {
  const examples = trainingExamples(undefined, true);
  const harvested = [...new Set(examples.filter(isOriginal).map((example) => example.source))].filter(
    (source): source is HarvestedSource => source !== 'team' && !isTranslated(source),
  );
  const results = [
    await transfer(
      examples,
      'team + augmented:team',
      harvested.join(' + '),
      (example) => isEnglishTeam(example.source),
      (example) => isOriginal(example) && harvested.some((source) => source === example.source),
    ),
  ];
  for (const source of harvested) {
    results.push(
      await transfer(
        examples,
        `all but ${source}`,
        source,
        (example) => example.source !== source && example.source !== `augmented:${source}`,
        (example) => example.source === source,
      ),
    );
  }
  results.push(
    await transfer(
      examples,
      'all but team-fr + team-es',
      'team-fr + team-es',
      (example) => !isTranslated(example.source),
      (example) => isOriginal(example) && isTranslated(example.source),
    ),
  );
  return results;
}
