/**
 * node --import tsx scripts/screenshot-pages.ts — full-page screenshots of the screens a diner and
 * an owner use most (the menu, a category, the cart, the checkout, an order page, the settings, the
 * report) at a phone's, a tablet's and a desk's size, into SHOTS_DIR (default /tmp/page-shots),
 * from the built app on a fresh demo database. Run `npm run build` first. Look at every PNG.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../e2e/support/chromium';
import { DEMO_PRODUCTION_ENV, freePort, startServer } from './lib/server';

const dir = process.env.SHOTS_DIR ?? '/tmp/page-shots';
mkdirSync(dir, { recursive: true });
const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'tablet', width: 820, height: 1180 },
  { name: 'desk', width: 1366, height: 900 },
];
const DINER = { email: 'diner@tavola.example', password: 'tavola-diner' };
const OWNER = { email: 'admin@tavola.example', password: 'tavola-admin' };

async function signIn(page: Page, login: string, who: typeof DINER) {
  await page.goto(login);
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForLoadState('networkidle');
}

async function shoot(page: Page, size: string, name: string, url?: string) {
  if (url) await page.goto(url);
  await page.waitForLoadState('networkidle');
  // Lazy pictures and fonts: a moment after the network settles.
  await page.waitForTimeout(400);
  const fullPage = process.env.SHOTS_VIEWPORT !== '1';
  await page.screenshot({ path: path.join(dir, `${name}-${size}.png`), fullPage });
}

const server = await startServer({ port: await freePort(), env: DEMO_PRODUCTION_ENV });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
try {
  for (const size of SIZES) {
    const viewport = { width: size.width, height: size.height };
    const diner = await browser.newPage({ viewport, baseURL: server.url });
    await shoot(diner, size.name, 'menu', '/Menu');
    await shoot(diner, size.name, 'menu-pizza', '/Menu?category=Pizza');
    await signIn(diner, '/Auth/login', DINER);
    await diner.goto('/Menu?category=Pizza');
    await diner
      .getByRole('button', { name: /add to cart/i })
      .first()
      .click();
    const dialog = diner.getByRole('dialog');
    if (await dialog.isVisible().catch(() => false)) {
      await dialog.getByRole('button', { name: /add to cart/i }).click();
    }
    await diner.waitForTimeout(500);
    await shoot(diner, size.name, 'cart', '/cart');
    await shoot(diner, size.name, 'checkout', '/checkout/payment');
    await diner.goto('/user/past-orders');
    await diner.waitForLoadState('networkidle');
    const orderLink = diner.locator('a[href^="/user/orders/"]').first();
    if (await orderLink.count()) {
      await orderLink.click();
      await shoot(diner, size.name, 'order-page');
    }
    await diner.close();

    const owner = await browser.newPage({ viewport, baseURL: server.url });
    await signIn(owner, '/admin/login', OWNER);
    await shoot(owner, size.name, 'settings', '/admin/settings');
    await shoot(owner, size.name, 'reports', '/admin/reports');
    await shoot(owner, size.name, 'kitchen', '/admin/kitchen');
    await owner.close();
  }
  console.log(`screenshots in ${dir}`);
} finally {
  await browser.close();
  await server.stop();
}
