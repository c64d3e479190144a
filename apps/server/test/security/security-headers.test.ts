import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { headerProblems } from './header-rules';

// The header rules run on every answer of the authorization matrix; this file covers what the
// matrix cannot: HSTS behind a TLS proxy, and cross-origin requests (preflights included).

// Real requests on a real database, on a machine that may be busy: no test here should need this long.
vi.setConfig({ testTimeout: 60_000 });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: 'true' });
});
afterAll(() => t.close());

const EVIL = 'https://evil.example';

describe('HSTS', () => {
  it('is sent when the request came over TLS through the trusted proxy, for a year and subdomains', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/health/',
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.7' },
      remoteAddress: '127.0.0.1',
    });
    expect(response.statusCode).toBe(200);
    const hsts = String(response.headers['strict-transport-security']);
    expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(31_536_000);
    expect(hsts).toMatch(/includeSubDomains/i);
    expect(headerProblems(response)).toEqual([]);
  });
});

describe('cross-origin requests', () => {
  it.each([
    [
      'a preflight for a sign-in',
      {
        method: 'OPTIONS',
        url: '/api/login/',
        headers: { origin: EVIL, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      },
    ],
    [
      'a preflight for a claim list with a token',
      {
        method: 'OPTIONS',
        url: '/api/my-claims/',
        headers: { origin: EVIL, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
      },
    ],
    [
      'a sign-in from another site',
      { method: 'POST', url: '/api/login/', headers: { origin: EVIL }, payload: { email: 'a@example.com', password: 'x' } },
    ],
    ['a public read from another site', { method: 'GET', url: '/api/subcriptionlist/', headers: { origin: EVIL } }],
    ['an unknown path', { method: 'GET', url: '/api/no-such-thing/', headers: { origin: 'null' } }],
  ] as const)('grant no origin: %s', async (_label, request) => {
    const response = await t.app.inject(request);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    expect(headerProblems(response)).toEqual([]);
  });
});
