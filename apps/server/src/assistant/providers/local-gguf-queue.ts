/**
 * Turns on the local model, one at a time, in order of arrival. The model has a single context
 * sequence: that keeps memory to one context window, and on a CPU a second sequence in parallel
 * would only share the same cores. A queued request costs nothing while it waits.
 */
export class TurnQueue {
  private last: Promise<void> = Promise.resolve();

  /** Waits for the turns before this one and returns the function that ends this turn; rejects if `signal` fires first. */
  async acquire(signal: AbortSignal): Promise<() => void> {
    const before = this.last;
    let end!: () => void;
    const ended = new Promise<void>((resolve) => (end = resolve));
    // The next turn waits for this one and the one before: a turn that gives up while waiting must
    // not let the next one start beside a turn still running.
    this.last = Promise.all([before, ended]).then(() => undefined);
    try {
      await untilAborted(before, signal);
    } catch (error) {
      end();
      throw error;
    }
    return end;
  }
}

/** `promise`, or a rejection with the signal's reason as soon as it fires. */
export function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
