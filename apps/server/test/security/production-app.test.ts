import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { users } from '../../src/db/schema';
import { sha256 } from '../../src/lib/hash';
import { hashPassword } from '../../src/lib/passwords';
import { ZApiCredentials, ZApiRefresh, bearer, newUserInput, nextIp } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/test-app';

// The app as NODE_ENV=production builds it, its log written to a stream the test reads:
// ASVS V7.1 (no credentials or secrets in logs), V14.3 (no documentation or debug output).

vi.setConfig({ testTimeout: 60_000 });

const JWT_SECRET = randomBytes(36).toString('base64');
const logLines: string[] = [];
/** Argon2 hashes the test routes below made, which must not reach the log through a failed query. */
const madeHashes: string[] = [];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    { NODE_ENV: 'production', BILLING_MODE: 'test', JWT_SECRET, PUBLIC_URL: 'https://benji.example', LOG_LEVEL: 'trace' },
    {
      logStream: { write: (line) => void logLines.push(line) },
      // Two real database failures that carry a secret: a duplicate account insert (the hash among
      // its parameters, the row in the driver's detail) and a cast whose message quotes the value.
      beforeReady(app, database) {
        app.post('/api/test-only/duplicate-account/', async (request) => {
          const { email, password } = request.body as { email: string; password: string };
          const passwordHash = await hashPassword(password);
          madeHashes.push(passwordHash);
          await database.db.insert(users).values({ email, passwordHash });
        });
        app.post('/api/test-only/cast/', async (request) => {
          await database.db.execute(sql`select ${(request.body as { value: string }).value}::integer as number`);
        });
        // A careless log call, as a future route might make: the logger's redaction must catch it.
        app.post('/api/test-only/careless-log/', async (request) => {
          request.log.info({ headers: request.headers, body: request.body }, 'request as received');
          return {};
        });
      },
    },
  );
});
afterAll(() => t.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: nextIp() });
/** A password of its own for each step, unguessable and unlike anything else in the log. */
const newPassword = (label: string) => `${label}-${randomBytes(6).toString('hex')}-Pw`;

async function openCodeOf(userId: number): Promise<{ body: string }> {
  return vi.waitFor(async () => {
    const rows = (
      (await t.database.db.execute(sql`select 1 from password_reset_codes where user_id = ${userId} and used_at is null`)) as unknown as {
        rows: unknown[];
      }
    ).rows;
    const mails = (
      (await t.database.db.execute(sql`select body from mail_outbox order by id desc limit 1`)) as unknown as {
        rows: Array<{ body: string }>;
      }
    ).rows;
    if (rows.length === 0 || !mails[0]) throw new Error('no code yet');
    return mails[0];
  });
}

