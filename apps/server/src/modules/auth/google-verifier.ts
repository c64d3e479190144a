import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';

export interface GoogleIdentity {
  sub: string;
  email: string;
  name: string;
}

/** Checks a Google ID token's signature, issuer, audience and expiry against Google's published keys. */
export class GoogleVerifier {
  private readonly keys: JWTVerifyGetKey;

  constructor(
    private readonly clientId: string,
    jwksUrl: string,
  ) {
    this.keys = createRemoteJWKSet(new URL(jwksUrl), { timeoutDuration: 5000, cooldownDuration: 30_000 });
  }

  /** The verified identity, or null when the token must not be believed. */
  async verify(idToken: string): Promise<GoogleIdentity | null> {
    try {
      const { payload } = await jwtVerify(idToken, this.keys, {
        issuer: ['https://accounts.google.com', 'accounts.google.com'],
        audience: this.clientId,
        algorithms: ['RS256'],
      });
      // An unverified address could belong to someone else: never sign into an account with it.
      if (typeof payload.sub !== 'string' || typeof payload.email !== 'string' || payload.email_verified !== true) return null;
      return { sub: payload.sub, email: payload.email.toLowerCase(), name: typeof payload.name === 'string' ? payload.name : '' };
    } catch {
      return null;
    }
  }
}
