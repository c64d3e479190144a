import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ServiceMessage, ZPublicConfig, authPaths } from '@benji/shared';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import { pingDatabase } from './system.repository';

export async function systemRoutes(
  app: FastifyInstance,
  deps: { db: Db; googleClientId: string | null; demo: boolean; tutorialVideoUrl: string },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(authPaths.config, { schema: { tags: ['system'], response: { 200: ZPublicConfig } } }, async () => ({
    google_client_id: deps.googleClientId,
    demo: deps.demo,
    tutorial_video_url: deps.tutorialVideoUrl,
  }));

  api.get('/api/health/', { schema: { tags: ['system'] } }, async () => {
    try {
      await pingDatabase(deps.db);
    } catch {
      throw new HttpError(503, { detail: ServiceMessage.databaseUnreachable, message: ServiceMessage.databaseUnreachable });
    }
    return { status: 'ok' };
  });
}
