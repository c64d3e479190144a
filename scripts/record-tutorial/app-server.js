// Starts Benji for the recording: the real server on a free port, a fresh embedded database,
// and a web build (built here into a temporary folder unless one is given).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('../../', import.meta.url).pathname;
const bin = (name) => join(root, 'node_modules/.bin', name);

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

async function waitForHealth(url, server, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health/`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The server did not answer on ${url} within ${timeoutMs / 1000} s`);
}

/** Resolves to { url, stop }. */
export async function startApp({ webDist } = {}) {
  const scratch = mkdtempSync(join(tmpdir(), 'benji-record-'));
  let dist = webDist;
  if (!dist) {
    dist = join(scratch, 'dist');
    console.log('Building the web app…');
    const build = spawnSync(bin('vite'), ['build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'warn'], { cwd: join(root, 'apps/web'), stdio: 'inherit' });
    if (build.status !== 0) throw new Error('The web build failed');
  }
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server = spawn(bin('tsx'), ['src/main.ts'], {
    cwd: join(root, 'apps/server'),
    stdio: 'inherit',
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: join(scratch, 'data'), WEB_DIST: dist, SEED_DEMO: 'false', LOG_LEVEL: 'warn', DATABASE_URL: '' },
  });
  await waitForHealth(url, server);
  return {
    url,
    async stop() {
      if (server.exitCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve));
        server.kill('SIGTERM');
        await exited;
      }
      rmSync(scratch, { recursive: true, force: true });
    },
  };
}
