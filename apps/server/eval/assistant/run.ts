// npm run eval:assistant [-- --verbose] [-- --check] [-- --show=<question id>,<question id>]
// Builds the real app on the embedded database, enrols each scenario's user through the HTTP routes,
// asks every question of both sets and scores the replies. Prints figures; with --check, fails
// below either set's floor. The held-out set prints its totals per job only, never an item.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { CASES } from './cases';
import { classifierFigures } from './classifier-figures';
import { emailOf } from './harness/enrol-scenario';
import { runCase, type QuestionResult } from './harness/run-case';
import { PINNED_TODAY, startApp } from './harness/start-app';
import { HELD_OUT_CASES } from './held-out/questions';
import { runPolicyPairs } from './policy-pairs/run-pairs';
import { formatFailures, formatSummary, formatTotals } from './report/print';
import { percent, summarise, type Summary } from './report/summary';
import { identifyingStrings } from './scoring/scenario-material';
import type { EvalCase } from './types';

/**
 * --check fails a run below these shares of the questions' own items, or on any false-premise
 * letter or figure stated in a role it does not have. Each floor sits a little under the last measured score: the replies are deterministic,
 * so a fall below it is a regression, not noise. The development floor moved from 90 to 89 when ten
 * Spanish questions joined the set (2026-11-27): the 119 others still score what they did (91.6%),
 * the Spanish ten 81.7% of their items, read through a gloss by a model not yet trained on Spanish;
 * 87.1% since a model for glossed messages reads them (development 90.5%, decision 33).
 */
const FLOORS = { development: 90, heldOut: 67, pairVerdicts: 56 } as const;

const args = new Set(process.argv.slice(2));
const print = (text: string) => process.stdout.write(`${text}\n`);

const started = performance.now();
const runId = randomBytes(4).toString('hex');
const everyCase = [...CASES, ...HELD_OUT_CASES];

async function runSet(app: FastifyInstance, cases: readonly EvalCase[]): Promise<QuestionResult[]> {
  const results: QuestionResult[] = [];
  for (const evalCase of cases) {
    const others = everyCase
      .filter((other) => other !== evalCase)
      .flatMap((other) => identifyingStrings(other.scenario, emailOf(other.scenario, runId)));
    results.push(...(await runCase(app, evalCase, others, runId)));
  }
  return results;
}

const questionCount = (cases: readonly EvalCase[]) => cases.reduce((sum, evalCase) => sum + evalCase.questions.length, 0);

const t = await startApp();
let development: QuestionResult[];
let heldOut: QuestionResult[];
try {
  development = await runSet(t.app, CASES);
  heldOut = await runSet(t.app, HELD_OUT_CASES);
} finally {
  await t.close();
}

const developmentSummary = summarise(development);
const heldOutSummary = summarise(heldOut);
print(
  `Benji assistant evaluation — today pinned to ${PINNED_TODAY}\n` +
    `Development set: ${CASES.length} scenarios, ${questionCount(CASES)} questions, ${developmentSummary.overall.total} items\n`,
);
const shown =
  [...args]
    .find((arg) => arg.startsWith('--show='))
    ?.slice('--show='.length)
    .split(',') ?? [];
// Only the development set's items can be shown: the held-out set is read by its totals.
if (args.has('--verbose') || shown.length > 0) print(`${formatFailures(development, shown)}\n`);
print(formatSummary(developmentSummary));
print(
  `\nHeld-out set (text the team did not write; totals only): ${HELD_OUT_CASES.length} scenarios, ` +
    `${questionCount(HELD_OUT_CASES)} questions, ${heldOutSummary.overall.total} items`,
);
print(formatTotals(heldOutSummary));
const pairs = await runPolicyPairs();
print(
  `\nPolicy pairs (team-written, one clause as the whole policy; policy-pairs/README.md): ${pairs.pairs} pairs\n` +
    `  verdicts right ${pairs.verdicts.passed}/${pairs.verdicts.total} = ${percent(pairs.verdicts).toFixed(1)}%` +
    ` (${[...pairs.byVerdict].map(([verdict, tally]) => `${verdict} ${tally.passed}/${tally.total}`).join(', ')})\n` +
    `  must-say items ${pairs.items.passed}/${pairs.items.total} = ${percent(pairs.items).toFixed(1)}%;` +
    ` "found nothing" though the clause is the whole policy: ${pairs.foundNothing}`,
);
// The classifier's figures retrain it several times (minutes): a --show of a few items or a --check skips them.
if (!args.has('--check') && shown.length === 0) print(await classifierFigures());
print(`Took ${((performance.now() - started) / 1000).toFixed(1)} s`);

const floors: [string, Summary, number][] = [
  ['development', developmentSummary, FLOORS.development],
  ['held-out', heldOutSummary, FLOORS.heldOut],
];
// The floors bear on the questions' own items: the global checks pass for nearly any reply and would hide a fall.
const failures = floors.flatMap(([name, summary, floor]) => [
  ...(percent(summary.questionItems) < floor
    ? [`${name} question items ${percent(summary.questionItems).toFixed(1)}% are under their floor of ${floor}%`]
    : []),
  ...(summary.falsePremiseLetters > 0 ? [`${name}: ${summary.falsePremiseLetters} false-premise letter(s)`] : []),
  ...(summary.figuresOutOfRole > 0 ? [`${name}: ${summary.figuresOutOfRole} figure(s) stated in a role the records do not give them`] : []),
]);
if (percent(pairs.verdicts) < FLOORS.pairVerdicts)
  failures.push(`policy pairs: verdicts ${percent(pairs.verdicts).toFixed(1)}% are under their floor of ${FLOORS.pairVerdicts}%`);
if (args.has('--check')) {
  print(failures.length > 0 ? `--check: failed: ${failures.join('; ')}` : '--check: passed');
  if (failures.length > 0) process.exitCode = 1;
}
