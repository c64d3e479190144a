import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    // Each file builds its own app on its own database; two cores, so keep the pool small.
    maxWorkers: 2,
    // Files share a worker's loaded modules instead of importing the whole app again each (about
    // 140 s of imports on this machine). Safe because no server test mocks a module or changes the
    // environment; each still builds its own app on its own database.
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
