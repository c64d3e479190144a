// Benji run locally outside the tests, for the web benchmark and the tutorial recording: the web
// app built into a folder of their own (never apps/web/dist, which someone may be serving) and the
// real server on a free port with the embedded database.
import { spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const bin = (name) => join(root, 'node_modules/.bin', name);

/** What `npm run build` does, into `dist`: the Vite build, then the prerendered /home and /login. */
export function buildWeb(dist, { logLevel = 'error' } = {}) {
  const web = join(root, 'apps/web');
  const built = spawnSync(bin('vite'), ['build', '--outDir', dist, '--emptyOutDir', '--logLevel', logLevel], {
    cwd: web,
    stdio: 'inherit',
  });
  if (built.status !== 0) throw new Error('The web build failed');
  const prerendered = spawnSync(process.execPath, ['scripts/prerender.mjs', dist], { cwd: web, stdio: 'inherit' });
  if (prerendered.status !== 0) throw new Error('Prerendering failed');
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

/**
 * The real server serving `dist`, on the embedded database in `dataDir` (fresh memory by default),
 * whatever DATABASE_URL the caller has. Resolves to { url, stop } once /api/health/ answers.
 */
export async function startLocalServer({ dist, dataDir = 'memory://', stdio = 'inherit', timeoutMs = 120_000 }) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server = spawn(bin('tsx'), ['src/main.ts'], {
    cwd: join(root, 'apps/server'),
    stdio,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      WEB_DIST: dist,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
    },
  });
  const stop = async () => {
    if (server.exitCode !== null) return;
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health/`)).ok) return { url, stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  throw new Error(`The server did not answer on ${url} within ${timeoutMs / 1000} s`);
}
