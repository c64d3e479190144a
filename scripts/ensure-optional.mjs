// Installs, on demand, a package a default install leaves out: an optional peer dependency, or a
// tool only a benchmark uses (under onDemandDependencies), at the range the workspace names. Nothing
// is saved to package.json or the lockfile; `npm install` or `npm ci` removes it again.
//   node scripts/ensure-optional.mjs node-llama-cpp apps/server   (the local-model API tests; ~700 MB)
//   node scripts/ensure-optional.mjs lighthouse                   (bench:web; ~140 MB with Puppeteer)
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const [name, workspace = '.'] = process.argv.slice(2);
if (!name) throw new Error('usage: ensure-optional.mjs <package> [workspace folder]');
const root = join(import.meta.dirname, '..');
const manifest = join(root, workspace, 'package.json');
const { peerDependencies, onDemandDependencies } = JSON.parse(readFileSync(manifest, 'utf8'));
const range = peerDependencies?.[name] ?? onDemandDependencies?.[name];
if (!range) throw new Error(`${manifest} names no range for ${name}`);

// Installed at the root, where `npm install <name>` puts it (it is a peer of no one in between).
if (!existsSync(join(root, 'node_modules', name, 'package.json'))) {
  console.log(`${name} is not installed; installing ${name}@${range} (not saved).`);
  // Install scripts stay off: node-llama-cpp's would try to download or build llama.cpp, and its
  // prebuilt binaries come as packages.
  const result = spawnSync('npm', ['install', '--no-save', '--ignore-scripts', '--no-audit', '--no-fund', `${name}@${range}`], {
    cwd: root,
    stdio: 'inherit',
  });
  process.exit(result.status ?? 1);
}
