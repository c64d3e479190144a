// npm run eval:assistant [-- --verbose] [-- --check] [-- --show=<question id>,<question id>]
// Builds the real app on the embedded database, enrols each scenario's user through the HTTP routes,
// asks every question and scores the replies. Prints figures; with --check, fails below the bar.
import { randomBytes } from 'node:crypto';
import { CASES } from './cases';
import { classifierFigures } from './classifier-figures';
import { emailOf } from './harness/enrol-scenario';
import { runCase, type QuestionResult } from './harness/run-case';
import { PINNED_TODAY, startApp } from './harness/start-app';
import { formatFailures, formatSummary } from './report/print';
import { percent, summarise } from './report/summary';
import { identifyingStrings } from './scoring/scenario-material';

/** --check fails the run below this share of items, or on any false-premise letter. */
const PASS_MARK = 95;

const args = new Set(process.argv.slice(2));
const print = (text: string) => process.stdout.write(`${text}\n`);

const started = performance.now();
const runId = randomBytes(4).toString('hex');
const t = await startApp();
const results: QuestionResult[] = [];
try {
  for (const evalCase of CASES) {
    const others = CASES.filter((other) => other !== evalCase).flatMap((other) =>
      identifyingStrings(other.scenario, emailOf(other.scenario, runId)),
    );
    results.push(...(await runCase(t.app, evalCase, others, runId)));
  }
} finally {
  await t.close();
}

const summary = summarise(results);
const questionCount = CASES.reduce((sum, evalCase) => sum + evalCase.questions.length, 0);
print(
  `Benji assistant evaluation — today pinned to ${PINNED_TODAY}, ${CASES.length} scenarios, ${questionCount} questions, ${summary.overall.total} items`,
);
const shown =
  [...args]
    .find((arg) => arg.startsWith('--show='))
    ?.slice('--show='.length)
    .split(',') ?? [];
if (args.has('--verbose') || shown.length > 0) print(`\n${formatFailures(results, shown)}\n`);
print(formatSummary(summary));
print(await classifierFigures());
print(`Took ${((performance.now() - started) / 1000).toFixed(1)} s`);

const failsCheck = percent(summary.overall) < PASS_MARK || summary.falsePremiseLetters > 0;
if (args.has('--check') && failsCheck) {
  print(`--check: failed (needs ${PASS_MARK}% and no false-premise letters)`);
  process.exitCode = 1;
}
