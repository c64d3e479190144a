// `npm start` and the browser tests: build the web app only when a source is newer than the last
// build, so a start or a second test run with nothing changed (CI's PostgreSQL pass) takes a
// second, not the build's forty. `npm run build` always builds.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const built = join(root, 'apps/web/dist/index.html');
/** What the build reads: the web app, the shared package it imports, and their settings. */
const SOURCES = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/scripts',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/vite-precompress.ts',
  'apps/web/package.json',
  'packages/shared/src',
  'package-lock.json',
];

function newestUnder(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestUnder(join(path, name))), stat.mtimeMs);
}

const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
const changedAt = Math.max(...SOURCES.map((source) => newestUnder(join(root, source))));
if (builtAt > changedAt) {
  console.log(
    `The web app is up to date (built ${new Date(builtAt).toLocaleString()}); skipping the build. \`npm run build\` rebuilds it.`,
  );
} else {
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  process.exit(result.status ?? 1);
}
