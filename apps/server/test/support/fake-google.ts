import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, exportJWK, generateKeyPair, type JWTPayload } from 'jose';

/**
 * Plays Google's key endpoint on loopback: a key set the test generated, served as
 * https://www.googleapis.com/oauth2/v3/certs serves Google's, and ID tokens signed with it.
 */
export async function startFakeGoogle(clientId: string) {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const stranger = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const server: Server = createServer((request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const sign = (claims: JWTPayload, options: { expiresIn?: string; foreignKey?: boolean } = {}) =>
    new SignJWT({ email_verified: true, ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setIssuer(typeof claims.iss === 'string' ? claims.iss : 'https://accounts.google.com')
      .setAudience(claims.aud ?? clientId)
      .setIssuedAt()
      .setExpirationTime(options.expiresIn ?? '1h')
      .sign(options.foreignKey ? stranger.privateKey : privateKey);

  return {
    jwksUrl: `http://127.0.0.1:${port}/oauth2/v3/certs`,
    sign,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
