export type { RateLimitStore } from './store';
export { RedisRateLimitStore } from './redis-store';
export { selectRateLimitStore } from './select-store';
export { RateLimiter, Limits, enforceLimits, type Limit } from './limiter';
