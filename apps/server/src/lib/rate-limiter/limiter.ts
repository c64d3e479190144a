import { AuthMessage } from '@benji/shared';
import { DomainError } from '../domain-error';
import type { RateLimitStore } from './store';

export interface Limit {
  name: string;
  max: number;
  windowMs: number;
}

export class RateLimiter {
  /** `scale` multiplies every limit: 1 in production; browser tests, all from one address, raise it. */
  constructor(
    private readonly store: RateLimitStore,
    private readonly scale = 1,
  ) {}

  /**
   * Counts one hit for each (limit, subject) pair; every pair is counted even when an earlier one
   * is already over, so a flood on one e-mail from many IPs is seen by both counters.
   * Returns the seconds to wait if any limit is exceeded, else null.
   */
  async consume(checks: Array<[Limit, string | undefined]>): Promise<number | null> {
    let retryAfter: number | null = null;
    for (const [limit, subject] of checks) {
      if (!subject) continue;
      const { count, resetInMs } = await this.store.hit(`${limit.name}:${subject}`, limit.windowMs);
      if (count > limit.max * this.scale) retryAfter = Math.max(retryAfter ?? 0, Math.ceil(resetInMs / 1000));
    }
    return retryAfter;
  }
}

const MINUTE = 60_000;
/** Per IP and per e-mail; generous enough for a person, tight enough to stop guessing. */
export const Limits = {
  loginPerIp: { name: 'login-ip', max: 30, windowMs: 15 * MINUTE },
  loginPerEmail: { name: 'login-email', max: 10, windowMs: 15 * MINUTE },
  registerPerIp: { name: 'register-ip', max: 10, windowMs: 60 * MINUTE },
  forgotPerIp: { name: 'forgot-ip', max: 10, windowMs: 15 * MINUTE },
  forgotPerEmail: { name: 'forgot-email', max: 5, windowMs: 15 * MINUTE },
  verifyPerIp: { name: 'verify-ip', max: 30, windowMs: 15 * MINUTE },
  verifyPerEmail: { name: 'verify-email', max: 15, windowMs: 15 * MINUTE },
  // E-mail verification acts on the signed-in account, so the account is the subject. Each code
  // allows five guesses, so the number of codes bounds the guessing: a few per quarter hour, and a
  // day's cap that leaves a squatter about 1 in 20,000 a day of confirming an address not theirs.
  verifyEmailPerUser: { name: 'verify-email-user', max: 15, windowMs: 15 * MINUTE },
  resendEmailCodePerUser: { name: 'resend-email-code-user', max: 3, windowMs: 15 * MINUTE },
  resendEmailCodePerUserDaily: { name: 'resend-email-code-user-day', max: 10, windowMs: 24 * 60 * MINUTE },
  resendEmailCodePerIp: { name: 'resend-email-code-ip', max: 10, windowMs: 15 * MINUTE },
  // A refresh token is too long to guess; the limit stops a script from trying anyway. A browser
  // refreshes once per access token (15 minutes), so a whole office behind one address stays far under it.
  refreshPerIp: { name: 'refresh-ip', max: 120, windowMs: 15 * MINUTE },
  // Whoever holds a stolen access token must not get to guess the password behind it.
  changePasswordPerUser: { name: 'change-password-user', max: 10, windowMs: 15 * MINUTE },
  changePasswordPerIp: { name: 'change-password-ip', max: 30, windowMs: 15 * MINUTE },
  // The calendar feed answers without signing in. Calendar apps poll a subscription a few times a
  // day (the feed asks for twice), so a token fetched more often than this is a script; the per-IP
  // limit stops anyone walking through tokens, and leaves room for a household of calendars.
  calendarFeedPerToken: { name: 'calendar-feed-token', max: 20, windowMs: 15 * MINUTE },
  calendarFeedPerIp: { name: 'calendar-feed-ip', max: 60, windowMs: 15 * MINUTE },
  // Each claim or diary write makes that claim's deadlines be worked out again (security probe 3,
  // #3: 2,000 diary posts took 17.5 s). A person records a few entries at a sitting.
  claimWritesPerUser: { name: 'claim-writes-user', max: 30, windowMs: 15 * MINUTE },
  diaryWritesPerUser: { name: 'diary-writes-user', max: 60, windowMs: 15 * MINUTE },
  // Fast entry is a write per line (a room's worth is one), so the limit leaves room for a long
  // sitting; an import of up to 2,000 rows counts as one write.
  inventoryWritesPerUser: { name: 'inventory-writes-user', max: 300, windowMs: 15 * MINUTE },
  // A ledger entry is one amount typed from a cheque or a letter: a sitting records a few dozen.
  ledgerWritesPerUser: { name: 'ledger-writes-user', max: 120, windowMs: 15 * MINUTE },
  contactPerIp: { name: 'contact-ip', max: 5, windowMs: 60 * MINUTE },
  contactPerEmail: { name: 'contact-email', max: 5, windowMs: 60 * MINUTE },
} satisfies Record<string, Limit>;

/** Throws a 429 when any check is over its limit. The body names the wait in every field the screens read. */
export async function enforceLimits(
  limiter: RateLimiter,
  checks: Array<[Limit, string | undefined]>,
  text: string = AuthMessage.tooManyAttempts,
): Promise<void> {
  const retryAfter = await limiter.consume(checks);
  if (retryAfter === null) return;
  throw new DomainError('rate_limited', { detail: text, message: text, error: text, retry_after: retryAfter });
}
