import { DomainError } from '../../lib/domain-error';
import type { Limit, RateLimiter } from '../../lib/rate-limiter';
import { POLICY_MAX_PAGES } from './policy-pdf-reader';

export const PolicyFileMessage = {
  tooManyPages: (pages: number) =>
    `A policy PDF can have at most ${POLICY_MAX_PAGES} pages; this one has ${pages.toLocaleString('en-US')}.`,
  tooComplex: `This PDF is too complex to read. Upload your policy as a text PDF of at most ${POLICY_MAX_PAGES} pages.`,
  busy: 'Policy files are being read for other users just now. Please try again in a minute.',
  tooManyUploads: 'Too many policy uploads. Please wait a few minutes and try again.',
} as const;

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