describe('the log of a production server', () => {
  it('holds no password, hash, token or code after sign-up, sign-in, a reset, a password change and failing requests', async () => {
    const secrets: string[] = [JWT_SECRET];
    const keepTokens = (body: { access: string; refresh: string }) => secrets.push(body.access, body.refresh, sha256(body.refresh));

    const first = newPassword('first');
    const input = newUserInput({ password: first });
    secrets.push(first);
    const registered = ZApiCredentials.parse((await post('/api/register/', input)).json());
    keepTokens(registered);
    keepTokens(ZApiCredentials.parse((await post('/api/login/', { email: input.email, password: first })).json()));
    const wrong = newPassword('wrong');
    secrets.push(wrong);
    expect((await post('/api/login/', { email: input.email, password: wrong })).statusCode).toBe(401);

    // The code is mailed to the outbox, blanked; the test opens it with a code it gives the row.
    expect((await post('/api/forgot-password/', { email: input.email })).statusCode).toBe(200);
    await openCodeOf(registered.user.pk);
    const code = '531864';
    const wrongCode = '864135';
    secrets.push(code, wrongCode, sha256(code), sha256(wrongCode));
    await t.execute(
      sql`update password_reset_codes set code_hash = ${sha256(code)} where user_id = ${registered.user.pk} and used_at is null`,
    );
    expect((await post('/api/verify-otp/', { email: input.email, otp: wrongCode })).statusCode).toBe(400);
    expect((await post('/api/verify-otp/', { email: input.email, otp: code })).statusCode).toBe(200);
    const second = newPassword('second');
    secrets.push(second);
    expect(
      (await post('/api/reset-password/', { email: input.email, otp: code, new_password: second, confirm_password: second })).statusCode,
    ).toBe(200);

    const signedIn = ZApiCredentials.parse((await post('/api/login/', { email: input.email, password: second })).json());
    keepTokens(signedIn);
    const rotated = ZApiRefresh.parse((await post('/api/token/refresh/', { refresh: signedIn.refresh })).json());
    keepTokens(rotated);
    const third = newPassword('third');
    secrets.push(third);
    const changed = await post(
      '/api/change-password/',
      { old_password: second, new_password: third, confirm_password: third },
      bearer(rotated.access),
    );
    expect(changed.statusCode).toBe(200);

    const nulPassword = newPassword('nul');
    secrets.push(nulPassword);
    const nul = await post(
      '/api/login/',
      { email: input.email, password: `${nulPassword}\u0000` },
      { cookie: `session=${rotated.refresh}` },
    );
    expect(nul.statusCode).toBe(400);

    const duplicate = newPassword('duplicate');
    secrets.push(duplicate);
    expect((await post('/api/test-only/duplicate-account/', { email: input.email, password: duplicate })).statusCode).toBe(500);
    const castValue = newPassword('cast');
    secrets.push(castValue);
    expect((await post('/api/test-only/cast/', { value: castValue })).statusCode).toBe(500);
    const carelessCode = '718293';
    secrets.push(carelessCode);
    const carelessRequest = await post(
      '/api/test-only/careless-log/',
      { password: third, otp: carelessCode, code: carelessCode, refresh: rotated.refresh, nested: { new_password: third } },
      { ...bearer(rotated.access), cookie: `session=${rotated.refresh}` },
    );
    expect(carelessRequest.statusCode).toBe(200);
    expect((await post('/api/logout/', { refresh: rotated.refresh }, bearer(rotated.access))).statusCode).toBe(200);
    secrets.push(...madeHashes);

    // Timestamps, process ids and durations are numbers a six-digit code could hide in by chance.
    const log = logLines.join('').replace(/"(?:time|pid|responseTime)":[\d.e+-]+/g, '');
    expect(logLines.length).toBeGreaterThan(20);
    expect(secrets.filter((secret) => log.includes(secret))).toEqual([]);
    expect(log).not.toContain('$argon2');
    expect(log).not.toContain('verification code is');
    const careless = logLines
      .map((line) => JSON.parse(line) as { msg: string; headers?: object; body?: object })
      .find((entry) => entry.msg === 'request as received');
    expect(careless?.headers).toMatchObject({ authorization: '[redacted]', cookie: '[redacted]' });
    expect(careless?.body).toEqual({
      password: '[redacted]',
      otp: '[redacted]',
      code: '[redacted]',
      refresh: '[redacted]',
      nested: { new_password: '[redacted]' },
    });

    // What is left is still enough to find the fault: the query, the SQLSTATE, the constraint.
    const failures = logLines
      .map((line) => JSON.parse(line) as { msg: string; err?: { message: string; cause?: { code?: string; constraint?: string } } })
      .filter((entry) => entry.msg === 'request failed');
    expect(failures).toHaveLength(2);
    expect(failures[0]?.err?.message).toMatch(/^Failed query: insert into "users"/);
    expect(failures[0]?.err?.cause).toMatchObject({ code: '23505', constraint: 'users_email_key' });
    expect(failures[1]?.err?.cause?.code).toBe('22P02');
  });
});

describe('the outbox of a production server', () => {
  it('keeps the reset mail with its code blanked out', async () => {
    const input = newUserInput();
    const registered = ZApiCredentials.parse((await post('/api/register/', input)).json());
    expect((await post('/api/forgot-password/', { email: input.email })).statusCode).toBe(200);
    const mail = await openCodeOf(registered.user.pk);
    expect(mail.body).toContain('Your Benji verification code is [redacted].');
    expect(mail.body).not.toMatch(/\d{6}/);
  });
});

describe('the API documentation of a production server', () => {
  it.each(['/api/docs', '/api/docs/', '/api/docs/json', '/api/docs/yaml', '/api/docs/static/index.html'])(
    'is not served: %s',
    async (url) => {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    },
  );
});
