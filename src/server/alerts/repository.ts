import type { Db } from '@server/db/client';
import { WATCHER_STALE_SECONDS } from '@shared/staff-alerts';
import { eq, sql } from 'drizzle-orm';
import { staffWatchers } from './schema';

/** 'orders': the order streams' views; 'bookings': the host's day, which reads itself every 30 s. */
export type WatchKind = 'orders' | 'bookings';

/** The live views' presence rows, on the database's clock (instances may disagree on theirs). */
export function createWatchersRepository(db: Db) {
  return {
    async beat(id: string, kind: WatchKind, userId: string) {
      await db
        .insert(staffWatchers)
        .values({ id, kind, userId })
        .onConflictDoUpdate({ target: staffWatchers.id, set: { seenAt: sql`now()` } });
    },

    async leave(id: string) {
      await db.delete(staffWatchers).where(eq(staffWatchers.id, id));
    },

    /** Rows of views gone without a goodbye (a killed instance), long past counting. */
    async prune() {
      await db.execute(sql`delete from staff_watchers where seen_at < now() - interval '1 hour'`);
    },

    /** Whether a view of `kind` showed a sign of life lately, read in the caller's transaction. */
    async watching(executor: Db, kind: WatchKind): Promise<boolean> {
      const result = (await executor.execute(
        sql`select exists (select 1 from staff_watchers where kind = ${kind}
          and seen_at > now() - make_interval(secs => ${WATCHER_STALE_SECONDS})) as open`,
      )) as { rows: Array<{ open: boolean }> };
      return result.rows[0]?.open === true;
    },
  };
}
