import type { Answer } from './api-client';

export interface Outcome {
  kind: string;
  /** What the request carried, to find it in the database afterwards. */
  marker: string;
  answer?: Answer;
  /** The request died with the connection (the server was killed or stopped). */
  cut?: boolean;
}

/**
 * Runs `workers` loops, each sending one request after another from `next`, until `stop()` is called
 * or a request fails at the network level. Returns every request's outcome.
 */
export function runLoad(
  workers: number,
  next: (worker: number, round: number) => { kind: string; marker: string; send: () => Promise<Answer> },
) {
  const outcomes: Outcome[] = [];
  let stopped = false;
  const loops = Array.from({ length: workers }, async (_, worker) => {
    for (let round = 0; !stopped; round += 1) {
      const { kind, marker, send } = next(worker, round);
      try {
        outcomes.push({ kind, marker, answer: await send() });
      } catch {
        outcomes.push({ kind, marker, cut: true });
        return;
      }
    }
  });
  return {
    outcomes,
    stop: () => (stopped = true),
    done: () => Promise.all(loops).then(() => outcomes),
  };
}
