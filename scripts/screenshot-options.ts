/**
 * node --import tsx scripts/screenshot-options.ts — screenshots of the owner's option-groups
 * editor with the demo Margherita's Size and Extras, at 1280 and 390 wide, into
 * SHOTS_DIR (default /tmp/options-shots). Run `npm run build` first.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../e2e/support/chromium';
import { DEMO_PRODUCTION_ENV, freePort, startServer } from './lib/server';

const dir = process.env.SHOTS_DIR ?? '/tmp/options-shots';
mkdirSync(dir, { recursive: true });
const owner = { email: 'owner@example.com', password: 'owner-password-1' };
const server = await startServer({
  port: Number(process.env.SHOTS_PORT ?? (await freePort())),
  env: {
    ...DEMO_PRODUCTION_ENV,
    ADMIN_EMAIL: owner.email,
    ADMIN_PASSWORD: owner.password,
  },
});
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
try {
  for (const width of [1280, 390]) {
    const page = await browser.newPage({ viewport: { width, height: 900 }, baseURL: server.url });
    await page.goto('/admin/login');
    await page.getByLabel('Email').fill(owner.email);
    await page.getByLabel('Password').fill(owner.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL(/\/admin\/overview$/);
    await page.goto('/admin/products');
    await page.getByLabel('Find a dish').fill('Margherita');
    await page.getByRole('button', { name: 'Options of Margherita' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Group name').first().waitFor();
    await page.screenshot({ path: path.join(dir, `options-${width}.png`) });
    // The whole editor, scrolled: the dialog's own contents at full height.
    await dialog.screenshot({ path: path.join(dir, `options-${width}-full.png`) });
    // With the inline messages: a maximum above the number of choices, a bad price change.
    await dialog.getByLabel('At most').first().fill('5');
    await dialog.getByLabel('Price change').first().fill('1,00');
    await dialog.getByRole('button', { name: 'Save options' }).click();
    await dialog.getByRole('alert').first().waitFor();
    await page.waitForTimeout(300);
    await page.screenshot({ path: path.join(dir, `options-${width}-errors.png`) });
    await page.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
