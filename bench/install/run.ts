// How big the default install is: node_modules on disk, and the largest packages in it. The
// budget is well under 700 MB; node-llama-cpp, an optional peer dependency, is counted apart.
import { lstatSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '../../node_modules');
const MB = 1024 * 1024;

function sizeOf(path: string): number {
  const stat = lstatSync(path);
  if (!stat.isDirectory()) return stat.size;
  return readdirSync(path).reduce((total, name) => total + sizeOf(join(path, name)), 0);
}

/** Top-level packages, scoped ones by their scope. */
const packages = readdirSync(root)
  .filter((name) => !name.startsWith('.'))
  .map((name) => ({ name, bytes: sizeOf(join(root, name)) }))
  .sort((a, b) => b.bytes - a.bytes);

const isLlama = (name: string) => name === 'node-llama-cpp' || name === '@node-llama-cpp';
const llama = packages.filter((entry) => isLlama(entry.name)).reduce((total, entry) => total + entry.bytes, 0);
const total = packages.reduce((sum, entry) => sum + entry.bytes, 0);
const mb = (bytes: number) => `${(bytes / MB).toFixed(0)} MB`;

console.log(`node_modules: ${mb(total - llama)} without node-llama-cpp (budget: under 700 MB)`);
console.log(llama > 0 ? `node-llama-cpp, installed on demand: ${mb(llama)} more` : 'node-llama-cpp: not installed');
console.log('largest packages:');
for (const entry of packages.filter((item) => !isLlama(item.name)).slice(0, 8))
  console.log(`  ${entry.name.padEnd(28)} ${mb(entry.bytes)}`);
