import { IntentClassifier, trainingExamples, type Example } from './classifier';
import type { Job } from './jobs';
import { CONFIDENT, MARGIN } from './understand';

export interface CrossValidation {
  /** Share of held-out utterances whose best-ranked job is right. */
  accuracy: number;
  perIntent: Record<string, number>;
  /** Under the confidence threshold and margin: answered right, answered wrong, or asked to choose. */
  decided: { right: number; wrong: number; clarified: number };
  folds: number;
  utterances: number;
}

/** Every k-th utterance of each job goes to the same fold, so each fold holds every job. */
function folds(examples: readonly Example[], count: number): Example[][] {
  const byJob = new Map<Job, Example[]>();
  for (const example of examples) byJob.set(example.job, [...(byJob.get(example.job) ?? []), example]);
  const result: Example[][] = Array.from({ length: count }, () => []);
  for (const group of byJob.values()) group.forEach((example, index) => result[index % count]!.push(example));
  return result;
}

/**
 * k-fold cross-validation of the classifier on the project's corpus: trained on k-1 folds,
 * scored on the one left out. The thresholds in understand.ts are chosen from these figures.
 */
export async function crossValidate(count = 5): Promise<CrossValidation> {
  const examples = trainingExamples();
  const split = folds(examples, count);
  const hits = new Map<Job, { right: number; total: number }>();
  const decided = { right: 0, wrong: 0, clarified: 0 };
  for (let index = 0; index < count; index += 1) {
    const classifier = await IntentClassifier.train(split.filter((_, other) => other !== index).flat());
    for (const example of split[index]!) {
      const [best, second] = await classifier.rank(example.utterance);
      const tally = hits.get(example.job) ?? { right: 0, total: 0 };
      tally.total += 1;
      if (best?.job === example.job) tally.right += 1;
      hits.set(example.job, tally);
      const confident = best && best.score >= CONFIDENT && best.score - (second?.score ?? 0) >= MARGIN;
      if (!confident) decided.clarified += 1;
      else if (best.job === example.job) decided.right += 1;
      else decided.wrong += 1;
    }
  }
  const right = [...hits.values()].reduce((sum, tally) => sum + tally.right, 0);
  return {
    accuracy: right / examples.length,
    perIntent: Object.fromEntries([...hits].map(([job, tally]) => [job, tally.right / tally.total])),
    decided,
    folds: count,
    utterances: examples.length,
  };
}
