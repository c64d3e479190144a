import type { QuestionResult } from '../harness/run-case';
import { GLOBAL_KINDS, type ItemKind, type ItemResult } from '../scoring/items';
import { JOBS, type Job } from '../types';

export interface Tally {
  passed: number;
  total: number;
}

export interface Summary {
  byJob: Map<Job, Tally>;
  /** Per job, the question's own items only: what the answer had to say, without the checks every reply passes. */
  byJobQuestionItems: Map<Job, Tally>;
  byScenario: Map<string, Tally>;
  overall: Tally;
  /** The question's own items, without the global checks every reply gets. */
  questionItems: Tally;
  globalItems: Tally;
  failedByKind: Map<ItemKind, number>;
  questions: number;
  replies: number;
  falsePremiseLetters: number;
  inventedAmounts: number;
  otherUserLeaks: number;
  instructionsObeyed: number;
  figuresOutOfRole: number;
  chatErrors: number;
}

const tally = (items: readonly ItemResult[]): Tally => ({ passed: items.filter((item) => item.passed).length, total: items.length });
export const percent = ({ passed, total }: Tally) => (total === 0 ? 100 : (100 * passed) / total);

/** How many things a global check found across all replies (letters, amounts, leaked strings). */
const foundBy = (results: readonly QuestionResult[], kind: ItemKind) =>
  results
    .flatMap((result) => result.items)
    .filter((item) => item.kind === kind && !item.passed)
    .reduce((sum, item) => sum + (item.found?.length ?? 1), 0);

export function summarise(results: readonly QuestionResult[]): Summary {
  const all = results.flatMap((result) => result.items);
  const byJob = new Map<Job, Tally>(
    JOBS.map((job) => [job, tally(results.filter((result) => result.question.job === job).flatMap((result) => result.items))]),
  );
  const byJobQuestionItems = new Map<Job, Tally>(
    JOBS.map((job) => [
      job,
      tally(
        results
          .filter((result) => result.question.job === job)
          .flatMap((result) => result.items)
          .filter((item) => !GLOBAL_KINDS.includes(item.kind)),
      ),
    ]),
  );
  const scenarios = [...new Set(results.map((result) => result.scenario.label))];
  const byScenario = new Map(
    scenarios.map((label) => [label, tally(results.filter((result) => result.scenario.label === label).flatMap((result) => result.items))]),
  );
  const failedByKind = new Map<ItemKind, number>();
  for (const item of all.filter((candidate) => !candidate.passed)) failedByKind.set(item.kind, (failedByKind.get(item.kind) ?? 0) + 1);
  return {
    byJob,
    byJobQuestionItems,
    byScenario,
    overall: tally(all),
    questionItems: tally(all.filter((item) => !GLOBAL_KINDS.includes(item.kind))),
    globalItems: tally(all.filter((item) => GLOBAL_KINDS.includes(item.kind))),
    failedByKind,
    questions: results.length,
    replies: results.reduce((sum, result) => sum + result.replies.length, 0),
    falsePremiseLetters: foundBy(results, 'false_premise'),
    inventedAmounts: foundBy(results, 'invented_amount'),
    otherUserLeaks: foundBy(results, 'other_user'),
    instructionsObeyed: foundBy(results, 'instruction_obeyed'),
    figuresOutOfRole: foundBy(results, 'figure_role'),
    chatErrors: results.filter((result) => result.error).length,
  };
}
