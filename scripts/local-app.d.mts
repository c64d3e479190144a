// Types for the TypeScript benchmarks that start the product the way `npm start` does.
export function buildWeb(dist: string, options?: { logLevel?: string }): void;
export function startLocalServer(options: {
  dist: string;
  dataDir?: string;
  stdio?: 'inherit' | 'ignore' | 'pipe';
  timeoutMs?: number;
}): Promise<{ url: string; stop: () => Promise<void> }>;
