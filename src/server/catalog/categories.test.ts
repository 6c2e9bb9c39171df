import { testConfig } from '@server/config';
import { createAdmin, createCustomer } from '@server/seed/factories';
import { CATALOG_CATEGORIES, type MenuItem } from '@shared/catalog';
import { type AdminCategory, categoryTexts } from '@shared/categories';
import { testDatabaseKinds } from '@test/support/databases';
import { signedIn } from '@test/support/orders';
import { createTestApp, type TestApp, type TestClient } from '@test/support/test-app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogService } from './service';
import { REVALIDATE_MS } from './sources/local';

const dish = (name: string, category: string) => ({
  name,
  description: 'A dish of the categories test.',
  category,
  area: 'Test',
  priceMinor: 100_000,
  image: { url: '/media/dishes/funghi.svg', width: 480, height: 360 },
});

describe.each(testDatabaseKinds())('menu categories on %s', (kind) => {
  let t: TestApp;
  let admin: TestClient;
  let customer: TestClient;
  const guest = () => t.client();

  const listed = async (): Promise<AdminCategory[]> => {
    const response = await admin.get('/api/admin/categories');
    expect(response.statusCode).toBe(200);
    return response.json().categories;
  };
  const byName = async (name: string) => (await listed()).find((c) => c.name === name);
  const menuCategories = async (): Promise<string[]> =>
    (await guest().get('/api/menu/categories'))
      .json()
      .categories.map((c: { name: string }) => c.name);
  const menu = async (category: string): Promise<MenuItem[]> =>
    (await guest().get(`/api/menu?category=${encodeURIComponent(category)}`)).json().items;
  const add = (name: string) => admin.post('/api/admin/categories', { name });

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await signedIn(t, await createAdmin(t.services), 'admin');
    customer = await signedIn(t, await createCustomer(t.services));
  });
  afterAll(async () => {
    await t.close();
  });

  it("starts with the spec's seven, then Vegetables, Snacks and Pastries, none on the menu without dishes", async () => {
    const all = await listed();
    expect(all.map((c) => c.name)).toEqual([...CATALOG_CATEGORIES]);
    expect(all.map((c) => c.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(all.every((c) => !c.hidden && c.dishCount === 0)).toBe(true);
    expect(await menuCategories()).toEqual([]);
  });

  it('lists on the menu only the categories with dishes on sale, in the owner’s order', async () => {
    await t.services.catalog.addDish(dish('Croissant', 'Pastries'));
    await t.services.catalog.addDish(dish('Margherita', 'pizza'));
    const hidden = await t.services.catalog.addDish(dish('Kale chips', 'Snacks'));
    await t.services.catalog.hideDish(hidden.id);
    expect(await menuCategories()).toEqual(['Pizza', 'Pastries']);
    // The dish form's category in any letter case is stored in the category's own spelling.
    expect((await menu('PIZZA')).map((d) => [d.name, d.category])).toEqual([
      ['Margherita', 'Pizza'],
    ]);
    const unknown = await admin.post('/api/admin/dishes', dish('Sushi roll', 'Sushi'));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields.category).toBe(categoryTexts.unknownForDish);
  });

  it('adds a category at the end, refuses a name taken in any letter case, and reorders it', async () => {
    const created = await add('  Desserts ');
    expect(created.statusCode).toBe(201);
    expect(created.json().category).toMatchObject({ name: 'Desserts', position: 11, dishCount: 0 });
    const again = await add('DESSERTS');
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(categoryTexts.nameTaken);
    expect((await add('')).statusCode).toBe(400);
    expect((await add('x'.repeat(41))).statusCode).toBe(400);

    await t.services.catalog.addDish(dish('Tiramisu', 'Desserts'));
    expect(await menuCategories()).toEqual(['Pizza', 'Pastries', 'Desserts']);
    const id = created.json().category.id as string;
    const up = async () => admin.post(`/api/admin/categories/${id}/move`, { direction: 'up' });
    expect((await up()).statusCode).toBe(200);
    expect(await menuCategories()).toEqual(['Pizza', 'Desserts', 'Pastries']);
    for (let i = 0; i < 12; i += 1) await up(); // stops at the top
    const order = (await up()).json().categories as AdminCategory[];
    expect(order[0]?.name).toBe('Desserts');
    expect(order.map((c) => c.position)).toEqual(order.map((_c, i) => i + 1));
    expect(await menuCategories()).toEqual(['Desserts', 'Pizza', 'Pastries']);
    const down = await admin.post(`/api/admin/categories/${id}/move`, { direction: 'down' });
    expect(
      down
        .json()
        .categories.slice(0, 2)
        .map((c: AdminCategory) => c.name),
    ).toEqual(['Pizza', 'Desserts']);
    const bad = await admin.post(`/api/admin/categories/${id}/move`, { direction: 'left' });
    expect(bad.statusCode).toBe(400);
  });

  it('renames a category with its dishes, and hides it (and them) from the menu', async () => {
    const pastries = (await byName('Pastries'))!;
    expect(pastries.dishCount).toBe(1);
    const renamed = await admin.request('PATCH', `/api/admin/categories/${pastries.id}`, {
      name: 'Bakery',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().category).toMatchObject({ name: 'Bakery', dishCount: 1 });
    expect((await menu('Bakery')).map((d) => [d.name, d.category])).toEqual([
      ['Croissant', 'Bakery'],
    ]);
    expect(await menu('Pastries')).toEqual([]);
    const clash = await admin.request('PATCH', `/api/admin/categories/${pastries.id}`, {
      name: 'pizza',
    });
    expect(clash.statusCode).toBe(409);
    // A change of letter case alone is a rename too.
    const recased = await admin.request('PATCH', `/api/admin/categories/${pastries.id}`, {
      name: 'BAKERY',
    });
    expect(recased.json().category.name).toBe('BAKERY');

    const croissant = (await menu('bakery'))[0]!;
    await admin.request('PATCH', `/api/admin/categories/${pastries.id}`, { hidden: true });
    expect(await menuCategories()).not.toContain('BAKERY');
    expect(await menu('bakery')).toEqual([]);
    expect((await guest().get('/api/menu?search=croissant')).json().items).toEqual([]);
    // A cart still knows the dish, as unavailable.
    expect((await t.services.catalog.findItem(croissant.id))?.available).toBe(false);
    expect((await byName('BAKERY'))?.hidden).toBe(true);
    await admin.request('PATCH', `/api/admin/categories/${pastries.id}`, { hidden: false });
    expect(await menuCategories()).toContain('BAKERY');
    expect((await t.services.catalog.findItem(croissant.id))?.available).toBe(true);
  });

  it('refuses to delete a category that has dishes, and deletes an empty one', async () => {
    const pizza = (await byName('Pizza'))!;
    const refused = await admin.request('DELETE', `/api/admin/categories/${pizza.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(categoryTexts.hasDishes(1));
    expect((await menu('Pizza')).length).toBe(1);

    const steak = (await byName('Steak'))!;
    expect((await admin.request('DELETE', `/api/admin/categories/${steak.id}`)).statusCode).toBe(
      200,
    );
    expect(await byName('Steak')).toBeUndefined();
    expect((await admin.request('DELETE', `/api/admin/categories/${steak.id}`)).statusCode).toBe(
      404,
    );
    expect((await admin.request('DELETE', '/api/admin/categories/nope')).statusCode).toBe(400);
  });

  it('is for admins only', async () => {
    const pizza = (await byName('Pizza'))!;
    for (const [client, status] of [
      [customer, 403],
      [guest(), 401],
    ] as const) {
      expect((await client.get('/api/admin/categories')).statusCode).toBe(status);
      expect((await client.post('/api/admin/categories', { name: 'Nope' })).statusCode).toBe(
        status,
      );
      const patch = await client.request('PATCH', `/api/admin/categories/${pizza.id}`, {
        hidden: true,
      });
      expect(patch.statusCode).toBe(status);
    }
    expect((await byName('Pizza'))?.hidden).toBe(false);
    expect(await byName('Nope')).toBeUndefined();
  });

  it('reaches another server instance’s menu within about a second', async () => {
    const other = createCatalogService({
      db: t.db.database.db,
      config: testConfig(),
      log: t.app.log,
    });
    const before = await t.services.catalog.categories();
    expect(before.map((c) => c.name)).toContain('Pizza');
    const pizza = (await byName('Pizza'))!;
    await other.categoryManager.update(pizza.id, { hidden: true });
    await new Promise((r) => setTimeout(r, REVALIDATE_MS + 50));
    // The first read after the interval may answer from memory while it checks.
    await t.services.catalog.categories();
    await new Promise((r) => setTimeout(r, 100));
    expect((await t.services.catalog.categories()).map((c) => c.name)).not.toContain('Pizza');
    await other.categoryManager.update(pizza.id, { hidden: false });
  });
});
