import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

/**
 * Every failed call becomes one of these. `data` is the server's body as sent, so a screen can read
 * the exact field the spec names (`detail`, `message`, `error`, a field list); `message` is the
 * best single sentence for screens that just need one.
 */
export interface ApiError {
  /** HTTP status, or a transport failure ('FETCH_ERROR', 'TIMEOUT_ERROR', 'PARSING_ERROR', …). */
  status: number | string;
  data: unknown;
  message: string;
}

export const NETWORK_ERROR_MESSAGE = 'Network error. Please check your connection and try again.';
export const GENERIC_ERROR_MESSAGE = 'Something went wrong';

type Body = Record<string, unknown>;

function isBody(value: unknown): value is Body {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function firstString(value: unknown): string | undefined {
  if (typeof value === 'string' && value.trim()) return value;
  if (Array.isArray(value)) return value.find((item): item is string => typeof item === 'string' && !!item.trim());
  return undefined;
}

/** detail, then message, then error, then the first item of the first field list. */
export function messageFromBody(data: unknown): string | undefined {
  if (typeof data === 'string') return data.trim() || undefined;
  if (!isBody(data)) return undefined;
  for (const key of ['detail', 'message', 'error'] as const) {
    const text = firstString(data[key]);
    if (text) return text;
  }
  for (const value of Object.values(data)) {
    const text = firstString(value);
    if (text) return text;
  }
  return undefined;
}

/** Reads one named string field of an error body (`readField(error, 'detail')`). */
export function readField(error: unknown, field: string): string | undefined {
  const data = isApiError(error) ? error.data : undefined;
  return isBody(data) ? firstString(data[field]) : undefined;
}

/** The server's word on each of `fields` (first message of its list), for the form to show under them. */
export function fieldErrors<K extends string>(error: unknown, fields: readonly K[]): Partial<Record<K, string>> {
  return Object.fromEntries(
    fields.flatMap((field) => {
      const message = readField(error, field);
      return message ? [[field, message]] : [];
    }),
  ) as Partial<Record<K, string>>;
}

export function isApiError(value: unknown): value is ApiError {
  return isBody(value) && 'status' in value && 'message' in value && typeof value.message === 'string';
}

/** True when no HTTP answer arrived at all (offline, DNS, refused, timed out). */
export function isNetworkFailure(error: unknown): boolean {
  return isApiError(error) && (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR');
}

export function toApiError(error: FetchBaseQueryError): ApiError {
  if (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR')
    return { status: error.status, data: undefined, message: NETWORK_ERROR_MESSAGE };
  if (error.status === 'PARSING_ERROR') return { status: error.originalStatus, data: error.data, message: GENERIC_ERROR_MESSAGE };
  if (error.status === 'CUSTOM_ERROR') return { status: error.status, data: error.data, message: error.error || GENERIC_ERROR_MESSAGE };
  return { status: error.status, data: error.data, message: messageFromBody(error.data) ?? GENERIC_ERROR_MESSAGE };
}
