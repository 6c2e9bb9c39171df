import { AppError } from '@server/errors';
import { createCustomer } from '@server/seed/factories';
import { catalogTexts } from '@shared/catalog';
import { testDatabaseKinds } from '@test/support/databases';
import { FAKE_JPEG, type FakeTheMealDb, startFakeTheMealDb } from '@test/support/fake-themealdb';
import { createTestApp, type TestApp } from '@test/support/test-app';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { dishImage } from './images';
import { externalPriceMinor } from './pricing';
import { createRecipeImages } from './sources/recipe-images';
import { createTheMealDbSource } from './sources/themealdb';

const quiet = () => {};
const log = {
  level: 'silent',
  fatal: quiet,
  error: quiet,
  warn: quiet,
  info: quiet,
  debug: quiet,
  trace: quiet,
  silent: quiet,
  child: () => log,
} as unknown as FastifyBaseLogger;

describe('the recipe database adapter (against a local fake)', () => {
  let fake: FakeTheMealDb;
  const source = (options: { timeoutMs?: number; cacheTtlMs?: number } = {}) =>
    createTheMealDbSource({
      baseUrl: fake.url,
      log,
      images: createRecipeImages({ apiUrl: fake.url, log }),
      ...options,
    });

  beforeAll(async () => {
    fake = await startFakeTheMealDb();
  });
  afterEach(() => {
    fake.mode = 'normal';
    fake.requests.length = 0;
  });
  afterAll(async () => {
    await fake.close();
  });

  it('finds meals through search.php?s= and reads id, name, picture and area, priced from the id', async () => {
    const items = await source().byCategory('Pizza');
    expect(fake.requests).toEqual(['/api/json/v1/1/search.php?s=pizza']);
    expect(items.map((i) => i.name)).toEqual(['Pizza Express Margherita', 'Homemade Pizza Bianca']);
    const [margherita, bianca] = items;
    expect(margherita).toEqual({
      id: 'mealdb-53014',
      name: 'Pizza Express Margherita',
      description: '',
      category: 'Pizza',
      area: 'Italian',
      priceMinor: externalPriceMinor('53014'),
      image: {
        url: '/media/recipes/x0lk931587671540.jpg',
        width: 700,
        height: 700,
      },
      available: true,
    });
    // No id: the default price of 50; no picture: our placeholder; no area: a neutral one.
    expect(bianca?.priceMinor).toBe(5000);
    expect(bianca?.image.url).toBe(dishImage('placeholder').url);
    expect(bianca?.area).toBe('International');
  });

  it('answers an empty list when meals is null', async () => {
    expect(await source().byName('no such meal')).toEqual([]);
  });

  it.each([['malformed-json'], ['wrong-shape'], ['error']] as const)(
    'turns a %s answer into the spec text',
    async (mode) => {
      fake.mode = mode;
      const error = await source()
        .byName('pizza')
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).code).toBe('unavailable');
      expect((error as AppError).message).toBe(catalogTexts.fetchError);
    },
  );

  it('gives up after the timeout with the same text', async () => {
    fake.mode = 'slow';
    fake.delayMs = 2000;
    const started = Date.now();
    const error = await source({ timeoutMs: 150 })
      .byName('pizza')
      .catch((e: unknown) => e);
    expect((error as AppError).message).toBe(catalogTexts.fetchError);
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('reuses answers for a short while, shares concurrent requests and never caches a failure', async () => {
    const cached = source({ cacheTtlMs: 60_000 });
    await Promise.all([cached.byName('Penne'), cached.byName('penne'), cached.byName(' penne ')]);
    await cached.byName('PENNE');
    expect(fake.requests).toHaveLength(1);

    fake.mode = 'error';
    await expect(cached.byName('big mac')).rejects.toThrow(catalogTexts.fetchError);
    fake.mode = 'normal';
    expect((await cached.byName('big mac')).map((i) => i.id)).toEqual(['mealdb-53013']);

    const shortLived = source({ cacheTtlMs: 1 });
    await shortLived.byName('brie');
    await new Promise((r) => setTimeout(r, 5));
    await shortLived.byName('brie');
    expect(fake.requests.filter((r) => r.includes('brie'))).toHaveLength(2);
  });

  it('finds meals by id for the cart (lookup.php?i=), and meals without an id by their name', async () => {
    const found = await source().findMany([
      'mealdb-52771',
      'mealdb-99999',
      'mealdb-name-Homemade%20Pizza%20Bianca',
      'bogus',
      'mealdb-1;drop',
    ]);
    expect([...found.keys()].sort()).toEqual([
      'mealdb-52771',
      'mealdb-name-Homemade%20Pizza%20Bianca',
    ]);
    expect(found.get('mealdb-52771')?.priceMinor).toBe(externalPriceMinor('52771'));
    expect(found.get('mealdb-name-Homemade%20Pizza%20Bianca')?.priceMinor).toBe(5000);
    expect(fake.requests).toContain('/api/json/v1/1/lookup.php?i=52771');
  });
});

