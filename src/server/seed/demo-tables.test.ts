import { createTestApp, type TestApp } from '@test/support/test-app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoTables } from './demo';

describe('demo tables', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(async () => {
    await t.close();
  });

  it('seeds eight tables with their neighbours once, and never into a list the owner made', async () => {
    await seedDemoTables(t.services.reservations.tables);
    await seedDemoTables(t.services.reservations.tables);
    const tables = await t.services.reservations.tables.list();
    expect(tables).toHaveLength(8);
    const byName = new Map(tables.map((table) => [table.name, table]));
    expect(byName.get('T2')!.joinsWith).toEqual([byName.get('T1')!.id]);
    expect(new Set(tables.map((table) => table.area))).toEqual(new Set(['Inside', 'Terrace']));
  });
});
