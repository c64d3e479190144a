import { ServiceMessage } from '@benji/shared';

/**
 * What went wrong, as a service says it: the kind of failure and the body the screens read
 * (`detail`, `message`, `error` or field lists, spec section 8). Services know no HTTP; the error
 * handler (plugins/errors.ts) is the one place that turns a failure into a status.
 */
export type Failure =
  | 'invalid'
  | 'unauthenticated'
  | 'payment_required'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'gone'
  | 'rate_limited'
  | 'upstream_failed'
  | 'unavailable';

export class DomainError extends Error {
  constructor(
    readonly failure: Failure,
    readonly body: Record<string, unknown>,
  ) {
    super(typeof body.message === 'string' ? body.message : typeof body.detail === 'string' ? body.detail : failure);
  }
}

/** The common body: the same text as `detail` and `message`. */
export const refusal = (failure: Failure, text: string) => new DomainError(failure, { detail: text, message: text });
export const fieldError = (field: string, message: string) => new DomainError('invalid', { [field]: [message] });
export const notFound = (what: string = ServiceMessage.notFound) => refusal('not_found', what);
