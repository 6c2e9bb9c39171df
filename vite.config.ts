import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// wouter reads useSyncExternalStore through the shim that React 17 and older needed; React 19 has
// it built in, and the shim's fallback would only add to the first load.
const builtInSyncExternalStore = {
  find: /^use-sync-external-store\/shim\/index\.js$/,
  replacement: fileURLToPath(new URL('./src/web/lib/sync-external-store.ts', import.meta.url)),
};

export default defineConfig({
  plugins: [react()],
  resolve: {
    // @server/*, @web/*, @shared/*, @test/*: the aliases of tsconfig.json, read from there.
    tsconfigPaths: true,
    alias: [builtInSyncExternalStore],
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    assetsInlineLimit: 2048,
    // Lets scripts/bundle-budget.mjs follow exactly what the first load of a page fetches.
    manifest: true,
    // Every browser we support understands <link rel=modulepreload>; no polyfill in the entry.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // What every page's first load runs (the entry's static imports: React, the router,
          // the session, the time zone...) as one file instead of ten: Rolldown split them by the
          // lazy pages that share them, though the entry has always loaded them by then, and a phone
          // on a slow network pays a round trip per file (docs/benchmarks/lighthouse.md).
          // TanStack Query likewise: six files of 2-4 KB that a page asking the server loads together.
          groups: [
            { name: 'startup', tags: ['$initial'] },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
});
