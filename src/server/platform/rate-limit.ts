import type { Db } from '@server/db/client';
import { eq, sql } from 'drizzle-orm';
import { rateLimits } from './schema';

export interface RateLimitRule {
  /** Attempts allowed in one window. */
  limit: number;
  windowMs: number;
}

/** Attempts that slow down instead of stopping: a few at once, then each after a doubling pause. */
export interface PaceRule {
  /** Attempts allowed at once, before the pauses start. */
  free: number;
  /** The pause before the first attempt past the free ones; each further attempt doubles it. */
  firstDelayMs: number;
  maxDelayMs: number;
  /** Quiet for this long since the last attempt, and the count starts again. */
  forgetAfterMs: number;
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

  /**
   * Counts one attempt under `rule` when it is due, and says whether it was. The row keeps the
   * attempts counted and when the last one was; one upsert whose update runs only when the attempt
   * is due, so of parallel attempts each pause lets exactly one through. `free` overrides the
   * rule's (fewer attempts at once for an account under attack).
   */
  async function pace(
    key: string,
    rule: PaceRule,
    free = rule.free,
  ): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
    const at = now();
    const atText = at.toISOString();
    const forgotten = sql`${rateLimits.windowStart} <= ${new Date(at.getTime() - rule.forgetAfterMs).toISOString()}::timestamptz`;
    const pauseMs = sql`least(${rule.firstDelayMs}::float8 * power(2, ${rateLimits.count} - ${free}), ${rule.maxDelayMs}::float8)`;
    const counted = await db
      .insert(rateLimits)
      .values({ key, windowStart: at, count: 1 })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`case when ${forgotten} then 1 else ${rateLimits.count} + 1 end`,
          windowStart: sql`${atText}::timestamptz`,
        },
        setWhere: sql`${forgotten} or ${rateLimits.count} < ${free} or ${rateLimits.windowStart} + ${pauseMs} * interval '1 millisecond' <= ${atText}::timestamptz`,
      })
      .returning({ count: rateLimits.count });
    if (counted.length > 0) return { allowed: true, retryAfterSeconds: 0 };
    const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, key));
    const dueAt = row
      ? row.windowStart.getTime() +
        Math.min(rule.firstDelayMs * 2 ** (row.count - free), rule.maxDelayMs)
      : at.getTime();
    return {
      allowed: false,
      retryAfterSeconds: Math.max(1, Math.ceil((dueAt - at.getTime()) / 1000)),
    };
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

  return { hit, pace, giveBack, reset };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
