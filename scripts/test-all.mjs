// npm test: every check in turn, stopping at the first that fails, then how long each took (CI has
// 90 minutes for two passes, so the figures are printed every time). The type check and lint run
// side by side in two lanes of about equal length on two cores (each tool is one thread): the type
// check then knip and prettier, beside the type-aware ESLint. Their output is held back and
// printed whole, one after the other.
//
// CI runs npm test twice on one clean checkout, once per database. The type check, lint, unit tests
// and the evaluation never touch the database under test, so a second pass on the same commit (whose
// lockfile fixes the installed tree) and the same Node does not run them again: their success is recorded per commit (only when
// the working tree is clean, so an edit always reruns them) and reported as reused.
// BENJI_RERUN_ALL=1 runs everything regardless.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const DATABASE_INDEPENDENT = ['typecheck', 'lint', 'test:unit', 'eval:check'];
const durations = [];
const seconds = (started) => Math.round((performance.now() - started) / 1000);

/** Where this commit's passed steps are written, or undefined when they must not be reused. */
function passedStepsFile() {
  if (process.env.BENJI_RERUN_ALL === '1') return undefined;
  const git = (...args) => spawnSync('git', args, { encoding: 'utf8' });
  const head = git('rev-parse', 'HEAD');
  const status = git('status', '--porcelain', '--untracked-files=normal');
  if (head.status !== 0 || status.status !== 0 || status.stdout.trim() !== '') return undefined;
  const key = createHash('sha256').update(head.stdout.trim()).update(process.version).digest('hex').slice(0, 16);
  return join('node_modules', '.cache', 'benji-test-all', `${key}.json`);
}

const stampFile = passedStepsFile();
const passedBefore = new Set(stampFile && existsSync(stampFile) ? JSON.parse(readFileSync(stampFile, 'utf8')) : []);
const passedNow = new Set(passedBefore);

function recordPass(script) {
  if (!stampFile || !DATABASE_INDEPENDENT.includes(script)) return;
  passedNow.add(script);
  mkdirSync(join(stampFile, '..'), { recursive: true });
  writeFileSync(stampFile, JSON.stringify([...passedNow]));
}

/** True, with a line saying so (once), when this commit already passed the step. */
function reused(script, { quiet = false } = {}) {
  if (!passedBefore.has(script)) return false;
  if (!quiet) {
    console.log(`== ${script}: passed on this commit already; not run again ==`);
    durations.push(`${script} reused`);
  }
  return true;
}

/** Runs `npm run <script>` with its output collected; resolves with its status and output. */
function runQuietly(script) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (status) => resolve({ script, status, output, took: seconds(started) }));
  });
}

/** Runs the scripts one after another, stopping at the first that fails; resolves with each one's result. */
async function lane(scripts) {
  const results = [];
  for (const script of scripts) {
    const result = await runQuietly(script);
    results.push(result);
    if (result.status !== 0) break;
  }
  return results;
}

async function main() {
  // The lint's three tools under one name: it passes when ESLint, knip and prettier all do.
  const lanes = [
    [...(reused('typecheck') ? [] : ['typecheck']), ...(reused('lint') ? [] : ['lint:rest'])],
    reused('lint', { quiet: true }) ? [] : ['lint:eslint'],
  ];
  const results = (await Promise.all(lanes.map(lane))).flat();
  for (const result of results) {
    process.stdout.write(result.output);
    durations.push(`${result.script} ${result.took} s`);
  }
  const failed = results.find((result) => result.status !== 0);
  if (failed) return failed.script;
  if (lanes[0].includes('typecheck')) recordPass('typecheck');
  if (lanes[0].includes('lint:rest')) recordPass('lint');
  for (const script of ['test:unit', 'eval:check', 'test:api', 'test:e2e']) {
    if (reused(script)) continue;
    const started = performance.now();
    const { status } = spawnSync('npm', ['run', script], { stdio: 'inherit' });
    durations.push(`${script} ${seconds(started)} s`);
    if (status !== 0) return script;
    recordPass(script);
  }
  return undefined;
}

const failed = await main();
console.log(`\nnpm test: ${durations.join(', ')}${failed ? ` — ${failed} failed` : ''}`);
process.exitCode = failed ? 1 : 0;
