import { DEMO_DISHES, seedDemoCatalog } from '@server/seed/demo-dishes';
import { createAdmin } from '@server/seed/factories';
import { menuResponseSchema } from '@shared/catalog';
import { testDatabaseKinds } from '@test/support/databases';
import { signedIn } from '@test/support/orders';
import { createTestApp, type TestApp, type TestClient } from '@test/support/test-app';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dishes } from './schema';

const menu = async (t: TestApp, query: string) => {
  const response = await t.client().get(`/api/menu?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return menuResponseSchema.parse(response.json());
};
const names = (answer: { items: { name: string }[] }) => answer.items.map((item) => item.name);

describe.each(testDatabaseKinds())('allergens and diets on %s', (kind) => {
  let t: TestApp;
  let admin: TestClient;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedDemoCatalog(t.db.database.db);
    admin = await signedIn(t, await createAdmin(t.services), 'admin');
  });
  afterAll(async () => {
    await t.close();
  });

  it('returns each dish with its allergens, diets and spicy level', async () => {
    const pizza = await menu(t, 'category=Pizza');
    expect(pizza.hidden).toBeUndefined();
    const margherita = pizza.items.find((item) => item.name === 'Margherita');
    expect(margherita).toMatchObject({
      allergens: ['gluten', 'milk'],
      diets: ['vegetarian'],
      spicy: 0,
    });
    expect(pizza.items.find((item) => item.name === 'Diavola')?.spicy).toBe(2);
  });

  it.each([
    // query, dish that must be gone, dish that must stay
    ['category=Pizza&hide=peanuts', 'Suya Pizza', 'Margherita'],
    ['category=Pizza&hide=milk', 'Margherita', null],
    ['category=Pizza&diet=vegetarian', 'Diavola', 'Margherita'],
    ['category=Pizza&diet=vegan', 'Margherita', 'Marinara'],
    ['search=suya&diet=halal&hide=sesame', 'Suya Burger', 'Suya Pizza'],
  ])('filters %s on the server and counts what it hid', async (query, gone, kept) => {
    const base = new URLSearchParams(query);
    const all = await menu(
      t,
      base.has('category') ? `category=${base.get('category')}` : `search=${base.get('search')}`,
    );
    const answer = await menu(t, query);
    expect(names(answer)).not.toContain(gone);
    if (kept) expect(names(answer)).toContain(kept);
    expect(answer.hidden).toBe(all.items.length - answer.items.length);
    expect(answer.hidden).toBeGreaterThan(0);
  });

  it('refuses an unknown allergen or diet with a 400 that says which', async () => {
    const nuts = await t.client().get('/api/menu?category=Pizza&hide=nuts');
    expect(nuts.statusCode).toBe(400);
    expect(nuts.json().error.message).toMatch(/^Unknown allergen "nuts"\. Use one of: celery/);
    const keto = await t.client().get('/api/menu?category=Pizza&diet=keto');
    expect(keto.statusCode).toBe(400);
    expect(keto.json().error.message).toMatch(/^Unknown diet "keto"/);
  });

  it("round-trips the owner's edit and refuses unknown codes and levels", async () => {
    const [row] = await t.db.database.db.select().from(dishes).where(eq(dishes.slug, 'funghi'));
    if (!row) throw new Error('no funghi');
    const url = `/api/admin/dishes/${row.id}`;
    const edited = await admin.request('PATCH', url, {
      allergens: ['peanuts', 'milk', 'gluten', 'peanuts'],
      diets: ['vegetarian'],
      spicy: 3,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().item).toMatchObject({
      allergens: ['gluten', 'milk', 'peanuts'],
      diets: ['vegetarian'],
      spicy: 3,
    });
    const listed = (await admin.get('/api/admin/dishes')).json().items;
    expect(listed.find((item: { id: string }) => item.id === row.id)).toMatchObject({
      allergens: ['gluten', 'milk', 'peanuts'],
      spicy: 3,
    });
    expect(names(await menu(t, 'category=Pizza&hide=peanuts'))).not.toContain('Funghi');

    for (const [body, message] of [
      [{ allergens: ['nuts'] }, /Unknown allergen "nuts"/],
      [{ diets: ['keto'] }, /Unknown diet "keto"/],
      [{ spicy: 4 }, /spicy level is a whole number from 0 to 3/],
    ] as const) {
      const refused = await admin.request('PATCH', url, body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.message).toMatch(message);
    }
  });

  it('the database itself refuses unknown codes and levels', async () => {
    const db = t.db.database.db;
    const slug = DEMO_DISHES[0]?.slug ?? 'margherita';
    for (const set of [
      sql`allergens = array['nuts']::text[]`,
      sql`allergens = array[null]::text[]`,
      sql`diets = array['keto']::text[]`,
      sql`spicy = 4`,
    ]) {
      await expect(
        db.execute(sql`update dishes set ${set} where slug = ${slug}`),
      ).rejects.toThrow();
    }
  });
});
