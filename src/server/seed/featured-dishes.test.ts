import { CATALOG_CATEGORIES, menuResponseSchema } from '@shared/catalog';
import { featuredDishes, LOCAL_FAVOURITES, menuPageOf } from '@shared/featured-dishes';
import { testDatabaseKinds } from '@test/support/databases';
import { createTestApp, type TestApp } from '@test/support/test-app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_DISHES, seedDemoCatalog } from './demo-dishes';

const slugs = Object.keys(featuredDishes) as (keyof typeof featuredDishes)[];

describe('the dishes the marketing pages name', () => {
  it('are demo dishes of the same slug, name and category', () => {
    for (const slug of slugs)
      expect(
        DEMO_DISHES.find((dish) => dish.slug === slug),
        slug,
      ).toMatchObject(featuredDishes[slug]);
  });
});

describe.each(testDatabaseKinds())('the seeded demo menu on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedDemoCatalog(t.db.database.db);
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists every named dish on the page its call to action opens', async () => {
    for (const slug of slugs) {
      const link = new URL(menuPageOf(slug), 'http://localhost');
      const response = await t.client().get(`/api/menu${link.search}`);
      expect(response.statusCode).toBe(200);
      const names = menuResponseSchema.parse(response.json()).items.map((item) => item.name);
      expect(names, slug).toContain(featuredDishes[slug].name);
    }
  });

  it('adds the local favourites after the ten categories, once', async () => {
    await seedDemoCatalog(t.db.database.db);
    const response = await t.client().get('/api/menu/categories');
    expect(response.json().categories.map((c: { name: string }) => c.name)).toEqual([
      ...CATALOG_CATEGORIES,
      LOCAL_FAVOURITES,
    ]);
  });
});
