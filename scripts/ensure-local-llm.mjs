// The API tests run the local-gguf provider on a tiny model, so they need node-llama-cpp, which a
// default install leaves out (an optional peer dependency of about 700 MB with its llama.cpp
// builds). Installed here on demand, at the version the server names, without touching
// package.json or the lockfile; `npm install` or `npm ci` removes it again.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const root = new URL('..', import.meta.url).pathname;
const server = JSON.parse(readFileSync(new URL('../apps/server/package.json', import.meta.url), 'utf8'));
const range = server.peerDependencies['node-llama-cpp'];

try {
  createRequire(new URL('../apps/server/package.json', import.meta.url)).resolve('node-llama-cpp');
} catch {
  console.log(`node-llama-cpp is not installed; installing node-llama-cpp@${range} for the local-model tests (not saved).`);
  // Its install script would try to download or build llama.cpp; the prebuilt binaries come as packages.
  const result = spawnSync('npm', ['install', '--no-save', '--ignore-scripts', '--no-audit', '--no-fund', `node-llama-cpp@${range}`], {
    cwd: root,
    stdio: 'inherit',
  });
  process.exit(result.status ?? 1);
}
