import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/domain-error';
import { HttpError } from '../../lib/http-error';
import { ageAccountByEmail } from './test-hooks.repository';

export const testHookPaths = { ageAccount: '/api/test/age-account/' } as const;

const ZAgeAccount = z.object({
  email: z.email(),
  hours: z
    .number()
    .int()
    .min(0)
    .max(24 * 365),
});
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Hooks for the browser tests, which cannot reach the server's embedded database. Mounted only
 * when E2E_TEST_HOOKS is set (config refuses it with NODE_ENV=production), and answering only
 * callers on this machine, so an exposed test server still cannot be aged from outside.
 */
export async function testHookRoutes(app: FastifyInstance, deps: { db: Db }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.log.warn('E2E test hooks are ON: /api/test/ routes are mounted. Never set E2E_TEST_HOOKS outside tests.');

  api.post(testHookPaths.ageAccount, { schema: { hide: true, body: ZAgeAccount } }, async (request) => {
    // The socket's own address, not request.ip: a forwarded header must not pass for a local caller.
    if (!LOOPBACK.has(request.socket.remoteAddress ?? '')) throw new HttpError(403, { detail: 'Test hooks answer local callers only.' });
    if (!(await ageAccountByEmail(deps.db, request.body.email, request.body.hours))) throw notFound('No account has that e-mail.');
    return { message: 'Account aged.' };
  });
}