describe.each(testDatabaseKinds())(
  'the menu and cart on the recipe database source, on %s',
  (kind) => {
    let fake: FakeTheMealDb;
    let t: TestApp;
    beforeAll(async () => {
      fake = await startFakeTheMealDb();
      t = await createTestApp(kind, { CATALOG_SOURCE: 'themealdb', THEMEALDB_URL: fake.url });
    });
    afterEach(() => {
      fake.mode = 'normal';
    });
    afterAll(async () => {
      await t.close();
      await fake.close();
    });

    it('passes the recipe pictures through our own origin, and nothing else', async () => {
      const client = t.client();
      const lasagne = (await client.get('/api/menu?search=lasagne')).json().items[0];
      expect(lasagne.image.url).toBe(dishImage('placeholder').url); // hosted elsewhere
      const picture = await client.get('/media/recipes/x0lk931587671540.jpg');
      expect(picture.statusCode).toBe(200);
      expect(picture.headers['content-type']).toBe('image/jpeg');
      expect(picture.rawPayload.equals(FAKE_JPEG)).toBe(true);
      expect((await client.get('/media/recipes/unknown.jpg')).statusCode).toBe(404);
      for (const file of ['..%2F..%2Fapi%2Fjson%2Fv1%2F1%2Fsearch.php', 'x.svg', '%2e%2e']) {
        expect((await client.get(`/media/recipes/${file}`)).statusCode, file).toBe(404);
      }
      fake.mode = 'error';
      expect((await client.get('/media/recipes/ustsqw1468250014.jpg')).statusCode).toBe(503);
    });

    it('serves the menu from the recipe database and reports its failures with the spec text', async () => {
      const client = t.client();
      const menu = await client.get('/api/menu?category=Pizza');
      expect(menu.statusCode).toBe(200);
      expect(menu.json().items.map((i: { id: string }) => i.id)).toEqual([
        'mealdb-53014',
        'mealdb-name-Homemade%20Pizza%20Bianca',
      ]);
      const none = await client.get('/api/menu?search=zzz');
      expect(none.json()).toEqual({ items: [] });

      fake.mode = 'error';
      const failed = await client.get('/api/menu?search=carbonara');
      expect(failed.statusCode).toBe(503);
      expect(failed.json().error.message).toBe(catalogTexts.fetchError);
    });

    it('prices a recipe put in the cart from its id, whatever the browser says', async () => {
      const customer = await createCustomer(t.services);
      const client = t.client();
      await client.post('/api/auth/login', { email: customer.email, password: customer.password });
      const added = await client.post('/api/cart/items', { dishId: 'mealdb-52982', quantity: 2 });
      expect(added.statusCode).toBe(201);
      const price = externalPriceMinor('52982');
      expect(added.json()).toMatchObject({ count: 2, subtotalMinor: price * 2 });
      expect(added.json().items[0]).toMatchObject({
        name: 'Spaghetti alla Carbonara',
        unitPriceMinor: price,
      });

      // While the recipe database is down the cart still reads, at the same derived price.
      fake.mode = 'error';
      const cart = await client.get('/api/cart');
      expect(cart.statusCode).toBe(200);
      expect(cart.json()).toMatchObject({ count: 2, subtotalMinor: price * 2 });

      fake.mode = 'normal';
      const unknown = await client.post('/api/cart/items', { dishId: 'mealdb-424242' });
      expect(unknown.statusCode).toBe(404);
    });
  },
);
