import { isApiError, isNetworkFailure, messageFromBody, readField } from '../../lib/api/api-error';

/** The server's `error` field, which these screens show (spec section 8), else its best message, else the fallback. */
export function errorText(failure: unknown, fallback: string): string {
  if (!isApiError(failure)) return fallback;
  return readField(failure, 'error') ?? messageFromBody(failure.data) ?? (isNetworkFailure(failure) ? failure.message : fallback);
}

export function isOtpExpired(failure: unknown): boolean {
  return readField(failure, 'error') === 'OTP expired.';
}
