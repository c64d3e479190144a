import type { Failure } from './domain-error';

/**
 * A refusal made by the HTTP layer itself (a guard, a route, request parsing), with its status.
 * Services throw a DomainError instead; see lib/domain-error.ts.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: Record<string, unknown>,
  ) {
    super(typeof body.message === 'string' ? body.message : typeof body.detail === 'string' ? body.detail : `HTTP ${statusCode}`);
  }
}

/** The one table from a service's failure to the status it is answered with. */
export const STATUS_OF: Record<Failure, number> = {
  invalid: 400,
  unauthenticated: 401,
  payment_required: 402,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  gone: 410,
  rate_limited: 429,
  upstream_failed: 502,
  unavailable: 503,
};
