import type { Db } from '@server/db/client';
import { eq, sql } from 'drizzle-orm';
import { rateLimits } from './schema';

export interface RateLimitRule {
  /** Attempts allowed in one window. */
  limit: number;
  windowMs: number;
}

/**
 * A fixed-window counter kept in the database, so the limit holds across server instances and
 * restarts. `hit` counts one attempt and says whether it is still within the limit; one upsert,
 * atomic under concurrency.
 */
export function createRateLimiter(db: Db, now: () => Date = () => new Date()) {
  async function hit(
    key: string,
    rule: RateLimitRule,
  ): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
    const at = now();
    const windowFloor = new Date(at.getTime() - rule.windowMs);
    const [row] = await db
      .insert(rateLimits)
      .values({ key, windowStart: at, count: 1 })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`case when ${rateLimits.windowStart} <= ${windowFloor.toISOString()}::timestamptz then 1 else ${rateLimits.count} + 1 end`,
          windowStart: sql`case when ${rateLimits.windowStart} <= ${windowFloor.toISOString()}::timestamptz then ${at.toISOString()}::timestamptz else ${rateLimits.windowStart} end`,
        },
      })
      .returning();
    const count = row?.count ?? 1;
    const windowStart = row?.windowStart ?? at;
    const retryAfterSeconds = Math.max(
      1,
      Math.ceil((windowStart.getTime() + rule.windowMs - at.getTime()) / 1000),
    );
    return { allowed: count <= rule.limit, retryAfterSeconds };
  }

  /** Takes back one attempt counted by `hit` (a sign-in that succeeded); never below zero. */
  async function giveBack(key: string): Promise<void> {
    await db
      .update(rateLimits)
      .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
      .where(eq(rateLimits.key, key));
  }

  async function reset(key: string): Promise<void> {
    await db.delete(rateLimits).where(eq(rateLimits.key, key));
  }

  return { hit, giveBack, reset };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
