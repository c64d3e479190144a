import type { FastifyInstance } from 'fastify';
import type { ChangeFeed } from '../db/change-feed';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A write answers only once this instance has heard every change committed before its answer, so
 * the caller's next read here is never served from a copy the write made stale. Reads do not wait.
 */
export function registerWriteBarrier(app: FastifyInstance, changes: ChangeFeed): void {
  app.addHook('onSend', async (request, _reply, payload) => {
    if (!READS.has(request.method)) await changes.caughtUp();
    return payload;
  });
}
