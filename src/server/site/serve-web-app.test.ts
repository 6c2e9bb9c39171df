import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveWebApp } from './serve-web-app';

const root = mkdtempSync(path.join(tmpdir(), 'tavola-site-'));
const app = Fastify();

beforeAll(async () => {
  mkdirSync(path.join(root, 'assets'));
  mkdirSync(path.join(root, 'prerendered'));
  writeFileSync(path.join(root, 'index.html'), '<div id="root"></div>');
  writeFileSync(path.join(root, 'favicon.svg'), '<svg/>');
  writeFileSync(path.join(root, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(path.join(root, 'prerendered', 'home.html'), '<div id="root">Home</div>');
  writeFileSync(path.join(root, 'prerendered', 'menu-category-pizza.html'), 'Pizza page');
  writeFileSync(
    path.join(root, 'prerendered', 'pages.json'),
    JSON.stringify({
      pages: { '/': 'home.html', '/menu?category=pizza': 'menu-category-pizza.html' },
      queryDependent: ['/menu'],
    }),
  );
  await serveWebApp(app, root);
});
afterAll(() => app.close());

describe('serving the built web app', () => {
  it('answers a prerendered page with its copy, never cached', async () => {
    const res = await app.inject('/');
    expect(res.body).toBe('<div id="root">Home</div>');
    expect(res.headers['cache-control']).toBe('no-cache');
    const menu = await app.inject('/Menu?category=Pizza');
    expect(menu.body).toBe('Pizza page');
  });

  it('answers any other page with the plain app, never cached', async () => {
    for (const url of [
      '/admin/overview',
      '/Menu?search=suya',
      '/Menu',
      '/user/orders/1042',
      '/settings/',
    ]) {
      const res = await app.inject(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe('<div id="root"></div>');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('caches hashed assets for a year and other files for an hour', async () => {
    const asset = await app.inject('/assets/index-abc123.js');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await app.inject('/favicon.svg');
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('answers an address the app has no page for with the app (its "page not found") and 404', async () => {
    for (const url of ['/no-such-page', '/Menu/extra?x=1', '/admin/nothing']) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toBe('<div id="root"></div>');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers a missing asset or a dotfile path with a bare 404, never a page', async () => {
    for (const url of [
      '/assets/index-gone.js',
      '/ASSETS/x.css',
      '/.env',
      '/.git/config',
      '/a/%2Ehtpasswd',
    ]) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('root');
    }
  });

  it('keeps unknown API paths a JSON 404', async () => {
    const res = await app.inject('/api/nope');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: { code: 'not_found', message: 'No route for GET /api/nope.' },
    });
  });
});
