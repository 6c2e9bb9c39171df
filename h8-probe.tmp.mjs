import AxeBuilder from '@axe-core/playwright';
import { chromium } from 'playwright-core';

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
const page = await (await browser.newContext()).newPage();
await page.goto('http://localhost:3118/');
await page.locator('h1').first().waitFor();
await page.evaluate(() => {
  document
    .querySelector('main')
    .insertAdjacentHTML(
      'beforeend',
      '<img src="x.png"><button></button><p style="color:#ddd;background:#fff">low</p>',
    );
});
const r = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
console.log(
  r.violations.map((v) => `${v.id}:${v.impact}:${v.nodes.map((n) => n.target).join('|')}`),
);
