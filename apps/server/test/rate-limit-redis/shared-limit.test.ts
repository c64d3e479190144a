import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authPaths } from '@benji/shared';
import { Limits } from '../../src/lib/rate-limiter';
import { newUserInput, nextIp } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/test-app';
import { REDIS_URL, closedPort, inspector, uniquePrefix } from './redis-support';
import { anotherInstance } from './two-apps';

const prefix = uniquePrefix();
const perEmail = Limits.loginPerEmail.max;
let redis: Awaited<ReturnType<typeof inspector>>;
let first: TestApp;
/** Two instances with REDIS_URL, two counting in memory, one whose Redis is down: all on one database. */
let shared: FastifyInstance[];
let alone: FastifyInstance[];
let redisDown: FastifyInstance;
beforeAll(async () => {
  redis = await inspector();
  const withRedis = { REDIS_URL, REDIS_KEY_PREFIX: prefix };
  first = await createTestApp(withRedis);
  shared = [first.app, await anotherInstance(first.database, withRedis)];
  alone = [await anotherInstance(first.database), await anotherInstance(first.database)];
  redisDown = await anotherInstance(first.database, { REDIS_URL: `redis://127.0.0.1:${await closedPort()}`, REDIS_KEY_PREFIX: prefix });
});
afterAll(async () => {
  for (const app of [shared[1], ...alone, redisDown]) await app?.close();
  await first?.close();
  await redis.clear(prefix);
  await redis.close();
});

/** Wrong-password sign-ins for one e-mail, alternating between the apps, each from a new address. */
async function failedLoginsAcross(apps: FastifyInstance[], email: string, attempts: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < attempts; i += 1) {
    const app = apps[i % apps.length]!;
    const response = await app.inject({
      method: 'POST',
      url: authPaths.login,
      payload: { email, password: 'wrong-password-1' },
      remoteAddress: nextIp(),
    });
    statuses.push(response.statusCode);
  }
  return statuses;
}

describe('two instances with REDIS_URL set', () => {
  it('count one per-e-mail sign-in limit between them', async () => {
    const statuses = await failedLoginsAcross(shared, newUserInput().email, perEmail + 2);
    // Each instance saw only half the attempts, yet the limit tripped on the attempt after the tenth.
    expect(statuses.slice(0, perEmail).every((status) => status === 400 || status === 401)).toBe(true);
    expect(statuses.slice(perEmail)).toEqual([429, 429]);
  });

  it('keep the counters in Redis under REDIS_KEY_PREFIX', async () => {
    const email = newUserInput().email;
    await failedLoginsAcross(shared, email, 3);
    expect(await redis.get(`${prefix}${Limits.loginPerEmail.name}:${email}`)).toBe('3');
  });

  it('where two instances counting in memory each count alone and let the same attempts through', async () => {
    const statuses = await failedLoginsAcross(alone, newUserInput().email, perEmail + 2);
    expect(statuses).not.toContain(429);
  });
});

describe('an instance whose Redis is down', () => {
  it('lets sign-up and sign-in through (fails open) instead of failing them', async () => {
    const input = newUserInput();
    const registered = await redisDown.inject({ method: 'POST', url: authPaths.register, payload: input, remoteAddress: nextIp() });
    expect(registered.statusCode).toBe(201);
    const login = await redisDown.inject({
      method: 'POST',
      url: authPaths.login,
      payload: { email: input.email, password: input.password },
      remoteAddress: nextIp(),
    });
    expect(login.statusCode).toBe(200);
  });
});
