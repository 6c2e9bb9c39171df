import { request as httpRequest } from 'node:http';
import { buildApp } from '@server/app';
import { testConfig } from '@server/config';
import type { Database } from '@server/db/client';
import { messages } from '@shared/messages';
import { createTestDatabase, rowsOf, testDatabaseKinds } from '@test/support/databases';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Abandoned work stops, on PostgreSQL and on the embedded database in its own
 * process (the production shape: in-process PGlite would block the event loop that times out).
 */
describe.each(testDatabaseKinds())('statement timeouts and abandoned requests on %s', (kind) => {
  let database: Database;
  let dispose: () => Promise<void>;
  let app: Awaited<ReturnType<typeof buildApp>>['app'];
  let base: string;

  beforeAll(async () => {
    ({ database, dispose } = await createTestDatabase(kind, { embedded: 'process' }));
    await database.db.execute(sql`create table slow_marks (id serial primary key)`);
    ({ app } = await buildApp({
      config: testConfig({ ADMIN_QUERY_TIMEOUT_MS: '300' }),
      database,
      webRoot: null,
    }));
    const sleep = (seconds: number) => database.db.execute(sql`select pg_sleep(${seconds})`);
    app.get('/api/admin/test-slow', async () => {
      await sleep(5);
      return { ok: true };
    });
    app.get('/api/admin/test-long', { config: { queryTimeoutMs: null } }, async () => {
      await sleep(0.5);
      return { ok: true };
    });
    // No timeout (a route opting into the guard without one): only the client going away stops it.
    app.get('/api/test-sleep-then-write', { config: { queryTimeoutMs: null } }, async () => {
      await sleep(1.5);
      await database.db.execute(sql`insert into slow_marks default values`);
      return { ok: true };
    });
    base = await app.listen({ port: 0, host: '127.0.0.1' });
  }, 300_000);

  afterAll(async () => {
    await app?.close();
    await dispose?.();
  });

  const sleepingStatements = async () => {
    const rows = await rowsOf(
      database.db.execute(
        sql`select count(*)::int as n from pg_stat_activity
          where datname = current_database() and state = 'active'
            and query like '%pg_sleep%' and pid <> pg_backend_pid()`,
      ),
    );
    return (rows[0] as { n: number }).n;
  };

  it('answers 503 with the shared text when a back-office statement runs past its timeout', async () => {
    const started = Date.now();
    const response = await fetch(`${base}/api/admin/test-slow`);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      error: { code: 'unavailable', message: messages.http.queryTimeout },
    });
    // Answered at the timeout, not when the 5 s statement would have ended.
    expect(Date.now() - started).toBeLessThan(4000);
    // PostgreSQL cancels the statement; PGlite cannot interrupt one and lets it finish.
    if (kind === 'postgres') await expect.poll(sleepingStatements, { timeout: 3000 }).toBe(0);
  }, 20_000);

  it('lets a route lift the timeout, and leaves the rest of the API without one', async () => {
    const response = await fetch(`${base}/api/admin/test-long`);
    expect(response.status).toBe(200);
  }, 20_000);

  it('stops the work of a client that went away: the running statement and the next', async () => {
    await new Promise<void>((resolve) => {
      const req = httpRequest(`${base}/api/test-sleep-then-write`);
      req.on('error', () => resolve());
      req.end();
      setTimeout(() => {
        req.destroy();
        resolve();
      }, 300);
    });
    if (kind === 'postgres') await expect.poll(sleepingStatements, { timeout: 3000 }).toBe(0);
    // Past the moment the handler would have written: nothing was written.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    const rows = await rowsOf(database.db.execute(sql`select count(*)::int as n from slow_marks`));
    expect((rows[0] as { n: number }).n).toBe(0);
  }, 20_000);
});
