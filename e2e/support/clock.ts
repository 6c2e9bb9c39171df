import { test as base } from '@playwright/test';

/**
 * The journeys that depend on the date import `test` from here. Normally it is Playwright's own.
 * With E2E_CLOCK set (an ISO moment, e.g. 2026-11-24T23:30:00Z: already the next day in Lagos),
 * every page of the test's own context has its clock fixed there, and playwright.config.ts starts
 * the server with its clock shifted to the same moment (e2e/support/shifted-clock.mjs): the
 * journeys must then pass just the same, as they must at any hour.
 */
export const PINNED_CLOCK = process.env.E2E_CLOCK;

export const test = base.extend({
  context: async ({ context }, use) => {
    if (PINNED_CLOCK) await context.clock.setFixedTime(PINNED_CLOCK);
    await use(context);
  },
});

export { expect } from '@playwright/test';
