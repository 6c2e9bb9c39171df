import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { fromAppRoot } from '@server/platform/app-root';
import { QUERY_SEED_ID } from '@shared/query-seed';
import { soldOutTexts } from '@shared/sold-out';
import { seedMenu } from '@test/support/checkout';
import { createTestApp, type TestApp } from '@test/support/test-app';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedEncoding, withLiveMarkup } from './live-menu-pages';
import { serveWebApp } from './serve-web-app';

// A web build reduced to what the server reads: the prerendered category page (its dishes'
// spinner in #root, the loader script after it) and the build's index of pages. The page is
// rendered by the web app's own prerender module, compiled by the test runner as the build's
// bundle is by Vite.
const STATIC_PAGE = [
  '<!doctype html><html><head><title>Burger menu</title></head><body>',
  '<div id="root"><div class="spinner-wrap">Loading dishes…</div></div>',
  '<script data-entry="/assets/index.js">start()</script>',
  '</body></html>',
].join('\n');
const root = mkdtempSync(path.join(tmpdir(), 'tavola-live-menu-'));
mkdirSync(path.join(root, 'prerendered'));
writeFileSync(path.join(root, 'index.html'), '<div id="root"></div>');
writeFileSync(path.join(root, 'prerendered', 'menu-category-burger.html'), STATIC_PAGE);
writeFileSync(
  path.join(root, 'prerendered', 'pages.json'),
  JSON.stringify({
    pages: { '/menu?category=burger': 'menu-category-burger.html' },
    queryDependent: ['/menu'],
  }),
);
const renderEntry = fromAppRoot('src/web/prerender.tsx');

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** The data block the page carries, parsed. */
function seedOf(html: string): { queryKey: unknown[]; data: unknown }[] {
  const block = html.match(
    new RegExp(`<script type="application/json" id="${QUERY_SEED_ID}">([^<]*)</script>`),
  );
  expect(block).not.toBeNull();
  return JSON.parse(block![1]!);
}

describe('menu category pages served with their live dishes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', {}, { webRoot: root, renderEntry });
    await seedMenu(t);
  });
  afterAll(() => t.close());

  it('carries every dish of the category in its HTML, and the menu answer for the browser', async () => {
    const res = await t.app.inject('/Menu?category=Burger');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    const dishes = await t.services.catalog.menu({ category: 'Burger' });
    expect(dishes.length).toBeGreaterThan(0);
    for (const dish of dishes) expect(res.body).toContain(`>${escapeHtml(dish.name)}</h2>`);
    expect(res.body).not.toContain('Loading dishes…');
    // The block sits after #root, before the page's one executable script.
    expect(res.body.indexOf(QUERY_SEED_ID)).toBeLessThan(res.body.indexOf('start()'));
    const api = await t.app.inject('/api/menu?category=Burger');
    expect(seedOf(res.body)).toEqual([
      { queryKey: ['menu', 'category', 'burger', '', ''], data: api.json() },
    ]);
  });

  it('shows a rename and a sold-out mark at the next request', async () => {
    const [dish, other] = await t.services.catalog.menu({ category: 'Burger' });
    await t.app.inject('/Menu?category=Burger');
    await t.services.catalog.updateDish(dish!.id, { name: 'The Renamed Stack' });
    await t.services.catalog.markDishSoldOut(other!.id, { mode: 'manual' });
    const res = await t.app.inject('/menu?category=burger');
    expect(res.body).toContain('>The Renamed Stack</h2>');
    expect(res.body).not.toContain(`>${escapeHtml(dish!.name)}</h2>`);
    const card = res.body.slice(res.body.indexOf(`id="dish-${other!.id}"`));
    expect(card.slice(0, card.indexOf('</article>'))).toContain(soldOutTexts.badge);
    const seeded = seedOf(res.body)[0]!.data as { items: { id: string; soldOut?: boolean }[] };
    expect(seeded.items.find((item) => item.id === other!.id)?.soldOut).toBe(true);
  });

  it('sends the page compressed when the browser takes it, and 304 when it has it', async () => {
    const plain = await t.app.inject('/Menu?category=Burger');
    const br = await t.app.inject({
      url: '/Menu?category=Burger',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
    const again = await t.app.inject({
      url: '/Menu?category=Burger',
      headers: { 'if-none-match': String(plain.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('leaves every other address to the static files', async () => {
    const res = await t.app.inject('/Menu?category=Burger&hide=milk');
    expect(res.body).toBe('<div id="root"></div>');
  });
});

describe('menu category pages without a render bundle', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(
      'pglite',
      {},
      { webRoot: root, renderEntry: path.join(root, 'no-such-bundle.js') },
    );
  });
  afterAll(() => t.close());

  it('are the static prerendered files', async () => {
    const res = await t.app.inject('/Menu?category=Burger');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(STATIC_PAGE);
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});

describe('a live menu page is answered once', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    await seedMenu(t);
  });
  afterAll(() => t.close());

  it('sends nothing after the live page: no second answer tried, nothing logged', async () => {
    const logged: string[] = [];
    const app = Fastify({
      logger: { level: 'warn', stream: { write: (line) => logged.push(line) } },
    });
    await serveWebApp(app, root, { catalog: t.services.catalog, renderEntry });
    try {
      const plain = await app.inject('/Menu?category=Burger');
      for (const encoding of ['gzip', 'br', 'identity']) {
        const res = await app.inject({
          url: '/Menu?category=Burger',
          headers: { 'accept-encoding': encoding },
        });
        expect(res.statusCode).toBe(200);
      }
      const again = await app.inject({
        url: '/Menu?category=Burger',
        headers: { 'if-none-match': String(plain.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
      expect(logged).toEqual([]);
    } finally {
      await app.close();
    }
  });
});

describe('the live page around the rendered markup', () => {
  it('replaces the root content, keeps what follows and moves early fetches to the head', () => {
    const html = withLiveMarkup(
      STATIC_PAGE,
      '<link rel="preload" as="image" href="/a.svg"/><ul><li>Suya</li></ul>',
      '<script type="application/json" id="x">[]</script>',
    );
    expect(html).toContain(
      '<div id="root"><ul><li>Suya</li></ul></div><script type="application/json" id="x">[]</script>\n<script data-entry',
    );
    expect(html.indexOf('<link rel="preload"')).toBeLessThan(html.indexOf('</head>'));
    expect(html).toContain('start()</script>\n</body></html>');
  });

  it('refuses a rendered script', () => {
    expect(() => withLiveMarkup(STATIC_PAGE, '<script>x</script>', '')).toThrow(/script/);
  });

  it('picks brotli, then gzip, honouring q=0', () => {
    expect(acceptedEncoding('gzip, deflate, br')).toBe('br');
    expect(acceptedEncoding('br;q=0, gzip')).toBe('gzip');
    expect(acceptedEncoding('identity')).toBeNull();
    expect(acceptedEncoding(undefined)).toBeNull();
  });
});
