import { APIError } from 'openai';

export interface RetryPolicy {
  /** Wait before the retry when the server does not say how long (Retry-After). */
  delayMs: number;
  /** The longest wait honoured from Retry-After; a longer request fails at once. */
  maxDelayMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { delayMs: 1000, maxDelayMs: 8000 };

/** 429 (rate limited) and 5xx (the server's trouble) may succeed a moment later; other errors will not. */
export function isRetryable(error: unknown): error is APIError {
  return error instanceof APIError && typeof error.status === 'number' && (error.status === 429 || error.status >= 500);
}

/** How long the server asked us to wait: `retry-after-ms` (OpenAI), else `retry-after` in seconds or as a date. */
export function retryAfterMs(headers: Headers | undefined, now = Date.now()): number | null {
  const milliseconds = Number(headers?.get('retry-after-ms'));
  if (headers?.get('retry-after-ms') && Number.isFinite(milliseconds)) return Math.max(0, milliseconds);
  const value = headers?.get('retry-after');
  if (!value) return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `call`, and once more after a pause if it fails with 429 or 5xx. */
export async function withOneRetry<T>(call: () => Promise<T>, policy: RetryPolicy = DEFAULT_RETRY): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!isRetryable(error)) throw error;
    const asked = retryAfterMs(error.headers);
    if (asked !== null && asked > policy.maxDelayMs) throw error;
    await sleep(asked ?? policy.delayMs);
    return call();
  }
}
