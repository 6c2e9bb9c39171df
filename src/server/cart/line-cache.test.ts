import { createTestDatabase, testDatabaseKinds } from '@test/support/databases';
import { describe, expect, it } from 'vitest';
import { createCartLineCache, isEmbeddedDatabase } from './line-cache';
import type { CartRow } from './repository';

const row = (quantity: number) => ({ id: 'line', quantity }) as CartRow;

describe('the in-memory cart cache', () => {
  it('serves a loaded cart from memory until the cart changes', async () => {
    const cache = createCartLineCache(true);
    let loads = 0;
    const load = async () => {
      loads += 1;
      return [row(loads)];
    };
    expect(await cache.read('u1', load)).toEqual([row(1)]);
    expect(await cache.read('u1', load)).toEqual([row(1)]);
    expect(loads).toBe(1);
    cache.drop('u1');
    expect(await cache.read('u1', load)).toEqual([row(2)]);
    // Another user's change leaves this cart cached.
    cache.drop('u2');
    expect(await cache.read('u1', load)).toEqual([row(2)]);
    expect(loads).toBe(2);
  });

  it('never keeps what a read loaded while the cart was being changed', async () => {
    const cache = createCartLineCache(true);
    let release: (rows: CartRow[]) => void = () => {};
    const slow = cache.read('u1', () => new Promise<CartRow[]>((resolve) => (release = resolve)));
    cache.drop('u1'); // the cart changes while the slow read is on its way
    release([row(1)]);
    expect(await slow).toEqual([row(1)]);
    expect(await cache.read('u1', async () => [row(2)])).toEqual([row(2)]);
  });

  it('is on for embedded PGlite only', async () => {
    for (const kind of testDatabaseKinds()) {
      const db = await createTestDatabase(kind);
      try {
        expect(isEmbeddedDatabase(db.database.db)).toBe(kind === 'pglite');
      } finally {
        await db.dispose();
      }
    }
  });

  it('does nothing when off (PostgreSQL, several instances)', async () => {
    const cache = createCartLineCache(false);
    let loads = 0;
    const load = async () => [row(++loads)];
    await cache.read('u1', load);
    await cache.read('u1', load);
    expect(loads).toBe(2);
  });
});
