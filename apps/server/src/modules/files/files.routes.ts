import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/domain-error';
import { findProfilePhoto } from './files.repository';

const PUBLIC_IMAGE_TYPES = new Set(['image/png', 'image/jpeg']);

/**
 * Profile photos by their unguessable id, so an <img> can show them without a token. Only an
 * account's current profile photo is served here; any other file (an inventory photo, a policy)
 * answers 404, as an image of another type does.
 */
export async function filesRoutes(app: FastifyInstance, deps: { db: Db }) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/api/files/:id', { schema: { tags: ['files'], params: z.object({ id: z.uuid() }) } }, async (request, reply) => {
      const file = await findProfilePhoto(deps.db, request.params.id);
      if (!file || !PUBLIC_IMAGE_TYPES.has(file.contentType)) throw notFound('File not found.');
      return reply
        .header('content-type', file.contentType)
        .header('cache-control', 'private, max-age=31536000, immutable')
        .header('content-security-policy', "default-src 'none'; frame-ancestors 'none'")
        .send(file.data);
    });
}
