// How big the default install is: node_modules on disk (as du counts it) and in bytes of files, and
// the largest packages in it. The budget is well under 700 MB on disk for what `npm ci` installs;
// the optional peers installed on demand (node-llama-cpp for the API tests, Lighthouse for
// bench:web) are named when present, as they are then counted too.
import { existsSync, lstatSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '../../node_modules');
const MB = 1024 * 1024;
const BUDGET_MB = 700;

interface Size {
  files: number;
  disk: number;
}

function sizeOf(path: string): Size {
  const stat = lstatSync(path);
  // st_blocks counts 512-byte blocks, whatever the file system's block size: du's figure.
  const own = { files: stat.size, disk: stat.blocks * 512 };
  if (!stat.isDirectory()) return own;
  return readdirSync(path).reduce((total, name) => {
    const entry = sizeOf(join(path, name));
    return { files: total.files + entry.files, disk: total.disk + entry.disk };
  }, own);
}

/** Top-level packages, scoped ones by their scope. */
const packages = readdirSync(root)
  .filter((name) => !name.startsWith('.'))
  .map((name) => ({ name, ...sizeOf(join(root, name)) }))
  .sort((a, b) => b.disk - a.disk);

const mb = (bytes: number) => `${(bytes / MB).toFixed(0)} MB`;
const sum = (entries: Size[]) =>
  entries.reduce((total, entry) => ({ files: total.files + entry.files, disk: total.disk + entry.disk }), { files: 0, disk: 0 });
const isLlama = (name: string) => name === 'node-llama-cpp' || name === '@node-llama-cpp';
const llama = sum(packages.filter((entry) => isLlama(entry.name)));
const total = sum(packages);
const onDemand = ['node-llama-cpp', 'lighthouse'].filter((name) => existsSync(join(root, name, 'package.json')));

console.log(
  `node_modules: ${mb(total.disk - llama.disk)} on disk, ${mb(total.files - llama.files)} of files, without node-llama-cpp (budget: under ${BUDGET_MB} MB on disk)`,
);
if (onDemand.includes('node-llama-cpp')) console.log(`node-llama-cpp, installed on demand: ${mb(llama.disk)} more on disk`);
if (onDemand.includes('lighthouse'))
  console.log('Lighthouse, installed on demand by bench:web, is counted in the figure above; `npm ci` leaves it out');
console.log('largest packages (on disk):');
for (const entry of packages.filter((item) => !isLlama(item.name)).slice(0, 8)) console.log(`  ${entry.name.padEnd(28)} ${mb(entry.disk)}`);
