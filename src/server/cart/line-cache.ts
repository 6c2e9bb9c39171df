import type { CartRow } from './repository';

export { isEmbeddedDatabase } from '@server/db/client';

/**
 * Cart lines kept in memory per user, for the embedded database only. PGlite lives inside this one
 * process, so every change to a cart passes through this process and can drop the copy; with
 * PostgreSQL (several app instances) the cache is off and every read asks the database.
 *
 * A read stores what it loaded only if no change to that user's cart happened while it was
 * loading, so a slow read can never put back an older cart.
 */
export interface CartLineCache {
  read(userId: string, load: () => Promise<CartRow[]>): Promise<CartRow[]>;
  /** Call on every change to the user's cart (before reading it back). */
  drop(userId: string): void;
}

const MAX_USERS = 10_000;

export function createCartLineCache(enabled: boolean): CartLineCache {
  if (!enabled) return { read: (_userId, load) => load(), drop: () => {} };
  const lines = new Map<string, CartRow[]>();
  /** When each user's cart last changed, on a counter that every change moves on. */
  const changedAt = new Map<string, number>();
  let clock = 0;
  /** When `changedAt` was last emptied: users missing from it may have changed up to then. */
  let forgottenAt = 0;

  return {
    async read(userId, load) {
      const cached = lines.get(userId);
      if (cached) return cached;
      const startedAt = clock;
      const rows = await load();
      if ((changedAt.get(userId) ?? forgottenAt) <= startedAt) {
        if (lines.size >= MAX_USERS) {
          // Forget the oldest entry (Map keeps insertion order).
          const oldest = lines.keys().next().value;
          if (oldest !== undefined) lines.delete(oldest);
        }
        lines.set(userId, rows);
      }
      return rows;
    },
    drop(userId) {
      lines.delete(userId);
      clock += 1;
      if (changedAt.size >= MAX_USERS * 2) {
        changedAt.clear();
        forgottenAt = clock;
      }
      changedAt.set(userId, clock);
    },
  };
}
