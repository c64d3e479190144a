import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { nextIp, registerUser, newUserInput } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/test-app';

// The per-IP and per-e-mail limits themselves are tested route by route in accounts/ and contact/.
// This file checks that they cannot be walked around: by the case of an e-mail, by a forged
// X-Forwarded-For, and that RATE_LIMIT_SCALE moves them exactly as far as it says.

// Each test makes a dozen or more accounts (a password hash each): allow for a busy machine.
vi.setConfig({ testTimeout: 90_000 });

const apps: TestApp[] = [];
async function app(overrides: Record<string, string> = {}): Promise<FastifyInstance> {
  const t = await createTestApp(overrides);
  apps.push(t);
  return t.app;
}
afterAll(async () => {
  for (const t of apps) await t.close();
});

const post = (server: FastifyInstance, url: string, payload: object, remoteAddress = nextIp(), headers: Record<string, string> = {}) =>
  server.inject({ method: 'POST', url, payload, remoteAddress, headers });

/** Sends `attempts` requests and returns the statuses, in order. */
async function statuses(attempts: number, send: (i: number) => ReturnType<typeof post>): Promise<number[]> {
  const result: number[] = [];
  for (let i = 0; i < attempts; i += 1) result.push((await send(i)).statusCode);
  return result;
}
const times = (count: number, status: number) => Array<number>(count).fill(status);

/** The same address, written the ways a person (or a script) might: one account all the same. */
const variants = (email: string) => {
  const [local, domain] = email.split('@') as [string, string];
  return [email, email.toUpperCase(), ` ${email} `, `${local.toUpperCase()}@${domain}`, `${local}@${domain.toUpperCase()}`, `\t${email}`];
};

describe('per-account limits', () => {
  let server: FastifyInstance;
  beforeAll(async () => {
    server = await app();
  });

  it('count every spelling of one e-mail as the same account when signing in', async () => {
    const user = await registerUser(server);
    const spellings = variants(user.email);
    const answers = await statuses(11, (i) =>
      post(server, '/api/login/', { email: spellings[i % spellings.length], password: `guess-${i}` }),
    );
    expect(answers).toEqual([...times(10, 401), 429]);
  });

  it('count every spelling of one e-mail as the same account when asking for and guessing codes', async () => {
    const user = await registerUser(server);
    const spellings = variants(user.email);
    expect(await statuses(6, (i) => post(server, '/api/forgot-password/', { email: spellings[i % spellings.length] }))).toEqual([
      ...times(5, 200),
      429,
    ]);
    const guesses = await statuses(16, (i) =>
      post(server, '/api/verify-otp/', { email: spellings[i % spellings.length], otp: String(100000 + i) }),
    );
    expect(guesses).toEqual([...times(15, 400), 429]);
  });

  it('share one budget between verify-otp and reset-password, so a code gets at most 15 guesses a window', async () => {
    const user = await registerUser(server);
    const reset = (i: number) =>
      post(server, '/api/reset-password/', {
        email: user.email,
        otp: String(200000 + i),
        new_password: 'a-new-pass-1',
        confirm_password: 'a-new-pass-1',
      });
    const verify = (i: number) => post(server, '/api/verify-otp/', { email: user.email, otp: String(300000 + i) });
    expect(await statuses(16, (i) => (i % 2 ? reset(i) : verify(i)))).toEqual([...times(15, 400), 429]);
  });
});

describe('per-IP limits behind no proxy', () => {
  it('ignore a forged X-Forwarded-For: one socket is one address, whatever it claims', async () => {
    const server = await app();
    const answers = await statuses(11, (i) =>
      post(server, '/api/register/', newUserInput(), '10.60.0.1', { 'x-forwarded-for': `198.51.100.${i + 1}` }),
    );
    expect(answers).toEqual([...times(10, 201), 429]);
  });
});

describe('per-IP limits behind a trusted proxy (TRUST_PROXY)', () => {
  it('count the client address the proxy reports, each client on its own', async () => {
    const server = await app({ TRUST_PROXY: 'true' });
    const fromClient = (client: string) => () => post(server, '/api/register/', newUserInput(), '127.0.0.1', { 'x-forwarded-for': client });
    expect(await statuses(11, fromClient('203.0.113.10'))).toEqual([...times(10, 201), 429]);
    // Another person behind the same proxy is not locked out by the first.
    expect(await statuses(1, fromClient('203.0.113.11'))).toEqual([201]);
  });
});

describe('RATE_LIMIT_SCALE', () => {
  it('multiplies a limit exactly: with 2, an e-mail gets 20 sign-in attempts, not 21', async () => {
    const server = await app({ RATE_LIMIT_SCALE: '2' });
    const user = await registerUser(server);
    const answers = await statuses(21, (i) => post(server, '/api/login/', { email: user.email, password: `guess-${i}` }));
    expect(answers).toEqual([...times(20, 401), 429]);
    // Once over, even the right password waits: the limit is on guessing, not on being wrong.
    expect((await post(server, '/api/login/', { email: user.email, password: user.password })).statusCode).toBe(429);
  });
});
