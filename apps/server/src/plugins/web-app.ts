import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { ServiceMessage } from '@benji/shared';
import { refusalBody } from '../lib/message-code';

/**
 * The pages the build rendered ahead of time, by address: its prerendered.json, written by
 * apps/web/scripts/prerender.mjs ({ "/home": "home.html", "/fr/home": "fr/home.html", … }).
 * Only files that exist are listed: a build without them serves index.html for every page.
 */
function prerenderedPages(webDist: string): Array<[path: string, file: string]> {
  const manifest = join(webDist, 'prerendered.json');
  if (!existsSync(manifest)) return [];
  const pages = JSON.parse(readFileSync(manifest, 'utf8')) as Record<string, string>;
  return Object.entries(pages).filter(([, file]) => existsSync(join(webDist, file)));
}

/**
 * Serves the built web app and answers unknown non-API paths with index.html so the
 * client router can take them; unknown API paths answer a JSON 404.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string) {
  const hasWebApp = existsSync(join(webDist, 'index.html'));
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      // The build writes .br and .gz beside each asset (apps/web/vite-precompress.ts): send those when the browser accepts them.
      preCompressed: true,
      // Our own cache-control below, not the plugin's "public, max-age=0".
      cacheControl: false,
      setHeaders: (res, path) => {
        // Hashed assets never change; index.html must always be fresh.
        res.setHeader('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  // /home and /login, and their French and Spanish addresses, are rendered at build time so they
  // paint, in their language, before the app's JavaScript runs.
  for (const [path, file] of hasWebApp ? prerenderedPages(webDist) : []) {
    for (const url of [path, `${path}/`])
      app.get(url, { schema: { hide: true } }, (_request, reply) => reply.header('cache-control', 'no-cache').sendFile(file));
  }
  app.setNotFoundHandler((request, reply) => {
    const isPageRequest = request.method === 'GET' && !request.url.startsWith('/api/') && request.url !== '/api';
    if (hasWebApp && isPageRequest) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    return reply.status(404).send(refusalBody(ServiceMessage.notFound));
  });
}
