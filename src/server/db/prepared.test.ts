import { newsletterSubscribers } from '@server/newsletter/schema';
import { createTestDatabase, type DbKind, testDatabaseKinds } from '@test/support/databases';
import { eq, sql } from 'drizzle-orm';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import type { Db } from './client';
import { statementName } from './prepared';

const cases: Array<{ kind: DbKind; embedded?: 'process' }> = [
  ...testDatabaseKinds().map((kind) => ({ kind })),
  { kind: 'pglite', embedded: 'process' },
];

/** Closes the pool's connection (what an abandoned request's statement does), when there is one. */
async function dropConnection(db: Db) {
  const pool = (db as { $client?: unknown }).$client as pg.Pool | undefined;
  if (typeof pool?.connect !== 'function') return;
  const client = await pool.connect();
  client.release(true);
}

describe.each(cases)('a statement prepared once, on $kind $embedded', ({ kind, embedded }) => {
  it('is named on PostgreSQL only, and runs again after its connection was closed', async () => {
    const { database, dispose } = await createTestDatabase(kind, { embedded });
    try {
      const { db } = database;
      const name = statementName(db, 'prepared_test_subscriber');
      expect(name).toBe(kind === 'postgres' ? 'prepared_test_subscriber' : '');
      const byEmail = db
        .select({ email: newsletterSubscribers.email })
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.email, sql.placeholder('email')))
        .prepare(name);
      await db.insert(newsletterSubscribers).values([{ email: 'a@x.test' }, { email: 'b@x.test' }]);
      expect(await byEmail.execute({ email: 'a@x.test' })).toEqual([{ email: 'a@x.test' }]);
      await dropConnection(db);
      // A new connection: PostgreSQL prepares it again there; the embedded database's one backend
      // would still hold a name from the closed connection, which is why it gets none.
      expect(await byEmail.execute({ email: 'b@x.test' })).toEqual([{ email: 'b@x.test' }]);
      expect(await byEmail.execute({ email: 'none@x.test' })).toEqual([]);
    } finally {
      await dispose();
    }
  }, 120_000);
});
