import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { messages } from '@shared/messages';
import { QUERY_SEED_ID } from '@shared/query-seed';
import { START_AFTER_PAINT_SCRIPT } from '@shared/start-after-paint';

// The public pages arrive prerendered (scripts/prerender.mjs) and React hydrates them. A page
// whose markup differs from what the browser renders is thrown away and drawn again (React reports
// it through onRecoverableError, which main.tsx writes to the console): a flash for the diner and
// lost time. Every prerendered page must paint its content from the HTML alone and hydrate without
// a mismatch.
const dist = process.env.WEB_DIST_DIR || 'dist';
const index = JSON.parse(readFileSync(path.join(dist, 'prerendered', 'pages.json'), 'utf8')) as {
  pages: Record<string, string>;
};
const paths = Object.keys(index.pages);
// The pages a guest cannot see (e2e/route-guards.spec.ts holds the full table). Checkout is
// open to guests too.
const signInFirst = ['/reservation', '/user/', '/settings'];

test('every public page is prerendered', () => {
  for (const expected of ['/', '/menu', '/menu?category=pizza', '/auth/login', '/cart'])
    expect(paths).toContain(expected);
});

for (const address of paths) {
  test(`${address} paints from its HTML and hydrates without a mismatch`, async ({
    page,
    request,
  }) => {
    const html = await (await request.get(address)).text();
    // The skip link first (after React's boundary marks, which are comments).
    expect(html).toMatch(/<div id="root">(<!--[^>]*-->)*<a [^>]*class="skip-link"/);
    // One executable inline script (the Content-Security-Policy allows it by its hash), at the
    // end: it starts the code after the first paint. No script or module preload before it. A
    // data block (a menu category page's dishes for the query cache) is never executed.
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    const executable = scripts.filter(
      ([, attributes]) => !/type="application\/json"/.test(attributes ?? ''),
    );
    expect(executable.map((match) => match[2])).toEqual([START_AFTER_PAINT_SCRIPT]);
    expect(scripts.length - executable.length).toBeLessThanOrEqual(1);
    expect(html.indexOf('<script')).toBeGreaterThan(html.indexOf('<div id="root">'));
    // A category page carries its live dishes in its HTML, not a spinner.
    if (/^\/menu\?category=[^&]+$/.test(address)) {
      expect(html).toMatch(/<article class="menu-card/);
      expect(html).toContain(`<script type="application/json" id="${QUERY_SEED_ID}">`);
    }
    expect(html).not.toMatch(/<link[^>]*modulepreload/);

    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning')
        problems.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    await page.goto(address);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('#main')).toBeVisible();
    expect(problems).toEqual([]);
    // The tab shows the page's own title from the first paint. A signed-in page sends a guest
    // on to sign in once the session check answers, which may come after the network went idle,
    // so wait for that move instead of reading the address at one moment (/settings may still be
    // in the address bar, then comes the sign-in title).
    const pathname = new URL(address, 'http://x').pathname;
    if (signInFirst.some((prefix) => pathname.startsWith(prefix))) {
      await expect(page).toHaveURL(/\/auth\/login/i);
      return;
    }
    const prerenderedTitle = html.match(/<title>([^<]*)<\/title>/)?.[1]?.replaceAll('&amp;', '&');
    await expect(page).toHaveTitle(prerenderedTitle ?? '');

    // Beyond React's own check: the same address loaded as the plain app (an empty root, what any address without a
    // prerendered copy gets) is rendered afresh: once both have settled, they must be the same.
    const hydrated = await settledMarkup(page);
    const plainApp = await (await request.get('/no-prerendered-copy')).text();
    expect(plainApp).toContain('<div id="root"></div>');
    await page.route('**/*', (route) =>
      route.request().resourceType() === 'document'
        ? route.fulfill({ body: plainApp, contentType: 'text/html; charset=utf-8' })
        : route.fallback(),
    );
    await page.goto(address);
    await page.waitForLoadState('networkidle');
    expect(await settledMarkup(page)).toBe(hydrated);
  });
}

/**
 * The app's page once live and idle, as a diner gets it: every element with its attributes and
 * text, and the state of its form fields (value, checked, selected) as properties. Comments (the
 * renderer's boundary marks) and how a field's state is spelt in the markup (a prerendered
 * `value=""` attribute, set as a property by a fresh render) are not part of the page.
 */
