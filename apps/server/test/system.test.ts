import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { ZPublicConfig } from '@benji/shared';
import { migrate } from '../src/db/migrate';
import { createTestApp, type TestApp } from './support/test-app';
import { loginUser, registerUser } from './support/accounts';

// migrate() keeps its own book outside the app's schema; the test reads it the same typed way.
const schemaMigrations = pgTable('schema_migrations', {
  name: varchar('name', { length: 255 }).primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull(),
});

const BROKEN_ROUTE = '/api/test-broken/';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    { GOOGLE_CLIENT_ID: 'system-test.apps.googleusercontent.com' },
    {
      beforeReady: (app) => {
        app.get(BROKEN_ROUTE, async () => {
          throw new Error('connection to db-internal.local:5432 refused (password=hunter2)');
        });
      },
    },
  );
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

/** Splits a Content-Security-Policy header into its directives. */
function directives(header: unknown): Map<string, string[]> {
  const entries = String(header)
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .filter(([name]) => name)
    .map(([name, ...values]) => [name!, values] as const);
  return new Map(entries);
}

describe('GET /api/config/ and /api/health/', () => {
  it('answers the public configuration', async () => {
    const response = await get('/api/config/');
    expect(response.statusCode).toBe(200);
    expect(ZPublicConfig.strict().parse(response.json())).toEqual({
      google_client_id: 'system-test.apps.googleusercontent.com',
      demo: false,
      tutorial_video_url: '/media/benji-tutorial.mp4',
    });
  });

  it('answers ok while the database answers', async () => {
    const response = await get('/api/health/');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('publishes the OpenAPI document of the routes', async () => {
    const response = await get('/api/docs/json');
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json().paths)).toEqual(
      expect.arrayContaining(['/api/login/', '/api/update-profile/', '/api/forgot-password/']),
    );
  });
});

describe('unknown paths', () => {
  it.each([
    ['GET', '/api/no-such-thing/'],
    ['POST', '/api/no-such-thing/'],
    ['GET', '/api'],
    ['DELETE', '/api/login/'],
    ['GET', '/api/login'],
  ] as const)('%s %s answers a JSON 404', async (method, url) => {
    const response = await t.app.inject({ method, url });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ detail: 'Not found.', message: 'Not found.', code: 'service.notFound' });
  });
});

describe('security headers', () => {
  it.each([
    ['a page of the API', '/api/config/'],
    ['a 404', '/api/no-such-thing/'],
    ['a 500', BROKEN_ROUTE],
  ])('are sent on %s', async (_label, url) => {
    const response = await get(url);
    const csp = directives(response.headers['content-security-policy']);
    expect(csp.get('script-src')).toBeDefined();
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
    expect(csp.get('script-src')).not.toContain("'unsafe-eval'");
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });
});

describe('error responses', () => {
  it('answer an unexpected failure with a generic 500 that leaks nothing', async () => {
    const response = await get(BROKEN_ROUTE);
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      detail: 'Something went wrong on our side. Please try again.',
      message: 'Something went wrong on our side. Please try again.',
      code: 'service.internalError',
    });
    expect(response.body).not.toMatch(/hunter2|db-internal|stack|\.ts:\d+/);
  });

  it('carry the code of their sentence beside it; a field list keeps the shape the spec gives it', async () => {
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/login/',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(malformed.json()).toEqual({
      detail: 'The request body is not valid JSON.',
      message: 'The request body is not valid JSON.',
      code: 'service.invalidJson',
    });
    const blank = await t.app.inject({ method: 'POST', url: '/api/login/', payload: { email: 'ana@example.com' } });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ password: ['This field is required.'] });
  });

  it.each([
    ['malformed JSON', { 'content-type': 'application/json' }, '{"email":'],
    ['an unsupported content type', { 'content-type': 'application/xml' }, '<email/>'],
    ['a body that is not an object', { 'content-type': 'application/json' }, '"just a string"'],
  ])('answer %s without a stack trace', async (_label, headers, payload) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/login/', headers, payload });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.body).not.toMatch(/\bat .+:\d+:\d+|stack|node_modules/);
  });
});

describe('migrate()', () => {
  it('changes nothing when run a second time', async () => {
    const user = await registerUser(t.app);
    const readBook = () => t.database.db.select().from(schemaMigrations).orderBy(schemaMigrations.name);
    const before = await readBook();
    expect(before.length).toBeGreaterThan(0);

    await migrate(t.database);

    expect(await readBook()).toEqual(before);
    expect((await loginUser(t.app, user.email, user.password)).user.pk).toBe(user.user.pk);
  });
});
