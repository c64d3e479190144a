import { createHmac } from 'node:crypto';

/**
 * Each refresh token's successor is derived from it, not drawn at random: a token that comes back
 * inside the reuse grace (a reload lost the first answer) is answered with the successor already
 * issued, so a copy replayed in that window joins the one sign-in instead of forking a chain of its
 * own (security probe 3, #5). Only SHA-256 digests are stored, and without the key a database leak
 * still cannot work out any token.
 */
export class RefreshChain {
  constructor(private readonly key: string) {}

  /** A key of its own, derived from the token-signing secret: no second secret to keep. */
  static derivedFrom(signingSecret: string): RefreshChain {
    return new RefreshChain(createHmac('sha256', signingSecret).update('benji refresh token chain key').digest('base64url'));
  }

  successorOf(token: string): string {
    return createHmac('sha256', this.key).update(`refresh-successor:${token}`).digest('base64url');
  }
}
