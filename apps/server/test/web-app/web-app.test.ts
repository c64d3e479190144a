import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

/** A stand-in build: the app shell, the prerendered landing page and one hashed asset. */
function fakeBuild({ withHome }: { withHome: boolean }): string {
  const dist = mkdtempSync(join(tmpdir(), 'benji-web-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<div id="root"></div>');
  if (withHome) {
    mkdirSync(join(dist, 'fr'));
    writeFileSync(join(dist, 'home.html'), '<div id="prerendered"><h1>Benji</h1></div><div id="root"></div>');
    writeFileSync(join(dist, 'login.html'), '<div id="prerendered"><h1>Welcome back</h1></div><div id="root"></div>');
    writeFileSync(join(dist, 'fr', 'login.html'), '<div id="prerendered"><h1>Bon retour</h1></div><div id="root"></div>');
    // The manifest may name a file the build did not write: that address gets the app shell.
    const manifest = { '/home': 'home.html', '/login': 'login.html', '/fr/login': 'fr/login.html', '/es/login': 'es/login.html' };
    writeFileSync(join(dist, 'prerendered.json'), JSON.stringify(manifest));
  }
  writeFileSync(join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
  return dist;
}

const opened: { app: TestApp; dist: string }[] = [];
async function serve(withHome: boolean) {
  const dist = fakeBuild({ withHome });
  const app = await createTestApp({ WEB_DIST: dist });
  opened.push({ app, dist });
  return (url: string) => app.app.inject({ method: 'GET', url });
}
afterAll(async () => {
  for (const { app, dist } of opened) {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  }
});

describe('the web app', () => {
  it('sends the prerendered pages at the addresses the build lists, and the app shell for every other page', async () => {
    const get = await serve(true);
    for (const url of ['/home', '/home/', '/home?checkout=cancelled']) {
      const home = await get(url);
      expect(home.statusCode).toBe(200);
      expect(home.body).toContain('<div id="prerendered">');
      expect(home.headers['cache-control']).toBe('no-cache');
    }
    for (const url of ['/login', '/login/', '/login?next=1']) expect((await get(url)).body).toContain('<h1>Welcome back</h1>');
    for (const url of ['/fr/login', '/fr/login/']) expect((await get(url)).body).toContain('<h1>Bon retour</h1>');
    for (const url of ['/', '/signup', '/claim-status', '/es/login', '/fr/signup']) {
      const page = await get(url);
      expect(page.statusCode).toBe(200);
      expect(page.body).toBe('<div id="root"></div>');
    }
    expect((await get('/assets/app-1234.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const unknownApi = await get('/api/nope/');
    expect(unknownApi.statusCode).toBe(404);
    expect(unknownApi.json()).toEqual({ detail: 'Not found.', message: 'Not found.', code: 'service.notFound' });
  });

  it('falls back to the app shell for /home when the build has no prerendered copy', async () => {
    const get = await serve(false);
    for (const url of ['/home', '/login']) {
      const page = await get(url);
      expect(page.statusCode).toBe(200);
      expect(page.body).toBe('<div id="root"></div>');
    }
  });
});
