/** The value below which `share` of the sorted samples fall (nearest-rank). */
export function percentile(samples: readonly number[], share: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil(share * sorted.length));
  return sorted[rank - 1] ?? Number.NaN;
}

export const ms = (value: number) => `${value.toFixed(2)} ms`;

/** Runs `work` `count` times, one after another, and returns each duration in milliseconds. */
export async function timeEach(count: number, work: (index: number) => Promise<unknown>): Promise<number[]> {
  const durations: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const start = performance.now();
    await work(index);
    durations.push(performance.now() - start);
  }
  return durations;
}

export function report(title: string, lines: [string, string][], verdict?: { ok: boolean; target: string }) {
  console.log(`\n${title}`);
  for (const [label, value] of lines) console.log(`  ${label.padEnd(44)} ${value}`);
  if (verdict) console.log(`  ${'target'.padEnd(44)} ${verdict.target} — ${verdict.ok ? 'met' : 'NOT met'}`);
}
