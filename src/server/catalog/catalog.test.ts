import { testConfig } from '@server/config';
import { DEMO_DISHES, seedDemoCatalog } from '@server/seed/demo-dishes';
import {
  CATALOG_CATEGORIES,
  catalogTexts,
  type MenuItem,
  menuResponseSchema,
} from '@shared/catalog';
import { testDatabaseKinds } from '@test/support/databases';
import { createTestApp, type TestApp } from '@test/support/test-app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dishImage } from './images';
import { dishes } from './schema';
import { createCatalogService } from './service';
import { REVALIDATE_MS } from './sources/local';

const menuOf = async (t: TestApp, query: string): Promise<MenuItem[]> => {
  const response = await t.client().get(`/api/menu?${query}`);
  expect(response.statusCode).toBe(200);
  return menuResponseSchema.parse(response.json()).items;
};

const newDish = {
  name: 'Pizza Bianca al Tartufo',
  description: 'Truffle cream, mozzarella and rocket.',
  category: 'Pizza' as const,
  area: 'Italian',
  priceMinor: 1_350_000,
  image: { url: '/media/dishes/funghi.svg', width: 480, height: 360 },
};

describe.each(testDatabaseKinds())('the menu on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedDemoCatalog(t.db.database.db);
  });
  afterAll(async () => {
    await t.close();
  });

  it('has at least 6 priced, illustrated dishes in every category', async () => {
    for (const category of CATALOG_CATEGORIES) {
      const items = await menuOf(t, `category=${category}`);
      expect(items.length, category).toBeGreaterThanOrEqual(6);
      for (const item of items) {
        expect(item.category).toBe(category);
        expect(item.area.length).toBeGreaterThan(0);
        expect(item.description.length).toBeGreaterThan(10);
        expect(Number.isInteger(item.priceMinor) && item.priceMinor > 0).toBe(true);
        expect(item.image).toMatchObject({ width: 480, height: 360 });
        expect(item.available).toBe(true);
      }
    }
    // Categories match whatever the case of the link.
    expect((await menuOf(t, 'category=pIZZA')).length).toBeGreaterThanOrEqual(6);
  });

  it('serves every dish illustration, small, with its size, and refuses other files', async () => {
    const client = t.client();
    for (const dish of DEMO_DISHES) {
      const image = await client.get(`/media/dishes/${dish.slug}.svg`);
      expect(image.statusCode, dish.slug).toBe(200);
      expect(image.headers['content-type']).toBe('image/svg+xml');
      expect(image.body).toContain('width="480" height="360"');
      expect(image.rawPayload.length).toBeLessThan(12_000);
    }
    expect((await client.get('/media/dishes/../schema.ts')).statusCode).toBe(404);
    expect((await client.get('/media/dishes/nope.svg')).json().error.code).toBe('not_found');
  });

  it('lets browsers keep an illustration for a year under its content-hashed address', async () => {
    const client = t.client();
    const { url } = dishImage('funghi');
    expect(url).toMatch(/^\/media\/dishes\/funghi\.svg\?v=[\w-]{10}$/);
    const current = await client.get(url);
    expect(current.statusCode).toBe(200);
    expect(current.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // An address stored before the artwork changed still answers, but is not kept for long.
    for (const old of ['/media/dishes/funghi.svg', '/media/dishes/funghi.svg?v=0000000000']) {
      const res = await client.get(old);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=86400');
      expect(res.body).toBe(current.body);
    }
    // The menu hands out the hashed addresses.
    for (const item of await menuOf(t, 'category=Pizza'))
      expect(item.image.url).toMatch(/\.svg\?v=[\w-]{10}$/);
    expect(dishImage('no-such-dish').url).toBe('/media/dishes/no-such-dish.svg');
    expect((await client.get('/media/dishes/nope.svg')).json().error.code).toBe('not_found');
  });

  it('searches by meal name, ignoring case and accents, and answers an empty list when nothing matches', async () => {
    expect((await menuOf(t, 'search=CARBON')).map((i) => i.name)).toEqual(['Spaghetti Carbonara']);
    expect((await menuOf(t, 'search=ragu')).map((i) => i.name)).toEqual(['Tagliatelle al Ragù']);
    expect((await menuOf(t, 'search=ni%C3%A7oise')).map((i) => i.name)).toEqual(['Salade Niçoise']);
    expect(await menuOf(t, 'search=no%20such%20dish')).toEqual([]);
  });

  it('also finds a whole category by its name, dishes named so first', async () => {
    const pizzas = await menuOf(t, 'search=pizza');
    expect(pizzas[0]?.name).toBe('Suya Pizza');
    expect(pizzas.length).toBe((await menuOf(t, 'category=Pizza')).length);
    expect((await menuOf(t, 'search=burgers')).every((i) => i.category === 'Burger')).toBe(true);
    expect((await menuOf(t, 'search=pasta')).length).toBeGreaterThanOrEqual(6);
  });

  it('refuses bad menu queries with a 400 and a JSON message', async () => {
    const client = t.client();
    for (const query of [
      '',
      'category=Pizza&search=x',
      'search=',
      `search=${'a'.repeat(81)}`,
      'category=Pizza&price=1',
    ]) {
      const response = await client.get(`/api/menu?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.message, query).toEqual(expect.any(String));
    }
    expect((await client.get('/api/menu')).json().error.message).toBe(catalogTexts.queryNeeded);
    // Categories are data: one the menu does not have answers an empty list, not an error.
    expect(await menuOf(t, 'category=Sushi')).toEqual([]);
  });

  it('answers 304 to a browser that already has the current menu', async () => {
    const client = t.client();
    const first = await client.get('/api/menu?category=Drinks');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await client.request('GET', '/api/menu?category=Drinks', undefined, {
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('shows added, changed, hidden and deleted dishes at once (the cached menu is dropped)', async () => {
    const catalog = t.services.catalog;
    const before = await menuOf(t, 'category=Pizza');

    const added = await catalog.addDish(newDish);
    const withNew = await menuOf(t, 'category=Pizza');
    expect(withNew).toHaveLength(before.length + 1);
    expect(withNew.find((i) => i.id === added.id)).toMatchObject({
      name: newDish.name,
      priceMinor: 1_350_000,
    });

    await catalog.updateDish(added.id, { priceMinor: 1_400_000, name: 'Bianca al Tartufo' });
    expect((await menuOf(t, 'category=Pizza')).find((i) => i.id === added.id)).toMatchObject({
      name: 'Bianca al Tartufo',
      priceMinor: 1_400_000,
    });

    await catalog.hideDish(added.id);
    expect((await menuOf(t, 'category=Pizza')).some((i) => i.id === added.id)).toBe(false);
    expect((await menuOf(t, 'search=tartufo')).length).toBe(0);
    // Hidden, not gone: the cart still recognises it (as unavailable).
    expect((await catalog.findItem(added.id))?.available).toBe(false);

    await catalog.showDish(added.id);
    expect((await menuOf(t, 'category=Pizza')).some((i) => i.id === added.id)).toBe(true);

    await catalog.deleteDish(added.id);
    expect(await menuOf(t, 'category=Pizza')).toEqual(before);
    expect(await catalog.findItem(added.id)).toBeNull();
    await expect(catalog.deleteDish(added.id)).rejects.toThrow(catalogTexts.dishNotFound);
    await expect(catalog.updateDish('not-a-uuid', { priceMinor: 1 })).rejects.toThrow(
      catalogTexts.dishNotFound,
    );
    await expect(catalog.addDish({ ...newDish, priceMinor: -5 })).rejects.toMatchObject({
      code: 'invalid',
    });
    await expect(catalog.addDish({ ...newDish, category: 'Sushi' as never })).rejects.toMatchObject(
      { code: 'invalid' },
    );
  });

  it('notices a change made by another server instance within about a second', async () => {
    // A second instance on the same database, as behind a load balancer.
    const other = createCatalogService({
      db: t.db.database.db,
      config: testConfig(),
      log: t.app.log,
    });
    const mine = t.services.catalog;
    const before = await mine.menu({ category: 'Salad' });
    const added = await other.addDish({ ...newDish, name: 'Panzanella', category: 'Salad' });
    await new Promise((r) => setTimeout(r, REVALIDATE_MS + 50));
    // The first read after the interval may still answer from memory while it checks; the next one is current.
    await mine.menu({ category: 'Salad' });
    await new Promise((r) => setTimeout(r, 100));
    const after = await mine.menu({ category: 'Salad' });
    expect(after).toHaveLength(before.length + 1);
    expect(after.some((i) => i.id === added.id)).toBe(true);
    await other.deleteDish(added.id);
  });

  it('seeds the demo dishes only once, and never brings back a dish an admin deleted', async () => {
    const db = t.db.database.db;
    const count = async () => (await db.select({ id: dishes.id }).from(dishes)).length;
    const seeded = await count();
    expect(seeded).toBe(DEMO_DISHES.length);
    const [first] = await t.services.catalog.menu({ category: 'Steak' });
    await t.services.catalog.deleteDish(first!.id);
    await seedDemoCatalog(db);
    await Promise.all([seedDemoCatalog(db), seedDemoCatalog(db)]);
    expect(await count()).toBe(seeded - 1);
  });
});
