import { createTestDatabase, testDatabaseKinds } from '@test/support/databases';
import { describe, expect, it } from 'vitest';
import { createCartLineCache, isEmbeddedDatabase } from './line-cache';
import type { CartRow } from './repository';

const row = (quantity: number) => ({ id: 'line', quantity }) as CartRow;

/** A load that counts its calls and answers a line whose quantity is that count. */
function counting() {
  let loads = 0;
  const load = async () => {
    loads += 1;
    return [row(loads)];
  };
  return { load, loads: () => loads };
}

describe('the in-memory cart cache', () => {
  it('owner mode (embedded PGlite): serves a loaded cart from memory until it changes here', async () => {
    const cache = createCartLineCache('owner');
    const { load, loads } = counting();
    expect((await cache.read('u1', null, load)).rows).toEqual([row(1)]);
    expect((await cache.read('u1', null, load)).rows).toEqual([row(1)]);
    expect(cache.peek('u1', null)?.rows).toEqual([row(1)]);
    expect(loads()).toBe(1);
    cache.drop('u1');
    expect(cache.peek('u1', null)).toBeUndefined();
    expect((await cache.read('u1', null, load)).rows).toEqual([row(2)]);
    // Another cart's change leaves this one cached.
    cache.drop('u2');
    expect((await cache.read('u1', null, load)).rows).toEqual([row(2)]);
    expect(loads()).toBe(2);
  });

  it('owner mode never keeps what a read loaded while the cart was being changed', async () => {
    const cache = createCartLineCache('owner');
    let release: (rows: CartRow[]) => void = () => {};
    const slow = cache.read(
      'u1',
      null,
      () => new Promise<CartRow[]>((resolve) => (release = resolve)),
    );
    cache.drop('u1'); // the cart changes while the slow read is on its way
    release([row(1)]);
    expect((await slow).rows).toEqual([row(1)]);
    expect(cache.peek('u1', null)).toBeUndefined();
    expect((await cache.read('u1', null, async () => [row(2)])).rows).toEqual([row(2)]);
  });

  it('revision mode (PostgreSQL): a copy answers only a read at the revision it was loaded at', async () => {
    const cache = createCartLineCache('revision');
    const { load, loads } = counting();
    expect((await cache.read('u1', 7, load)).rows).toEqual([row(1)]);
    expect((await cache.read('u1', 7, load)).rows).toEqual([row(1)]);
    expect(cache.peek('u1', 7)?.rows).toEqual([row(1)]);
    expect(loads()).toBe(1);
    // Another instance wrote the cart: the session now reads revision 8.
    expect(cache.peek('u1', 8)).toBeUndefined();
    expect((await cache.read('u1', 8, load)).rows).toEqual([row(2)]);
    // No revision (a guest, or none read): always the database, nothing kept.
    expect(cache.peek('g1', null)).toBeUndefined();
    await cache.read('g1', null, load);
    await cache.read('g1', null, load);
    expect(cache.peek('g1', null)).toBeUndefined();
    expect(loads()).toBe(4);
    // A change made here drops the copy too.
    cache.drop('u1');
    expect(cache.peek('u1', 8)).toBeUndefined();
  });

  // Opens a migrated database in the test itself: as long as a hook may take.
  it('is owner mode for embedded PGlite only', { timeout: 60_000 }, async () => {
    for (const kind of testDatabaseKinds()) {
      const db = await createTestDatabase(kind);
      try {
        expect(isEmbeddedDatabase(db.database.db)).toBe(kind === 'pglite');
      } finally {
        await db.dispose();
      }
    }
  });

  it('off: every read loads', async () => {
    const cache = createCartLineCache('off');
    const { load, loads } = counting();
    await cache.read('u1', 1, load);
    await cache.read('u1', 1, load);
    expect(loads()).toBe(2);
    expect(cache.peek('u1', 1)).toBeUndefined();
  });
});
