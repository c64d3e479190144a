import type { FastifyError, FastifyInstance } from 'fastify';
import { DrizzleQueryError } from 'drizzle-orm';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ServiceMessage, type FieldErrors } from '@benji/shared';
import { DomainError } from '../lib/domain-error';
import { fieldMessageOf } from '../lib/field-message';
import { HttpError, STATUS_OF } from '../lib/http-error';
import { refusalBody, withMessageCode } from '../lib/message-code';
import { isDatabaseUnavailable } from './database-unavailable';

/**
 * The one error handler. Validation failures become `{ field: [message] }`; known failures send
 * their own body; a database that cannot be reached is a 503; anything else is logged and answered with a 500 that leaks nothing.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError || error instanceof DomainError) {
      const status = error instanceof DomainError ? STATUS_OF[error.failure] : error.statusCode;
      if (status === 429 && typeof error.body.retry_after === 'number') reply.header('retry-after', String(error.body.retry_after));
      return reply.status(status).send(withMessageCode(error.body));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: FieldErrors = {};
      for (const issue of error.validation) {
        const field = (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.') || 'non_field_errors';
        (fields[field] ??= []).push(
          issue.message ? fieldMessageOf({ ...issue.params, code: issue.keyword, message: issue.message }) : ServiceMessage.invalidValue,
        );
      }
      return reply.status(400).send(fields);
    }
    const status = error.statusCode ?? 500;
    if (status === 413) return reply.status(413).send(refusalBody(ServiceMessage.requestTooLarge));
    if (status === 415) return reply.status(415).send(refusalBody(ServiceMessage.unsupportedContentType));
    if (status >= 400 && status < 500) {
      // Malformed JSON, bad multipart and the like: the caller's mistake, said plainly.
      const message =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError ? ServiceMessage.invalidJson : error.message;
      return reply.status(status).send(refusalBody(message));
    }
    if (isDatabaseUnavailable(error)) {
      // A database restart is not the caller's fault and passes: say so, and when to come back.
      request.log.warn({ err: loggableError(error) }, 'database unavailable');
      const text = ServiceMessage.brieflyUnavailable;
      return reply
        .status(503)
        .header('retry-after', '5')
        .send(withMessageCode({ detail: text, message: text, error: text }));
    }
    request.log.error({ err: loggableError(error) }, 'request failed');
    return reply.status(500).send(refusalBody(ServiceMessage.internalError));
  });
}

/** An error as the log may hold it: its type, message, stack, plain fields and causes. */
export interface LoggedError {
  type: string;
  message: string;
  stack: string;
  cause?: LoggedError;
  [field: string]: unknown;
}

// Fields in which the drivers quote values: a query's parameters (PGlite, Drizzle) and the row a
// constraint refused ('Key (email)=(…)', 'Failing row contains (…)', a password hash among them).
const VALUE_FIELDS = new Set(['params', 'queryOptions', 'detail', 'where', 'internalQuery']);
// Shorter parameters (an id, a flag) are no secret, and blanking them would blank half the message.
const SHORTEST_REDACTED = 4;

/**
 * What of an error may be written to the log. A failed query's parameters hold what the caller
 * sent (passwords, codes, personal details) and the hashes made from it, so they are dropped, and
 * any place a message or a cause repeats one of them is blanked. Also the logger's `err` serializer,
 * so an error logged anywhere else is kept to the same rule; anything that is not an Error passes as is.
 */
export function loggableError(error: Error): LoggedError;
export function loggableError(error: unknown): unknown;
export function loggableError(error: unknown): unknown {
  return error instanceof Error ? describeError(error, [], 0) : error;
}

function describeError(error: Error, outerParams: readonly string[], depth: number): LoggedError {
  const params = [...outerParams, ...secretParams(error)];
  const scrub = (text: string) => params.reduce((result, value) => result.split(value).join('[redacted]'), text);
  // Drizzle writes the parameters into its message: keep the parameterised query only.
  const message = error instanceof DrizzleQueryError ? `Failed query: ${error.query}` : scrub(error.message);
  const stack = scrub((error.stack ?? '').replace(error.message, message));
  const logged: LoggedError = { type: error.constructor.name || error.name, message, stack };
  for (const [field, value] of Object.entries(error)) {
    if (VALUE_FIELDS.has(field) || field === 'cause' || field in logged) continue;
    if (typeof value === 'string') logged[field] = scrub(value);
    else if (typeof value === 'number' || typeof value === 'boolean') logged[field] = value;
  }
  if (error.cause instanceof Error && depth < 4) logged.cause = describeError(error.cause, params, depth + 1);
  return logged;
}

function secretParams(error: Error): string[] {
  const params = (error as { params?: unknown }).params;
  if (!Array.isArray(params)) return [];
  return params.filter((value): value is string => typeof value === 'string' && value.length >= SHORTEST_REDACTED);
}
