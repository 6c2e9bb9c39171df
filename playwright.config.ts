import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './e2e/support/chromium';
import { BASE_URL, E2E_ADMIN, E2E_PORT, MAIL_API, SMTP_PORT } from './e2e/support/env';

// One data folder per port, so several runs (different E2E_PORT) can go side by side.
const dataDir = `.data-e2e-${E2E_PORT}`;
const serverClock = process.env.E2E_CLOCK ? '--import ./e2e/support/shifted-clock.mjs' : '';

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  // Margin for a slow machine: on 2026-11-28 the clean-clone CI ran at a load average of 8 (the
  // server, its embedded database, two browsers and two workers on 2 cores) and six journeys
  // ran past 60 s (static files alone took over a second); the next run, at load average 14, took the
  // longest journey (staff-invites) past 180 s. A timeout detects a hang, not slowness.
  timeout: 150_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  // The restaurant settings are the whole store's: the journey that pauses orders and closes the
  // day (settings.spec.ts) runs alone, after every other journey, so none of theirs is refused.
  projects: [
    // Tables (tables.spec.ts) switch the whole store to booking by tables: after the others.
    {
      name: 'journeys',
      testIgnore: [
        '**/settings.spec.ts',
        '**/pay-in-person.spec.ts',
        '**/sold-out.spec.ts',
        '**/tables.spec.ts',
        '**/deposits.spec.ts',
      ],
    },
    // Deposits turn on a deposit for parties of 6, which other journeys book:
    // alone, after them, by seats per sitting (before tables.spec lists a table); set back after.
    { name: 'deposits', testMatch: '**/deposits.spec.ts', dependencies: ['journeys'] },
    {
      name: 'store-settings',
      testMatch: ['**/settings.spec.ts', '**/pay-in-person.spec.ts', '**/tables.spec.ts'],
      dependencies: ['deposits'],
    },
    // Marking Diavola sold out takes it from every journey's menu: last, alone.
    { name: 'sold-out', testMatch: '**/sold-out.spec.ts', dependencies: ['store-settings'] },
  ],
  outputDir: `test-results/${E2E_PORT}`,
  use: {
    baseURL: BASE_URL,
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
    // DOM snapshots and network of a failed journey, without the screencast: its frames kept two
    // browsers' compositors busy in every journey, passing or not, on a 2-core machine.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
  },
  webServer: [
    {
      command: 'node --import tsx e2e/support/mail-catcher.ts',
      url: `${MAIL_API}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      // The built app as production runs it (npm run build runs first: the web build and the
      // compiled server), on a fresh embedded database with demo data, sending real SMTP mail to
      // the catcher above.
      // E2E_CLOCK (an ISO moment) starts the server's clock there: see e2e/support/clock.ts.
      command: `rm -rf ${dataDir} && node --enable-source-maps ${serverClock} dist-server/main.mjs`,
      url: `${BASE_URL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        NODE_ENV: 'development',
        PORT: String(E2E_PORT),
        APP_URL: BASE_URL,
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        MAIL_TRANSPORT: 'smtp',
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
        WEB_DIST_DIR: process.env.WEB_DIST_DIR ?? '',
        ADMIN_EMAIL: E2E_ADMIN.email,
        ADMIN_PASSWORD: E2E_ADMIN.password,
        SIGNUPS_PER_HOUR_PER_ADDRESS: '1000',
        LOG_LEVEL: 'warn',
        E2E_CLOCK: process.env.E2E_CLOCK ?? '',
        // Journeys order at any hour: open around the clock unless a journey sets hours itself.
        RESTAURANT_HOURS: 'always',
      },
    },
  ],
});
