/** A worker-pool task that keeps everything it allocates, for the pool's memory limit. */
export function allocateForever(): never {
  const kept: number[][] = [];
  for (;;) kept.push(Array.from({ length: 100_000 }, (_, i) => i));
}
