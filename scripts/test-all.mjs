// npm test: every check in turn, stopping at the first that fails, then how long each took (CI has
// 90 minutes for two passes, so the figures are printed every time). The type check and lint run
// side by side (each is one thread; together about 75 s instead of 100 on two cores), their output
// held back and printed whole, one after the other.
import { spawn, spawnSync } from 'node:child_process';

const durations = [];
const seconds = (started) => Math.round((performance.now() - started) / 1000);

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

async function main() {
  for (const result of await Promise.all(['typecheck', 'lint'].map(runQuietly))) {
    process.stdout.write(result.output);
    durations.push(`${result.script} ${result.took} s`);
    if (result.status !== 0) return result.script;
  }
  for (const script of ['test:unit', 'eval:check', 'test:api', 'test:e2e']) {
    const started = performance.now();
    const { status } = spawnSync('npm', ['run', script], { stdio: 'inherit' });
    durations.push(`${script} ${seconds(started)} s`);
    if (status !== 0) return script;
  }
  return undefined;
}

const failed = await main();
console.log(`\nnpm test: ${durations.join(', ')}${failed ? ` — ${failed} failed` : ''}`);
process.exitCode = failed ? 1 : 0;
