import type { RateLimitStore } from './store';

/** Counts in this process only: right for one instance, wrong behind a load balancer. */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, { count: number; resetsAt: number }>();

  async hit(key: string, windowMs: number) {
    const now = Date.now();
    if (this.windows.size > 50_000) this.sweep(now);
    const current = this.windows.get(key);
    const window = current && current.resetsAt > now ? current : { count: 0, resetsAt: now + windowMs };
    window.count += 1;
    this.windows.set(key, window);
    return { count: window.count, resetInMs: window.resetsAt - now };
  }

  async reset(key: string) {
    this.windows.delete(key);
  }

  private sweep(now: number) {
    for (const [key, window] of this.windows) if (window.resetsAt <= now) this.windows.delete(key);
  }
}
