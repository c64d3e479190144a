/**
 * Calls `probe` every `everyMs` until `work` settles and returns each call's latency. A latency counts
 * from when the call was due, not from when it was sent: while the event loop is held, the timer
 * that sends the next call fires late, and that wait is what every user of the server would feel.
 */
export async function latenciesDuring<T>(
  work: Promise<T>,
  probe: () => Promise<unknown>,
  everyMs = 20,
): Promise<{ result: T; latencies: number[] }> {
  let settled = false;
  const done = work.finally(() => {
    settled = true;
  });
  const latencies: number[] = [];
  const polling = (async () => {
    while (!settled) {
      const due = performance.now() + everyMs;
      await new Promise((resolve) => setTimeout(resolve, everyMs));
      await probe();
      latencies.push(performance.now() - due);
    }
  })();
  const [result] = await Promise.all([done, polling]);
  return { result, latencies };
}

/** The value below which `share` of the samples fall (nearest rank). */
export function percentile(samples: readonly number[], share: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.max(1, Math.ceil(share * sorted.length)) - 1] ?? Number.NaN;
}
