import { configDefaults, defineConfig } from 'vitest/config';

// Component tests render the screens in a simulated browser (happy-dom) with React DOM, as the
// browser does; everything else (the server, shared rules, scripts, pure web helpers) runs in Node.
const componentTests = ['src/web/**/*.test.tsx', 'test/support/web/**/*.test.ts'];

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
        test: {
          name: 'web',
          include: componentTests,
          environment: 'happy-dom',
          setupFiles: ['test/support/web/setup.ts'],
        },
      },
    ],
  },
});
