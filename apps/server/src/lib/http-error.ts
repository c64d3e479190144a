/**
 * A failure the caller caused or may see. `body` is sent as is: the screens read
 * `detail`, `message`, `error` or field lists depending on the endpoint (spec section 8).
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: Record<string, unknown>,
  ) {
    super(typeof body.message === 'string' ? body.message : typeof body.detail === 'string' ? body.detail : `HTTP ${statusCode}`);
  }
}

export const fieldError = (field: string, message: string, status = 400) => new HttpError(status, { [field]: [message] });
export const notFound = (what = 'Not found.') => new HttpError(404, { detail: what, message: what });
