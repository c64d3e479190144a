import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ServiceMessage, type FieldErrors } from '@benji/shared';
import { HttpError } from '../lib/http-error';
import { isDatabaseUnavailable } from './database-unavailable';

/**
 * The one error handler. Validation failures become `{ field: [message] }`; known failures send
 * their own body; a database that cannot be reached is a 503; anything else is logged and answered with a 500 that leaks nothing.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.statusCode === 429 && typeof error.body.retry_after === 'number')
        reply.header('retry-after', String(error.body.retry_after));
      return reply.status(error.statusCode).send(error.body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: FieldErrors = {};
      for (const issue of error.validation) {
        const field = (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.') || 'non_field_errors';
        (fields[field] ??= []).push(issue.message ?? 'Invalid value.');
      }
      return reply.status(400).send(fields);
    }
    const status = error.statusCode ?? 500;
    if (status === 413)
      return reply.status(413).send({ detail: 'The request is too large.', message: 'The request is too large.' });
    if (status === 415) return reply.status(415).send({ detail: 'Unsupported content type.', message: 'Unsupported content type.' });
    if (status >= 400 && status < 500) {
      // Malformed JSON, bad multipart and the like: the caller's mistake, said plainly.
      const message = error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError ? 'The request body is not valid JSON.' : error.message;
      return reply.status(status).send({ detail: message, message });
    }
    if (isDatabaseUnavailable(error)) {
      // A database restart is not the caller's fault and passes: say so, and when to come back.
      request.log.warn({ err: error }, 'database unavailable');
      const text = ServiceMessage.brieflyUnavailable;
      return reply.status(503).header('retry-after', '5').send({ detail: text, message: text, error: text });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ detail: 'Something went wrong on our side. Please try again.', message: 'Something went wrong on our side. Please try again.' });
  });
}
