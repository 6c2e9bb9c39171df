import type { Database } from '@server/db/client';
import {
  findQueryStop,
  QueryAbandonedError,
  runWithQueryGuard,
} from '@server/platform/query-guard';
import { createTestDatabase, rowsOf, testDatabaseKinds } from '@test/support/databases';
import { sql } from 'drizzle-orm';
import type { PgTransaction } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * A transaction whose request goes away in the middle of a statement. The statement stops, and
 * Drizzle's `rollback` is refused too (the request is gone), then it hands the connection back.
 * Back in the pool inside that open transaction, the next request's statements would run in it:
 * they would see its uncommitted rows, fail as "current transaction is aborted", or commit the
 * abandoned request's half-done work with their own. The connection must be closed instead (the
 * database then rolls the transaction back). PostgreSQL, and the embedded database in its own
 * process (the production shape, whose running statement cannot be interrupted).
 */
// biome-ignore lint/suspicious/noExplicitAny: any Drizzle transaction
type Tx = PgTransaction<any, any, any>;

describe.each(testDatabaseKinds())('a transaction abandoned mid-statement on %s', (kind) => {
  let database: Database;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    ({ database, dispose } = await createTestDatabase(kind, { embedded: 'process' }));
    await database.db.execute(sql`create table abandoned_marks (id serial primary key)`);
  }, 300_000);

  afterAll(async () => {
    await dispose?.();
  });

  /** Runs a transaction for a request that goes away at `abortAfterMs`; it must fail as stopped. */
  async function abandon(abortAfterMs: number, work: (tx: Tx) => Promise<void>) {
    const controller = new AbortController();
    const guard = { signal: controller.signal, timeoutMs: null, released: false };
    const abandoned = runWithQueryGuard(guard, () =>
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into abandoned_marks default values`);
        setTimeout(() => controller.abort(), abortAfterMs);
        await work(tx);
        await tx.execute(sql`insert into abandoned_marks default values`);
      }),
    );
    const error = await abandoned.then(
      () => null,
      (e: unknown) => e,
    );
    expect(findQueryStop(error)).toBeInstanceOf(QueryAbandonedError);
  }

  /** Every connection the next requests get is outside any transaction, and sees no mark. */
  async function expectCleanConnections() {
    // As many requests at once as the pool has connections: each gets one of them.
    const seen = await Promise.all(
      Array.from({ length: 10 }, () =>
        rowsOf(
          database.db.execute(
            sql`select count(*)::int as marks, pg_current_xact_id_if_assigned() is null as outside
                from abandoned_marks`,
          ),
        ),
      ),
    );
    for (const [row] of seen) expect(row).toEqual({ marks: 0, outside: true });
  }

  it("in the middle of a statement: nothing of it is left on the next requests' connections", async () => {
    await abandon(100, async (tx) => {
      await tx.execute(sql`select pg_sleep(0.5)`);
    });
    await expectCleanConnections();
    // And the next request's write is its own, outside any transaction left open.
    await database.db.execute(sql`insert into abandoned_marks default values`);
    const [after] = await rowsOf(
      database.db.execute(sql`select count(*)::int as marks from abandoned_marks`),
    );
    expect(after).toEqual({ marks: 1 });
    await database.db.execute(sql`delete from abandoned_marks`);
  }, 60_000);

  it('between two statements (waiting on something else): the same', async () => {
    await abandon(50, () => new Promise((resolve) => setTimeout(resolve, 200)));
    await expectCleanConnections();
  }, 60_000);
});
