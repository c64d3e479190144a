import { createHmac } from 'node:crypto';
import { randomToken, sha256 } from '../../lib/hash';

/**
 * A feed token is HMAC(key, user and seed): the table keeps the seed and the token's SHA-256 only,
 * so Settings can show the address again while a database leak alone cannot open any feed.
 */
export class FeedTokens {
  constructor(private readonly key: string) {}

  /** A key of its own, derived from the token-signing secret: a feed token can never pass for anything else. */
  static derivedFrom(signingSecret: string): FeedTokens {
    return new FeedTokens(createHmac('sha256', signingSecret).update('benji calendar feed key').digest('base64url'));
  }

  /** 43 base64url characters, as the random tokens before it were. */
  tokenFor(userId: number, seed: string): string {
    return createHmac('sha256', this.key).update(`calendar-feed:${userId}:${seed}`).digest('base64url');
  }

  /** A fresh seed, its token, and the digest to store. */
  fresh(userId: number): { token: string; seed: string; tokenHash: string } {
    const seed = randomToken(16);
    const token = this.tokenFor(userId, seed);
    return { token, seed, tokenHash: sha256(token) };
  }
}
