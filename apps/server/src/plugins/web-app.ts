import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** The pages the build renders ahead of time, each in `<name>.html`, served for `/<name>`. */
const PRERENDERED_PAGES = ['home', 'login'];

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
  // /home and /login are rendered at build time (apps/web/scripts/prerender.mjs) so they paint
  // before the app's JavaScript runs; a build without a copy serves index.html like every other page.
  for (const name of PRERENDERED_PAGES) {
    if (!hasWebApp || !existsSync(join(webDist, `${name}.html`))) continue;
    for (const url of [`/${name}`, `/${name}/`])
      app.get(url, { schema: { hide: true } }, (_request, reply) => reply.header('cache-control', 'no-cache').sendFile(`${name}.html`));
  }
  app.setNotFoundHandler((request, reply) => {
    const isPageRequest = request.method === 'GET' && !request.url.startsWith('/api/') && request.url !== '/api';
    if (hasWebApp && isPageRequest) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    return reply.status(404).send({ detail: 'Not found.', message: 'Not found.' });
  });
}
