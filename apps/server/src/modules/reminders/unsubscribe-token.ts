import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The token in a reminder's unsubscribe link: the user id and its HMAC. It needs no table and no
 * expiry (a link in an old mail must still work), and cannot be forged or turned to another user.
 */
export class UnsubscribeTokens {
  constructor(private readonly secret: string) {}

  /** A key of its own, derived from the token-signing secret: an unsubscribe token can never pass for anything else. */
  static derivedFrom(signingSecret: string): UnsubscribeTokens {
    return new UnsubscribeTokens(createHmac('sha256', signingSecret).update('benji reminder unsubscribe key').digest('base64url'));
  }

  private mac(userId: number): string {
    return createHmac('sha256', this.secret).update(`reminders-unsubscribe:${userId}`).digest('base64url');
  }

  issue(userId: number): string {
    return `${userId}.${this.mac(userId)}`;
  }

  /** The user the token was issued for, or null when it is not one of ours. */
  verify(token: string): number | null {
    const match = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{43})$/.exec(token);
    if (!match) return null;
    const userId = Number(match[1]);
    const expected = Buffer.from(this.mac(userId));
    const given = Buffer.from(match[2]!);
    return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
  }
}
