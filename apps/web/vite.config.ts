import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { precompress } from './vite-precompress';

// React Router resolves to its development build under every condition; its production build is
// the same code with the dev warnings compiled out. Builds take it; `vite` and tests keep warnings.
// The package exports no path to it, so it is found beside the development build.
const routerDist = fileURLToPath(new URL('..', import.meta.resolve('react-router')));
const routerBuild = (file: string) => `${routerDist}production/${file}`;
const productionRouter = [
  { find: /^react-router$/, replacement: routerBuild('index.mjs') },
  { find: /^react-router\/dom$/, replacement: routerBuild('dom-export.mjs') },
];

// One origin in production: the server serves this build and /api/. In development Vite proxies
// /api to the server so cookies, CORS and relative URLs behave the same way.
export default defineConfig(({ command }) => ({
  plugins: [react(), tailwindcss(), precompress()],
  resolve: { alias: command === 'build' ? productionRouter : [] },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: true } },
  },
  preview: {
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
  },
}));
