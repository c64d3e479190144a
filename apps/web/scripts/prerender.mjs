// Renders /home and /login ahead of time: builds the server entry (src/prerender/pages.tsx), renders
// each page to HTML, and writes dist/<name>.html (plus .gz and .br) with that HTML beside the empty
// app root. The server sends <name>.html for its page when it exists; without it, index.html.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

const webRoot = resolve(import.meta.dirname, '..');
const outDir = resolve(webRoot, process.argv[2] ?? 'dist');
const ssrDir = mkdtempSync(join(tmpdir(), 'benji-prerender-'));

try {
  await build({
    root: webRoot,
    logLevel: 'warn',
    // Everything bundled: the output runs from a temporary folder that has no node_modules.
    ssr: { noExternal: true },
    build: { ssr: 'src/prerender/pages.tsx', outDir: ssrDir, emptyOutDir: true, sourcemap: false, copyPublicDir: false },
  });
  const { PRERENDERED_PAGES, renderPage } = await import(pathToFileURL(join(ssrDir, 'pages.js')).href);
  const index = readFileSync(join(outDir, 'index.html'), 'utf8');
  const root = '<div id="root"></div>';
  if (!index.includes(root)) throw new Error(`${outDir}/index.html has no ${root}`);
  for (const [name, { path }] of Object.entries(PRERENDERED_PAGES)) {
    const html = index.replace(root, `<div id="prerendered">${renderPage(name)}</div>${root}`);
    const target = join(outDir, `${name}.html`);
    writeFileSync(target, html);
    writeFileSync(`${target}.gz`, gzipSync(html, { level: 9 }));
    writeFileSync(`${target}.br`, brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    console.log(`prerendered ${path} into ${target} (${(html.length / 1000).toFixed(1)} kB)`);
  }
} finally {
  rmSync(ssrDir, { recursive: true, force: true });
}
