// Builds the web app into a temporary folder and serves it with the real server on a free port.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(import.meta.dirname, '../..');

export function buildWeb() {
  if (process.env.BENCH_WEB_DIST) return { dist: process.env.BENCH_WEB_DIST, cleanup: () => undefined };
  // Never apps/web/dist: a bench must not overwrite the build someone else is serving.
  const dist = mkdtempSync(join(tmpdir(), 'benji-bench-web-'));
  const vite = join(root, 'node_modules/.bin/vite');
  const built = spawnSync(vite, ['build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'error'], { cwd: join(root, 'apps/web'), stdio: 'inherit' });
  if (built.status !== 0) throw new Error('vite build failed');
  // The same prerendered /home that `npm run build` writes.
  const prerendered = spawnSync(process.execPath, ['scripts/prerender.mjs', dist], { cwd: join(root, 'apps/web'), stdio: 'inherit' });
  if (prerendered.status !== 0) throw new Error('prerendering /home failed');
  return { dist, cleanup: () => rmSync(dist, { recursive: true, force: true }) };
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

export async function startServer(dist) {
  const port = await freePort();
  const child = spawn(join(root, 'node_modules/.bin/tsx'), ['src/main.ts'], {
    cwd: join(root, 'apps/server'),
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', WEB_DIST: dist, DATA_DIR: 'memory://', SEED_DEMO: 'false', LOG_LEVEL: 'warn' },
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 120; attempt += 1) {
    if (child.exitCode !== null) throw new Error('the server exited during start');
    try {
      if ((await fetch(`${origin}/api/health/`)).ok) return { origin, stop: () => child.kill('SIGTERM') };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill('SIGTERM');
  throw new Error('the server did not answer within 60 s');
}
