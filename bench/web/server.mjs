// Builds the web app into a temporary folder (or takes BENCH_WEB_DIST) for the real server to serve.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildWeb as buildInto } from '../../scripts/local-app.mjs';

export function buildWeb() {
  if (process.env.BENCH_WEB_DIST) return { dist: process.env.BENCH_WEB_DIST, cleanup: () => undefined };
  const dist = mkdtempSync(join(tmpdir(), 'benji-bench-web-'));
  buildInto(dist);
  return { dist, cleanup: () => rmSync(dist, { recursive: true, force: true }) };
}
