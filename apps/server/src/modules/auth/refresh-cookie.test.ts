import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { REFRESH_COOKIE_PATH, commonPath, secureCookie } from './refresh-cookie';

describe('the refresh cookie path', () => {
  it('is the narrowest path that covers both the refresh and the logout path', () => {
    expect(REFRESH_COOKIE_PATH).toBe('/api/');
    expect(commonPath(['/api/token/refresh/', '/api/token/revoke/'])).toBe('/api/token/');
    expect(commonPath(['/api/token/refresh/'])).toBe('/api/token/refresh/');
    expect(commonPath(['/api/tokens/', '/api/token/'])).toBe('/api/');
    expect(commonPath(['/a/', '/b/'])).toBe('/');
  });
});

describe('the Secure attribute', () => {
  const request = (protocol: 'http' | 'https', hostname: string) => ({ protocol, hostname }) as FastifyRequest;
  const development = { production: false, appUrl: 'http://localhost:3000' };

  it('is always set in production, even over http to localhost', () => {
    expect(secureCookie({ ...development, production: true }, request('http', 'localhost'))).toBe(true);
  });

  it('is left off outside production only for plain http to a loopback host', () => {
    for (const host of ['localhost', 'app.localhost', '127.0.0.1', '[::1]'])
      expect(secureCookie(development, request('http', host))).toBe(false);
    expect(secureCookie(development, request('https', 'localhost'))).toBe(true);
    expect(secureCookie(development, request('http', '192.168.1.20'))).toBe(true);
    expect(secureCookie(development, request('http', 'localhost.evil.example'))).toBe(true);
  });
});
