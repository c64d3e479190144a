import { gzipSync } from 'node:zlib';
import { expect, test } from '../support/fixtures';

/** kB = 1000 bytes, gzipped at level 9: as bench/web/run.mjs and Vite count. */
const BUDGET_KB = 150;

/**
 * The budget of the issue on i18n: every script a visitor's first page requests before any
 * interaction, gzipped the way bench/web/run.mjs counts it (each file once, its body fetched again
 * and compressed at level 9). The figure depends on the build, not on how fast this machine is: a
 * page is done once its live copy has replaced the build-time one and the network is quiet.
 */
// English, and a page at a French and a Spanish address (each loads its language's catalogue).
const PAGES = [
  { path: '/home', language: 'en' },
  { path: '/login', language: 'en' },
  { path: '/fr/home', language: 'fr-CA' },
  { path: '/es/login', language: 'es-US' },
];

for (const { path, language } of PAGES) {
  test(`a visitor's first ${path} requests at most ${BUDGET_KB} kB of gzipped script`, async ({ page }) => {
    const scripts = new Set<string>();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.add(request.url());
    });
    await page.goto(path);
    await expect(page.locator('#prerendered')).toHaveCount(0);
    await page.waitForLoadState('networkidle');

    const sizes = await Promise.all(
      [...scripts].map(async (url) => {
        const body = await (await page.request.get(url)).body();
        return { file: new URL(url).pathname.split('/').pop(), kb: gzipSync(body, { level: 9 }).length / 1000 };
      }),
    );
    const totalKb = sizes.reduce((sum, { kb }) => sum + kb, 0);
    const breakdown = sizes
      .sort((a, b) => b.kb - a.kb)
      .map(({ file, kb }) => `${file} ${kb.toFixed(1)}`)
      .join(', ');
    // The app's own chunks (vite.config.ts) must be among them, or the sum would pass for the wrong reason.
    for (const chunk of ['react-dom-', 'framework-', 'start-'])
      expect(
        sizes.some(({ file }) => file?.startsWith(chunk)),
        `${chunk} in ${breakdown}`,
      ).toBe(true);
    // A catalogue's chunk is named for its language (vite.config.ts): the reader's language only.
    const catalogues = sizes.map(({ file }) => /^i18n-(en|fr-CA|es-US)-/.exec(file ?? '')?.[1]).filter(Boolean);
    expect(catalogues.length, breakdown).toBeGreaterThan(0);
    expect(new Set(catalogues), breakdown).toEqual(new Set([language]));
    expect(totalKb, `${path}: ${totalKb.toFixed(1)} kB (${breakdown})`).toBeLessThanOrEqual(BUDGET_KB);
  });
}
