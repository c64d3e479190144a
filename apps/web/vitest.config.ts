import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // Files share a worker's page and loaded modules (about 14 s instead of 75): src/test/setup.ts
    // puts the page back as new after each file, which 30 shuffled orders passed.
    isolate: false,
  },
});
