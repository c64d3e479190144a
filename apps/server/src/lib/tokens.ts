import { SignJWT, errors, jwtVerify } from 'jose';

export interface AccessClaims {
  userId: number;
  sessionId: string;
}

/** Enough for every token in use on a busy instance; past it the memo starts again empty. */
const VERIFIED_MEMO_MAX = 10_000;

export class AccessTokens {
  private readonly key: Uint8Array;
  /**
   * Tokens already verified, with their claims and expiry. A token's signature and claims never
   * change, so each is checked once; its expiry is checked on every use. Verifying through
   * WebCrypto was a tenth of the CPU time of a signed-in read under load.
   */
  private readonly verified = new Map<string, AccessClaims & { expiresAtMs: number }>();

  constructor(
    secret: string,
    private readonly lifetimeMinutes: number,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(claims: AccessClaims): Promise<string> {
    return new SignJWT({ sid: claims.sessionId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(claims.userId))
      .setIssuedAt()
      .setExpirationTime(`${this.lifetimeMinutes}m`)
      .setAudience('benji-api')
      .sign(this.key);
  }

  /** Returns the claims, or null for any token that is malformed, forged or expired. */
  async verify(token: string): Promise<AccessClaims | null> {
    const known = this.verified.get(token);
    if (known) {
      if (known.expiresAtMs > Date.now()) return { userId: known.userId, sessionId: known.sessionId };
      this.verified.delete(token);
      return null;
    }
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'], audience: 'benji-api' });
      const userId = Number(payload.sub);
      if (!Number.isSafeInteger(userId) || typeof payload.sid !== 'string' || typeof payload.exp !== 'number') return null;
      // A token made to live longer than this server issues them (a leaked key, an old setting) is not one of ours.
      if (typeof payload.iat !== 'number' || payload.exp - payload.iat > this.lifetimeMinutes * 60) return null;
      if (this.verified.size >= VERIFIED_MEMO_MAX) this.verified.clear();
      this.verified.set(token, { userId, sessionId: payload.sid, expiresAtMs: payload.exp * 1000 });
      return { userId, sessionId: payload.sid };
    } catch (error) {
      if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
      throw error;
    }
  }
}
