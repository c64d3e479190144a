/**
 * Runs at most `limit` tasks at once; the others wait their turn in arrival order. A finishing task
 * hands its place straight to the next waiter, so a newcomer can never overtake the queue.
 */
export function concurrencyLimit(limit: number) {
  if (!Number.isInteger(limit) || limit < 1) throw new RangeError(`A concurrency limit is a whole number of at least 1, not ${limit}`);
  let running = 0;
  const waiting: Array<() => void> = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running < limit) running += 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}
