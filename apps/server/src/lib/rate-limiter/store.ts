/** Fixed-window counters. The memory store serves one instance; a shared store serves several. */
export interface RateLimitStore {
  /** Adds one hit to `key` and returns the count in the current window and the ms until it resets. */
  hit(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }>;
  reset(key: string): Promise<void>;
  /** Lets go of connections; the app calls it on close. */
  close?(): Promise<void>;
}
