// Starts Benji for the recording: the real server on a free port, a fresh embedded database,
// and a web build (built here into a temporary folder unless one is given).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildWeb, startLocalServer } from '../local-app.mjs';

/** Resolves to { url, stop }. */
export async function startApp({ webDist } = {}) {
  const scratch = mkdtempSync(join(tmpdir(), 'benji-record-'));
  let dist = webDist;
  if (!dist) {
    dist = join(scratch, 'dist');
    console.log('Building the web app…');
    buildWeb(dist, { logLevel: 'warn' });
  }
  const server = await startLocalServer({ dist, dataDir: join(scratch, 'data') });
  return {
    url: server.url,
    async stop() {
      await server.stop();
      rmSync(scratch, { recursive: true, force: true });
    },
  };
}
