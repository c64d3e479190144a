import { MemoryRateLimitStore } from './memory-store';
import { RedisRateLimitStore } from './redis-store';
import type { RateLimitStore } from './store';

/** Redis when REDIS_URL is set (several instances share the counts), else this process's memory. */
export function selectRateLimitStore(
  config: { REDIS_URL?: string; REDIS_KEY_PREFIX: string },
  warn: (message: string) => void,
): RateLimitStore {
  if (!config.REDIS_URL) return new MemoryRateLimitStore();
  return new RedisRateLimitStore({ url: config.REDIS_URL, prefix: config.REDIS_KEY_PREFIX, warn });
}
