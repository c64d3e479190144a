import { createClient } from 'redis';
import type { RateLimitStore } from './store';

// INCR and PEXPIRE in one script, so two instances hitting the same key at once can neither lose a
// count nor leave a key without an expiry (which would lock a person out for good).
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;

export interface RedisStoreOptions {
  url: string;
  /** Put before every key, so several apps (or test runs) can share one Redis. */
  prefix: string;
  /** Longest wait for Redis before a request goes ahead uncounted. */
  timeoutMs?: number;
  warn: (message: string) => void;
}

/**
 * Counts in Redis, so every instance behind the proxy sees the same limits.
 *
 * Fails open: while Redis is unreachable (down, or slower than `timeoutMs`) each hit counts as 0,
 * the request goes ahead, and a warning is logged at most once a minute. Sign-in staying up beats
 * a rate limit holding; the limits come back by themselves when Redis does.
 */
export class RedisRateLimitStore implements RateLimitStore {
  private readonly client;
  /** Settles when the first connection attempt succeeds or fails: hits before it wait, later ones never do. */
  private readonly firstAttempt: Promise<void>;
  private lastWarning = 0;

  constructor(private readonly options: RedisStoreOptions) {
    this.client = createClient({
      url: options.url,
      // Commands fail at once while disconnected instead of queueing behind a dead connection.
      disableOfflineQueue: true,
      socket: { connectTimeout: 2000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 5000) },
    });
    // The client emits 'error' on every failed reconnect; without a listener that would crash the process.
    this.client.on('error', (error: Error) => this.warnOnce(`Redis rate-limit store: ${error.message}`));
    this.firstAttempt = new Promise((resolve) => {
      this.client.once('ready', resolve);
      this.client.once('error', () => resolve());
    });
    this.client.connect().catch(() => undefined);
  }

  async hit(key: string, windowMs: number) {
    try {
      const reply = await this.withTimeout(
        this.firstAttempt.then(() => this.client.eval(HIT_SCRIPT, { keys: [this.options.prefix + key], arguments: [String(windowMs)] })),
      );
      const [count, ttl] = reply as [number, number];
      return { count, resetInMs: ttl };
    } catch (error) {
      this.warnOnce(`Redis rate-limit store unavailable, request not counted: ${(error as Error).message}`);
      return { count: 0, resetInMs: windowMs };
    }
  }

  async reset(key: string) {
    try {
      await this.withTimeout(this.firstAttempt.then(() => this.client.del(this.options.prefix + key)));
    } catch (error) {
      this.warnOnce(`Redis rate-limit store unavailable, reset skipped: ${(error as Error).message}`);
    }
  }

  async close() {
    // A client still trying to connect has nothing to flush: close() would wait on it.
    if (this.client.isReady) await this.client.close();
    else if (this.client.isOpen) this.client.destroy();
  }

  private withTimeout<T>(work: Promise<T>): Promise<T> {
    const timeoutMs = this.options.timeoutMs ?? 500;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
    });
    return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
  }

  private warnOnce(message: string) {
    const now = Date.now();
    if (now - this.lastWarning < 60_000) return;
    this.lastWarning = now;
    this.options.warn(message);
  }
}
