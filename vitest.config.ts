import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import { preactInPlaceOfReact } from './preact.config';

// Component tests render the screens in a simulated browser (happy-dom); everything else (the
// server, shared rules, scripts, pure web helpers) runs in Node as before.
const componentTests = ['src/web/**/*.test.tsx', 'test/support/web/**/*.test.ts'];

// The component tests run the screens on Preact, as the browser does (preact.config.ts). Vite's
// aliases only reach what Vite loads, and Vitest leaves packages to Node, whose import would find
// React itself: so the packages that import React (and Testing Library's user-event, which must
// share Testing Library's configuration with @testing-library/react) go through Vite, as their
// ES module builds (their CommonJS builds would `require` React past the aliases).
// test/support/web/setup.ts fails any test file that loaded React all the same.
const throughVite = [
  'react-router',
  'recharts',
  'react-redux',
  '@tanstack/react-query',
  'react-hook-form',
  '@hookform/resolvers',
  'react-toastify',
  'react-datepicker',
  '@floating-ui/react',
  '@floating-ui/react-dom',
  '@testing-library/react',
  '@testing-library/user-event',
].map((name) => new RegExp(`/node_modules/${name}/`));

const testSupport = (file: string) =>
  fileURLToPath(new URL(`./test/support/web/${file}`, import.meta.url));

const preactForTests = [
  ...preactInPlaceOfReact,
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  // CommonJS only (recharts and react-redux read their stores through it): run on preact/compat.
  {
    find: /^use-sync-external-store\/(shim\/)?with-selector(\.js)?$/,
    replacement: testSupport('use-sync-external-store.ts'),
  },
];

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two cores: two workers keep PGlite start-ups from starving each other.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: [
            'src/**/*.test.ts',
            'src/**/*.test.tsx',
            'scripts/**/*.test.ts',
            'test/**/*.test.ts',
          ],
          exclude: [...configDefaults.exclude, ...componentTests],
          environment: 'node',
        },
      },
      {
        extends: true,
        // ES module builds: the 'module' condition of package exports, the 'module' field else.
        resolve: { alias: preactForTests, conditions: ['module'], mainFields: ['module'] },
        test: {
          name: 'web',
          include: componentTests,
          environment: 'happy-dom',
          setupFiles: ['test/support/web/setup.ts'],
          server: { deps: { inline: throughVite } },
        },
      },
    ],
  },
});
