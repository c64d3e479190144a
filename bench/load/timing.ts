import type { Request } from 'autocannon';

export interface KindStats {
  samples: number[];
  failures: Map<number, number>;
}

/** Wraps a request so each response's latency and any non-2xx status are kept under `kind`. */
export function timed(kind: string, request: Request, stats: Map<string, KindStats>): Request {
  const entry: KindStats = stats.get(kind) ?? { samples: [], failures: new Map() };
  stats.set(kind, entry);
  const startKey = `started:${kind}`;
  return {
    ...request,
    setupRequest: (built, context) => {
      const setup = request.setupRequest;
      const next = typeof setup === 'function' ? setup(built, context) : built;
      (context as Record<string, number>)[startKey] = performance.now();
      return next;
    },
    onResponse: (status, body, context, headers) => {
      entry.samples.push(performance.now() - (context as Record<string, number>)[startKey]!);
      if (status < 200 || status >= 300) entry.failures.set(status, (entry.failures.get(status) ?? 0) + 1);
      if (typeof request.onResponse === 'function') request.onResponse(status, body, context, headers);
    },
  };
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export function summary(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  return { count: sorted.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99) };
}
