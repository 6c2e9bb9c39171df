import { runMigrations } from '@server/db/client';
import {
  createTestDatabase,
  rowsOf,
  type TestDatabase,
  testDatabaseKinds,
} from '@test/support/databases';
import { migrateUpTo } from '@test/support/migrations';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** Dishes written while the category was free text keep it once categories are a table (0021). */
describe.each(testDatabaseKinds())('the categories data migration on %s', (kind) => {
  let t: TestDatabase;
  const run = (text: string) => t.database.db.execute(sql.raw(text));

  beforeAll(async () => {
    t = await createTestDatabase(kind, { migrate: false });
    await migrateUpTo(t.database, '0017_scheduled_orders');
    const dish = (slug: string, category: string) =>
      run(`insert into dishes (slug, name, category, area, price_minor, image_url, image_width, image_height)
        values ('${slug}', '${slug}', '${category}', 'Test', 1000, '/x.svg', 480, 360)`);
    await dish('margherita', 'Pizza');
    await dish('croissant', 'Pastries');
    await dish('old-case', 'pasta');
    await dish('tiramisu', 'Desserts');
    await dish('panna-cotta', 'desserts');
    await runMigrations(t.database);
  });
  afterAll(async () => {
    await t.dispose();
  });

  it('keeps every dish in its category, in the category table’s spelling', async () => {
    const dishes = await rowsOf(run('select slug, category from dishes order by slug'));
    expect(dishes).toEqual([
      { slug: 'croissant', category: 'Pastries' },
      { slug: 'margherita', category: 'Pizza' },
      { slug: 'old-case', category: 'Pasta' },
      { slug: 'panna-cotta', category: 'Desserts' },
      { slug: 'tiramisu', category: 'Desserts' },
    ]);
  });

  it('creates the ten categories in order, then the others the dishes carried', async () => {
    const rows = await rowsOf(
      run('select name, position, hidden from categories order by position'),
    );
    expect(rows.map((r) => r.name)).toEqual([
      'Pizza',
      'Burger',
      'Pasta',
      'Salad',
      'Cheese',
      'Drinks',
      'Steak',
      'Vegetables',
      'Snacks',
      'Pastries',
      'Desserts',
    ]);
    expect(rows.map((r) => Number(r.position))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(rows.every((r) => r.hidden === false)).toBe(true);
  });

  it('now refuses a dish in no category and a delete of a category with dishes', async () => {
    await expect(
      run(`insert into dishes (name, category, area, price_minor, image_url, image_width, image_height)
        values ('x', 'Nowhere', 'Test', 1000, '/x.svg', 480, 360)`),
    ).rejects.toThrow();
    await expect(run(`delete from categories where name = 'Pizza'`)).rejects.toThrow();
    await run(`update categories set name = 'Pizzas' where name = 'Pizza'`);
    const [row] = await rowsOf(run(`select category from dishes where slug = 'margherita'`));
    expect(row?.category).toBe('Pizzas');
  });
});
