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
const productionRouter = [{ find: /^react-router$/, replacement: routerBuild('index.mjs') }];

// The start: the store and its slices (all of it is created at the start), the app's frame and
// route table, the i18n runtime with i18next, and the few components both /home and /login show.
// Each small chunk costs its own imports, exports and gzip framing: as a dozen chunks these were
// about 3 kB (gzipped) more than as one. Only modules the start imports statically belong here;
// anything else listed would be downloaded by every first page (LAZY: those fetched later).
const START =
  /apps[\\/]web[\\/]src[\\/](store[\\/]|app[\\/][^\\/]+$|i18n[\\/][^\\/]+\.tsx?$|lib[\\/](prerender-handoff|toaster-signal)\.ts$|components[\\/](ui[\\/](button|cx|logo|spinner)|language-switch[\\/]language-switch)\.tsx$|components[\\/]language-switch[\\/]use-switch-address\.ts$)/;
const CATALOGUE = /apps[\\/]web[\\/]src[\\/]i18n[\\/]catalogues[\\/]([^\\/]+)[\\/]/;
const LAZY = /apps[\\/]web[\\/]src[\\/](app[\\/](toaster|signed-in-pages)\.tsx?|i18n[\\/](pseudo-locale|format|rich-text)\.tsx?)$/;

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
    // Every browser the app supports preloads modules itself (Chrome 66, Safari 17, Firefox 115).
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // A catalogue's chunk is named for its language (i18n-fr-CA-landing-….js), so a test can see
        // that a page fetched its reader's language only (e2e/tests/first-load-budget.spec.ts).
        // (The start, which bundles English `common`, keeps its name.)
        chunkFileNames: ({ moduleIds, name }) => {
          const locale = moduleIds.every((id) => CATALOGUE.test(id)) ? CATALOGUE.exec(moduleIds[0] ?? '')?.[1] : undefined;
          // A language's index (catalogues/fr-CA/index.ts) is its bundled namespace, common.
          return locale ? `assets/i18n-${locale}-${name === locale ? 'common' : '[name]'}-[hash].js` : 'assets/[name]-[hash].js';
        },
        // The start loads React DOM and then the app's framework in two stages (src/boot.tsx); each
        // is one chunk, not the dozens of small shared chunks the split would otherwise make
        // (each adds its own imports and exports to what the reader downloads).
        codeSplitting: {
          groups: [
            { name: 'react-dom', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
            {
              name: 'framework',
              test: /node_modules[\\/](react-router|@reduxjs|redux|react-redux|redux-persist|immer|reselect|redux-thunk)[\\/]/,
              priority: 1,
            },
            // Vite's preload helper stays a chunk of its own: the entry (main.tsx) imports it, and
            // inside the start chunk it would make the entry load and run the whole start (the
            // store, the session's restore) before the first paint, ahead of boot.tsx's stages.
            { name: 'preload-helper', test: /vite[\\/]preload-helper/, priority: 3 },
            // What every first page runs (see START below): one chunk, not a dozen small ones.
            { name: 'start', test: (id) => START.test(id) && !LAZY.test(id), priority: 0 },
          ],
        },
      },
    },
  },
}));
