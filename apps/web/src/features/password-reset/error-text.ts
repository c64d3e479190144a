import { AuthMessage } from '@benji/shared';
import { isApiError, isNetworkFailure, messageFromBody, readField } from '../../lib/api/api-error';
import { codeOf, serverText } from '../../i18n/server-text';

/** The server's `error` field, which these screens show (spec section 8), else its best message, else the fallback; in the user's language. */
export async function errorText(failure: unknown, fallback: string): Promise<string> {
  if (!isApiError(failure)) return fallback;
  const text = readField(failure, 'error') ?? messageFromBody(failure.data);
  if (text) return serverText(text, codeOf(failure));
  return isNetworkFailure(failure) ? failure.message : fallback;
}

export function isOtpExpired(failure: unknown): boolean {
  return readField(failure, 'error') === AuthMessage.otpExpired;
}
