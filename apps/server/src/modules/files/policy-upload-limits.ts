import { PolicyFileMessage } from '@benji/shared';
import { DomainError } from '../../lib/domain-error';
import type { Limit, RateLimiter } from '../../lib/rate-limiter';

/**
 * Policy PDFs per user, both upload routes together: a person replaces a wrong file a few times at
 * most; a script that sends file after file is held to 10 × the reader's time limit per window.
 */
export const policyUploadsPerUser: Limit = { name: 'policy-upload-user', max: 10, windowMs: 15 * 60_000 };

/** Counts one policy PDF for the user; throws a 429 shaped like every other when over the limit. */
export async function enforcePolicyUploadLimit(limiter: RateLimiter, userId: number): Promise<void> {
  const retryAfter = await limiter.consume([[policyUploadsPerUser, String(userId)]]);
  if (retryAfter === null) return;
  const text = PolicyFileMessage.tooManyUploads;
  throw new DomainError('rate_limited', { detail: text, message: text, error: text, retry_after: retryAfter });
}