async function settledMarkup(page: import('@playwright/test').Page) {
  await expect(page.locator('#main')).toBeVisible();
  // The network going idle is not the page drawn. On 2 loaded cores a read can catch the
  // fresh render of /menu?category=steak with its dishes' spinner still up, and the prerendered
  // /menu-list before its code had even started (the header's buttons still disabled, the opening
  // hours not asked for). So: the code is live, the opening hours are in, no spinner is left, and
  // the markup reads the same twice half a second apart.
  await expect(page.locator('.topnav-toggle')).toBeEnabled({ timeout: 30_000 });
  await expect(page.locator('.open-status-text')).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('.spinner-wrap')).toHaveCount(0, { timeout: 30_000 });
  let previous = await readMarkup(page);
  await expect
    .poll(
      async () => {
        const now = await readMarkup(page);
        const same = now === previous;
        previous = now;
        return same;
      },
      { intervals: [500], timeout: 30_000 },
    )
    .toBe(true);
  return previous;
}

function readMarkup(page: import('@playwright/test').Page) {
  return page.locator('#root').evaluate((root) => {
    const spelt = new Set(['value', 'checked', 'selected']);
    const lines: string[] = [];
    const walk = (node: Node, depth: number) => {
      if (node.nodeType === Node.TEXT_NODE) {
        const text = node.textContent?.trim();
        if (text) lines.push(`${' '.repeat(depth)}"${text}"`);
        return;
      }
      if (!(node instanceof HTMLElement || node instanceof SVGElement)) return;
      const attributes = [...node.attributes]
        .filter((attribute) => !spelt.has(attribute.name))
        .map((attribute) => `${attribute.name}=${attribute.value}`)
        .sort();
      const field = node as Partial<HTMLInputElement & HTMLOptionElement>;
      const state = [field.value, field.checked, field.selected].filter((v) => v !== undefined);
      lines.push(
        `${' '.repeat(depth)}<${node.tagName} ${attributes.join(' ')}> ${state.join(' ')}`,
      );
      for (const child of node.childNodes) walk(child, depth + 1);
    };
    for (const child of root.childNodes) walk(child, 0);
    // React's useId spells an id made while hydrating (`_R_2m_`) unlike one made by a fresh
    // render (`_r_0_`): the same element either way, so each is named by its first appearance.
    const ids = new Map<string, string>();
    return lines.join('\n').replace(/_[rR]_[0-9a-z]+_/g, (id) => {
      const name = ids.get(id) ?? `id${ids.size}`;
      ids.set(id, name);
      return name;
    });
  });
}

test('the prerendered sign-in form works once hydrated', async ({ page }) => {
  await page.goto('/Auth/login');
  await page.getByLabel('Email').fill('nobody@tavola.example');
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  // Handled by React, not by a native form post that reloads the page.
  await expect(page.getByRole('alert')).toHaveText(messages.auth.invalidCredentials);
  await expect(page).toHaveURL(/\/Auth\/login$/);
});

/** Holds the app's entry script back, so the prerendered page can be used before it is live. */
async function holdTheCode(page: import('@playwright/test').Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test('a category picked before the page is live is shown once it is', async ({ page }) => {
  const release = await holdTheCode(page);
  await page.goto('/Menu', { waitUntil: 'commit' });
  await page.getByLabel('Category').selectOption('Pasta');
  release();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pasta');
  await expect(page).toHaveURL(/\/Menu\?category=Pasta$/);
  await expect(page.getByRole('article').first()).toBeVisible();
});

test('a sign-in sent before the page is live never puts the password in the address', async ({
  page,
}) => {
  const release = await holdTheCode(page);
  await page.goto('/Auth/login', { waitUntil: 'commit' });
  await page.getByLabel('Email').fill('diner@tavola.example');
  await page.getByLabel('Password').fill('tavola-diner');
  await page.getByLabel('Password').press('Enter');
  // Not live yet: the button says so instead of swallowing a click.
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeDisabled();
  expect(page.url()).not.toContain('tavola-diner');
  release();
  // Once live, what was typed is still there and signs in.
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  expect(page.url()).not.toContain('tavola-diner');
});

test('the header search works before the page is live', async ({ page }) => {
  const release = await holdTheCode(page);
  await page.goto('/About', { waitUntil: 'commit' });
  await page.getByLabel('Search meals').fill('jollof');
  await page.getByLabel('Search meals').press('Enter');
  await expect(page).toHaveURL(/\/Menu\?search=jollof$/);
  release();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “jollof”');
});

test('an address typed into the newsletter box before the page is live is kept and sent', async ({
  page,
}) => {
  const release = await holdTheCode(page);
  await page.goto('/', { waitUntil: 'commit' });
  const email = `early-${Date.now()}@tavola.example`;
  await page.getByLabel('Newsletter').fill(email);
  release();
  // Hydration must not wipe what the diner typed: the same address is there once live.
  await expect(page.getByRole('button', { name: 'Sign up', exact: true })).toBeEnabled();
  await expect(page.getByLabel('Newsletter')).toHaveValue(email);
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  await expect(page.getByText(messages.newsletter.subscribed)).toBeVisible();
});
