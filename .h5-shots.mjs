import { chromium } from 'playwright-core';
const base = 'http://localhost:3205';
const args = ['--headless','--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args });
const which = process.argv[2] ?? 'all';
async function session(width, role) {
  const ctx = await browser.newContext({ viewport: { width, height: width < 500 ? 844 : 900 } });
  const page = await ctx.newPage();
  page.on('pageerror', (e) => console.log('PAGEERROR', e.message));
  page.on('console', (m) => { if (m.type() === 'error') console.log('CONSOLE', m.text()); });
  if (role === 'diner') {
    await page.goto(base + '/Auth/login');
    await page.getByLabel('Email').fill('diner@tavola.example');
    await page.getByLabel('Password').fill('tavola-diner');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL((u) => !u.pathname.startsWith('/Auth'));
  } else {
    await page.goto(base + '/admin/login');
    await page.getByLabel('Email').fill('admin@tavola.example');
    await page.getByLabel('Password').fill('tavola-admin');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL(/admin\/overview/);
  }
  return { ctx, page };
}
for (const width of [390, 1280]) {
  if (which === 'all' || which === 'diner') {
    const { ctx, page } = await session(width, 'diner');
    for (const [name, path] of [['present', '/user/present-orders'], ['past', '/user/past-orders']]) {
      await page.goto(base + path);
      await page.waitForTimeout(1200);
      await page.screenshot({ path: `/tmp/h5-${name}-${width}.png`, fullPage: true });
    }
    await ctx.close();
  }
  if (which === 'all' || which === 'admin') {
    const { ctx, page } = await session(width, 'admin');
    for (const [name, path] of [['overview', '/admin/overview'], ['orders', '/admin/orders'], ['delivered', '/admin/delivered-orders'], ['canceled', '/admin/canceled-orders'], ['products', '/admin/products']]) {
      await page.goto(base + path);
      await page.waitForTimeout(1500);
      await page.screenshot({ path: `/tmp/h5-${name}-${width}.png`, fullPage: name !== 'products' });
    }
    await page.getByRole('button', { name: 'Add a dish' }).click();
    await page.waitForTimeout(400);
    await page.screenshot({ path: `/tmp/h5-dishform-${width}.png` });
    await ctx.close();
  }
}
await browser.close();
