import type { CartView } from '@shared/cart';
import type { MenuItem } from '@shared/catalog';
import type { CartRow } from './repository';

export { isEmbeddedDatabase } from '@server/db/client';

/** One cart as this process last loaded it. */
export interface CartEntry {
  rows: CartRow[];
  /** The user's cart revision the rows were loaded at (revision mode). */
  revision?: number;
  /**
   * The view last priced from these rows, and the dish each row was priced with (by position).
   * It is the answer again for as long as the menu still holds those very dish objects.
   */
  view?: { value: CartView; items: (MenuItem | undefined)[] };
}

/**
 * Carts kept in memory, so a read needs no query of its own. When is a copy still the cart?
 *
 * - `owner` (embedded PGlite): this process is the database's only client (a lock file keeps a
 *   second one out), so every change passes through here and drops the copy.
 * - `revision` (PostgreSQL, any number of instances): a copy is used only for the revision read
 *   with the session in the same request (`request.cartRevision`); every statement writing the
 *   cart moves that revision on (drizzle/0044), so a change made through another instance is never
 *   answered from an older copy. Guests (no revision) are read from the database.
 * - `off`: every read loads.
 *
 * Rows are loaded after the revision was read, so a copy is at least as new as its revision; and in
 * owner mode a read stores what it loaded only if no change to that cart happened meanwhile.
 */
export type CartCacheMode = 'owner' | 'revision' | 'off';

export interface CartLineCache {
  /** The copy to use for a read at `revision`, without waiting; undefined when only a load can tell. */
  peek(key: string, revision: number | null): CartEntry | undefined;
  read(key: string, revision: number | null, load: () => Promise<CartRow[]>): Promise<CartEntry>;
  /** Call on every change to the cart made here (before reading it back). */
  drop(key: string): void;
}

const MAX_CARTS = 10_000;

export function createCartLineCache(mode: CartCacheMode): CartLineCache {
  if (mode === 'off')
    return {
      peek: () => undefined,
      read: async (_key, _rev, load) => ({ rows: await load() }),
      drop() {},
    };
  const entries = new Map<string, CartEntry>();
  /** When each cart last changed here, on a counter that every change moves on. */
  const changedAt = new Map<string, number>();
  let clock = 0;
  /** When `changedAt` was last emptied: carts missing from it may have changed up to then. */
  let forgottenAt = 0;

  const trusted = (entry: CartEntry | undefined, revision: number | null) =>
    mode === 'owner' || (revision !== null && entry?.revision === revision) ? entry : undefined;

  function keep(key: string, entry: CartEntry) {
    if (entries.size >= MAX_CARTS && !entries.has(key)) {
      // Forget the oldest entry (Map keeps insertion order).
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
    entries.set(key, entry);
  }

  return {
    peek: (key, revision) => trusted(entries.get(key), revision),
    async read(key, revision, load) {
      const cached = trusted(entries.get(key), revision);
      if (cached) return cached;
      const startedAt = clock;
      const rows = await load();
      if (mode === 'revision') {
        const entry: CartEntry = { rows, revision: revision ?? undefined };
        if (revision !== null) keep(key, entry);
        return entry;
      }
      const entry: CartEntry = { rows };
      if ((changedAt.get(key) ?? forgottenAt) <= startedAt) keep(key, entry);
      return entry;
    },
    drop(key) {
      entries.delete(key);
      if (mode !== 'owner') return;
      clock += 1;
      if (changedAt.size >= MAX_CARTS * 2) {
        changedAt.clear();
        forgottenAt = clock;
      }
      changedAt.set(key, clock);
    },
  };
}
