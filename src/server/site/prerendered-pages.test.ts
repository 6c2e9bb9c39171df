import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadPrerenderedIndex, prerenderedFileFor } from './prerendered-pages';

const index = {
  pages: {
    '/': 'home.html',
    '/about': 'about.html',
    '/auth/login': 'auth-login.html',
    '/menu': 'menu.html',
    '/menu?category=pizza': 'menu-category-pizza.html',
    '/menu?category=rice%20%26%20grains': 'menu-category-rice-grains.html',
  },
  queryDependent: ['/menu'],
};

describe('prerenderedFileFor', () => {
  it('matches paths case-insensitively, with or without a trailing slash', () => {
    expect(prerenderedFileFor('/', index)).toBe('home.html');
    expect(prerenderedFileFor('/About', index)).toBe('about.html');
    expect(prerenderedFileFor('/about/', index)).toBe('about.html');
    expect(prerenderedFileFor('/AUTH/LOGIN', index)).toBe('auth-login.html');
  });

  it('ignores the query of pages that do not depend on it', () => {
    expect(prerenderedFileFor('/Auth/login?redirect=%2Fcart', index)).toBe('auth-login.html');
  });

  it('serves a query-dependent page only for the query it was rendered with', () => {
    expect(prerenderedFileFor('/Menu', index)).toBe('menu.html');
    expect(prerenderedFileFor('/Menu?category=Pizza', index)).toBe('menu-category-pizza.html');
    expect(prerenderedFileFor('/menu?category=PIZZA', index)).toBe('menu-category-pizza.html');
    expect(prerenderedFileFor('/Menu?category=Rice+%26+Grains', index)).toBe(
      'menu-category-rice-grains.html',
    );
    expect(prerenderedFileFor('/Menu?search=jollof', index)).toBeNull();
    expect(prerenderedFileFor('/Menu?category=Pizza&search=x', index)).toBeNull();
    expect(prerenderedFileFor('/Menu?category=Nope', index)).toBeNull();
  });

  it('gives the plain app for unknown or malformed paths', () => {
    expect(prerenderedFileFor('/admin/overview', index)).toBeNull();
    expect(prerenderedFileFor('/%E0%A4%A', index)).toBeNull();
    expect(prerenderedFileFor('/constructor', index)).toBeNull();
  });
});

describe('loadPrerenderedIndex', () => {
  it('reads the index the build wrote', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'tavola-site-'));
    mkdirSync(path.join(root, 'prerendered'));
    writeFileSync(path.join(root, 'prerendered', 'pages.json'), JSON.stringify(index));
    expect(loadPrerenderedIndex(root)).toEqual(index);
  });

  it('is empty when the build has no index or a tampered one', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'tavola-site-'));
    expect(loadPrerenderedIndex(root).pages).toEqual({});
    mkdirSync(path.join(root, 'prerendered'));
    writeFileSync(
      path.join(root, 'prerendered', 'pages.json'),
      JSON.stringify({ pages: { '/': '../../etc/passwd' }, queryDependent: [] }),
    );
    expect(loadPrerenderedIndex(root).pages).toEqual({});
  });
});
