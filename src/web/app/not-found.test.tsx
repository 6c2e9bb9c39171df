import { notFoundTexts } from '@shared/not-found';
import { PAGE_PATHS } from '@shared/page-paths';
import { customer, renderScreen } from '@test/support/web/render';
import { screen } from '@testing-library/react';
import type { RouteEntry } from '@web/lib/router';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminRoutes } from './admin-area';
import { AppRoutes, accountRoutes, routes, storeRoutes } from './router';

beforeAll(async () => {
  await Promise.all([import('@web/marketing/NotFoundPage'), import('@web/marketing/AboutPage')]);
});

const pathsOf = (table: RouteEntry[]) =>
  table.flatMap((entry) => (typeof entry.path === 'string' ? [entry.path] : [...entry.path]));
/** The catch-alls: what they show is for the addresses no other entry takes. */
const catchAll = (path: string) => path.includes('*');

describe('an address the app has no page for', () => {
  it('shows "page not found" with the way home and to the menu', async () => {
    await renderScreen(<AppRoutes />, { path: '/no-such-page', route: '*' });
    expect(
      await screen.findByRole('heading', { level: 1, name: notFoundTexts.title }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: notFoundTexts.menu })).toHaveAttribute('href', '/Menu');
    expect(screen.getByRole('link', { name: notFoundTexts.home })).toHaveAttribute('href', '/');
    expect(document.title).toContain(notFoundTexts.title);
  });

  it('is not shown for a page the app has', async () => {
    await renderScreen(<AppRoutes />, { path: '/About', route: '*', user: customer });
    expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
    expect(screen.queryByText(notFoundTexts.title)).not.toBeInTheDocument();
  });

  it('is what the server answers with 404 for exactly the addresses outside the route tables', () => {
    const tables = [routes, storeRoutes, accountRoutes, adminRoutes].flatMap(pathsOf);
    const pages = new Set(tables.filter((path) => !catchAll(path)).map((p) => p.toLowerCase()));
    expect([...pages].sort()).toEqual([...new Set(PAGE_PATHS.map((p) => p.toLowerCase()))].sort());
  });
});
