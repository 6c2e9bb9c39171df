import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig(({ mode }) => ({
  plugins: [react()],
  resolve: {
    // @server/*, @web/*, @shared/*, @test/*: the aliases of tsconfig.json, read from there.
    tsconfigPaths: true,
    // react-router's package exports point at its development build (warnings, dev checks); the
    // production build of the same version ships beside it and is a fraction of the size.
    alias:
      mode === 'production'
        ? [
            {
              find: /^react-router$/,
              replacement: fileURLToPath(
                new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
              ),
            },
          ]
        : [],
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    assetsInlineLimit: 2048,
    // Lets scripts/bundle-budget.mjs follow exactly what the first load of a page fetches.
    manifest: true,
    // Every browser we support understands <link rel=modulepreload>; no polyfill in the entry.
    modulePreload: { polyfill: false },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
}));
