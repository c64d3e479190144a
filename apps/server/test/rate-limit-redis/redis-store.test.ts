import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RedisRateLimitStore } from '../../src/lib/rate-limiter';
import { REDIS_URL, closedPort, inspector, silentServer, uniquePrefix } from './redis-support';

const prefix = uniquePrefix();
const warnings: string[] = [];
let store: RedisRateLimitStore;
let redis: Awaited<ReturnType<typeof inspector>>;
beforeAll(async () => {
  store = new RedisRateLimitStore({ url: REDIS_URL, prefix, warn: (message) => warnings.push(message) });
  redis = await inspector();
});
afterAll(async () => {
  await redis.clear(prefix);
  await redis.close();
  await store.close();
});

describe('the Redis rate-limit store', () => {
  it('counts every one of many simultaneous hits exactly once', async () => {
    const results = await Promise.all(Array.from({ length: 60 }, () => store.hit('burst', 60_000)));
    expect(results.map((result) => result.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
    expect(await redis.get(`${prefix}burst`)).toBe('60');
  });

  it('gives a new key the window as its expiry, and keeps that expiry on later hits', async () => {
    const first = await store.hit('window', 90_000);
    expect(first.count).toBe(1);
    expect(first.resetInMs).toBeGreaterThan(85_000);
    expect(first.resetInMs).toBeLessThanOrEqual(90_000);
    const ttl = await redis.pttl(`${prefix}window`);
    expect(ttl).toBeGreaterThan(85_000);
    // A later hit does not push the window back: the reset time only shrinks.
    const second = await store.hit('window', 90_000);
    expect(second.count).toBe(2);
    expect(second.resetInMs).toBeLessThanOrEqual(first.resetInMs);
  });

  it('starts a key again from one after reset', async () => {
    await store.hit('reset-me', 60_000);
    await store.hit('reset-me', 60_000);
    await store.reset('reset-me');
    expect(await redis.get(`${prefix}reset-me`)).toBeNull();
    expect((await store.hit('reset-me', 60_000)).count).toBe(1);
  });

  it('keeps keys of different prefixes apart', async () => {
    const otherPrefix = uniquePrefix();
    const other = new RedisRateLimitStore({ url: REDIS_URL, prefix: otherPrefix, warn: () => undefined });
    try {
      await store.hit('shared-name', 60_000);
      expect((await other.hit('shared-name', 60_000)).count).toBe(1);
    } finally {
      await redis.clear(otherPrefix);
      await other.close();
    }
  });

  it('warned about nothing while Redis was up', () => {
    expect(warnings).toEqual([]);
  });
});

describe('when Redis cannot be reached, the store fails open', () => {
  it('counts nothing and warns once when the port refuses connections', async () => {
    const seen: string[] = [];
    const down = new RedisRateLimitStore({ url: `redis://127.0.0.1:${await closedPort()}`, prefix, warn: (message) => seen.push(message) });
    try {
      const started = Date.now();
      for (let i = 0; i < 5; i += 1) expect(await down.hit('anything', 60_000)).toEqual({ count: 0, resetInMs: 60_000 });
      expect(Date.now() - started).toBeLessThan(2_000);
      expect(seen).toHaveLength(1);
      expect(seen[0]).toMatch(/^Redis rate-limit store/);
    } finally {
      await down.close();
    }
  });

  it('counts nothing after its time-out when Redis accepts the connection and never answers', async () => {
    const hanging = await silentServer();
    const seen: string[] = [];
    const stalled = new RedisRateLimitStore({ url: hanging.url, prefix, timeoutMs: 300, warn: (message) => seen.push(message) });
    try {
      expect(await stalled.hit('anything', 60_000)).toEqual({ count: 0, resetInMs: 60_000 });
      expect(seen.join('\n')).toContain('no answer within 300 ms');
    } finally {
      await stalled.close();
      await hanging.close();
    }
  });
});
