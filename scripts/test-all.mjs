// npm test: every check in turn, stopping at the first that fails, then how long each took (CI has
// 90 minutes for two passes, so the figures are printed every time).
import { spawnSync } from 'node:child_process';

const STEPS = ['typecheck', 'lint', 'test:unit', 'test:api', 'test:e2e'];
const durations = [];
let failed;
for (const step of STEPS) {
  const started = performance.now();
  const { status } = spawnSync('npm', ['run', step], { stdio: 'inherit' });
  durations.push(`${step} ${Math.round((performance.now() - started) / 1000)} s`);
  if (status !== 0) {
    failed = step;
    break;
  }
}
console.log(`\nnpm test: ${durations.join(', ')}${failed ? ` — ${failed} failed` : ''}`);
process.exitCode = failed ? 1 : 0;
