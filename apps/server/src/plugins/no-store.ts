import type { FastifyInstance } from 'fastify';

const API_PATH = /^\/api(?:[/?]|$)/;

/**
 * API answers carry accounts, claims and tokens: no browser, shared computer or proxy may keep a
 * copy. Set before the route runs, so a route that means to be cached (a profile photo served by its
 * unguessable id) can still say so itself.
 */
export function registerNoStore(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    if (API_PATH.test(request.url)) reply.header('cache-control', 'no-store');
    done();
  });
}
