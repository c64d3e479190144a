// Renders /home and /login ahead of time in each language (/fr/home, /es/login…): builds the server
// entry (src/prerender/pages.tsx), renders each page into the built index.html with its own
// language, title, description and hreflang links, and writes dist/<path>.html (plus .gz and .br)
// and dist/prerendered.json, the addresses the server answers with each file. Without a copy, the
// server sends index.html.
//
// SITE_URL (https://benji.example) makes the hreflang links absolute, as search engines want them.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

const webRoot = resolve(import.meta.dirname, '..');
const outDir = resolve(webRoot, process.argv[2] ?? 'dist');
const ssrDir = mkdtempSync(join(tmpdir(), 'benji-prerender-'));
const siteUrl = (process.env.SITE_URL ?? '').replace(/\/$/, '');

try {
  await build({
    root: webRoot,
    logLevel: 'warn',
    // Everything bundled: the output runs from a temporary folder that has no node_modules.
    ssr: { noExternal: true },
    build: { ssr: 'src/prerender/pages.tsx', outDir: ssrDir, emptyOutDir: true, sourcemap: false, copyPublicDir: false },
  });
  const { renderPages } = await import(pathToFileURL(join(ssrDir, 'pages.js')).href);
  const files = await renderPages(readFileSync(join(outDir, 'index.html'), 'utf8'), siteUrl);
  for (const { path, file, html } of files) {
    const target = join(outDir, file);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, html);
    writeFileSync(`${target}.gz`, gzipSync(html, { level: 9 }));
    writeFileSync(`${target}.br`, brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    console.log(`prerendered ${path} into ${target} (${(html.length / 1000).toFixed(1)} kB)`);
  }
  const manifest = Object.fromEntries(files.map(({ path, file }) => [path, file]));
  writeFileSync(join(outDir, 'prerendered.json'), `${JSON.stringify(manifest, null, 2)}\n`);
} finally {
  rmSync(ssrDir, { recursive: true, force: true });
}
