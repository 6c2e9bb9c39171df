/** Keyboard journeys (keyboard*.spec.ts): where a walk starts, and the sandbox checkout frame. */

import { expect, type Page } from '@playwright/test';

/** Starts a keyboard walk from the top of the document, as after a fresh page load. */
export async function fromTop(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.locator('.spinner-wrap')).toHaveCount(0);
  await page.locator('body').focus();
}

export const frameOf = (page: Page) => page.frameLocator('iframe[title="Sandbox checkout"]');
