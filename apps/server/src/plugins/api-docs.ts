import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * Swagger UI and the OpenAPI document at /api/docs, generated from the route schemas. Registered
 * before the routes, which it collects as they are added. Off in production unless API_DOCS=true:
 * a map of every endpoint helps an attacker more than a user.
 */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: { info: { title: 'Benji API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(async (docs) => {
    // Its static files come with @fastify/static's own 'public, max-age=0': every /api answer is no-store.
    docs.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });
    await docs.register(swaggerUi, { routePrefix: '/api/docs' });
  });
}
