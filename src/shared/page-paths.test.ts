import { describe, expect, it } from 'vitest';
import { isPagePath } from './page-paths';

describe('isPagePath', () => {
  it('knows the app’s pages, in any letter case, with or without a trailing slash', () => {
    for (const path of ['/', '/Menu', '/menu/', '/MENU', '/Cocktail-menu', '/user/orders/1042'])
      expect(isPagePath(path), path).toBe(true);
    expect(isPagePath('/admin/customers/4b1c')).toBe(true);
    expect(isPagePath('/order/abc.def')).toBe(true);
  });

  it('knows no other address', () => {
    for (const path of [
      '/no-such-page',
      '/Menu/extra',
      '/user/orders',
      '/user/orders/1042/more',
      '/admin/nothing',
      '/.env',
      '/.git/config',
      '/assets/missing.js',
      '/constructor',
    ])
      expect(isPagePath(path), path).toBe(false);
  });
});
