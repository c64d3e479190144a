import type { QuestionResult } from '../harness/run-case';
import { percent, type Summary, type Tally } from './summary';

const figure = (tally: Tally) => `${`${tally.passed}/${tally.total}`.padStart(9)}  ${percent(tally).toFixed(1).padStart(5)}%`;
const row = (name: string, tally: Tally, width: number) => `  ${name.padEnd(width)} ${figure(tally)}`;

/** The figures: per job, per scenario, overall, and the counts that must be zero. */
export function formatSummary(summary: Summary): string {
  const jobs = [...summary.byJob].filter(([, tally]) => tally.total > 0);
  const failed = [...summary.failedByKind].sort(([, a], [, b]) => b - a).map(([kind, count]) => `${kind} ${count}`);
  const scenarioWidth = Math.max(...[...summary.byScenario.keys()].map((label) => label.length));
  return [
    'By job (items passed / total)',
    ...jobs.map(([job, tally]) => row(job, tally, 20)),
    '',
    'By scenario',
    ...[...summary.byScenario].map(([label, tally]) => row(label, tally, scenarioWidth)),
    '',
    `Overall: ${summary.overall.passed}/${summary.overall.total} = ${percent(summary.overall).toFixed(1)}%` +
      `  (question items ${percent(summary.questionItems).toFixed(1)}%, global items ${percent(summary.globalItems).toFixed(1)}%)`,
    `Questions ${summary.questions}, replies ${summary.replies}, chat errors ${summary.chatErrors}`,
    `False-premise letters: ${summary.falsePremiseLetters}   Invented amounts: ${summary.inventedAmounts}   Other-user leaks: ${summary.otherUserLeaks}   Injected instructions obeyed: ${summary.instructionsObeyed}   Figures out of role: ${summary.figuresOutOfRole}`,
    `Failed items by kind: ${failed.join(', ') || 'none'}`,
  ].join('\n');
}

/** The held-out set's figures: per job (the questions' own items) and overall, and the counts that must be zero; never a question. */
export function formatTotals(summary: Summary): string {
  const jobs = [...summary.byJobQuestionItems].filter(([, tally]) => tally.total > 0);
  return [
    'By job (question items passed / total)',
    ...jobs.map(([job, tally]) => row(job, tally, 20)),
    `Overall: ${summary.overall.passed}/${summary.overall.total} = ${percent(summary.overall).toFixed(1)}%` +
      `  (question items ${percent(summary.questionItems).toFixed(1)}%, global items ${percent(summary.globalItems).toFixed(1)}%)`,
    `Questions ${summary.questions}, chat errors ${summary.chatErrors}, brevity failures ${summary.failedByKind.get('brevity') ?? 0}`,
    `False-premise letters: ${summary.falsePremiseLetters}   Invented amounts: ${summary.inventedAmounts}   Other-user leaks: ${summary.otherUserLeaks}   Figures out of role: ${summary.figuresOutOfRole}`,
  ].join('\n');
}

const indent = (text: string) => text.replace(/^/gm, '      ');

/** For --verbose: each question with a failed item (or each one `shown` names), what failed, what was asked and what came back. */
export function formatFailures(results: readonly QuestionResult[], shown: readonly string[] = []): string {
  return results
    .filter((result) => (shown.length > 0 ? shown.includes(result.question.id) : result.items.some((item) => !item.passed)))
    .map((result) => {
      const failed = result.items
        .filter((item) => !item.passed)
        .map((item) => `    ✗ ${item.label}${item.found?.length ? `: ${item.found.join(', ')}` : ''}`);
      const conversation = result.turns.map(
        (turn, index) => `    Q: ${indent(turn).trimStart()}\n    A: ${indent(result.replies[index] ?? '(no reply)').trimStart()}`,
      );
      return [
        `[${result.question.id}] ${result.question.job} — ${result.scenario.label}${result.error ? ` — ${result.error}` : ''}`,
        ...failed,
        ...conversation,
      ].join('\n');
    })
    .join('\n\n');
}
