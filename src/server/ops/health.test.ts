import type { Db } from '@server/db/client';
import { testDatabaseKinds } from '@test/support/databases';
import { createTestApp, type TestApp } from '@test/support/test-app';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkReadiness, readMigrationJournal } from './readiness';

type Row = { id: number; hash: string; created_at: string | number };

describe.each(testDatabaseKinds())('health probes on %s', (kind) => {
  let t: TestApp;
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers live without the database, ready with it, and keeps /api/health as it was', async () => {
    const live = await get('/api/health/live');
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    const ready = await get('/api/health/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      status: 'ok',
      checks: { database: { ok: true }, migrations: { ok: true } },
    });
    const health = await get('/api/health');
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ ok: true, database: kind });
  });

  it('is not ready while the last migration of the journal is not applied, and says so', async () => {
    const db = t.db.database.db;
    const journal = readMigrationJournal();
    const last = journal.at(-1)!;
    const rows = (
      (await db.execute(
        sql`select id, hash, created_at from drizzle.__drizzle_migrations order by id`,
      )) as unknown as { rows: Row[] }
    ).rows;
    expect(rows.map((row) => Number(row.created_at))).toEqual(journal.map((e) => e.when));
    const removed = rows.at(-1)!;
    await db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${removed.id}`);
    try {
      const ready = await get('/api/health/ready');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({
        status: 'unavailable',
        failed: ['migrations'],
        checks: {
          database: { ok: true },
          migrations: { ok: false, reason: '1 migration(s) not applied', missing: [last.tag] },
        },
      });
      // Liveness does not depend on it: the process is fine, it just must not take traffic.
      expect((await get('/api/health/live')).statusCode).toBe(200);
    } finally {
      await db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at)
            values (${removed.id}, ${removed.hash}, ${Number(removed.created_at)})`,
      );
    }
    expect((await get('/api/health/ready')).statusCode).toBe(200);
  });
});

describe('readiness when the database misbehaves', () => {
  const journal = [{ tag: '0000_init', when: 1 }];
  const fakeDb = (execute: () => Promise<unknown>) => ({ execute }) as unknown as Db;

  it('fails the database check when select 1 does not answer in time', async () => {
    const hanging = fakeDb(() => new Promise(() => {}));
    expect(await checkReadiness(hanging, journal, 50)).toEqual({
      ready: false,
      checks: {
        database: { ok: false, reason: 'no answer within 50 ms' },
        migrations: { ok: false, reason: 'not checked: the database did not answer' },
      },
    });
  });

  it('fails the database check when the query fails, and the migrations check when their table is missing', async () => {
    const down = fakeDb(() => Promise.reject(new Error('connection refused')));
    const result = await checkReadiness(down, journal, 50);
    expect(result.ready).toBe(false);
    expect(result.checks.database).toEqual({
      ok: false,
      reason: 'query failed: connection refused',
    });
    let calls = 0;
    const noTable = fakeDb(() =>
      ++calls === 1 ? Promise.resolve({ rows: [] }) : Promise.reject(new Error('no such table')),
    );
    expect(await checkReadiness(noTable, journal, 50)).toEqual({
      ready: false,
      checks: {
        database: { ok: true },
        migrations: { ok: false, reason: 'query failed: no such table' },
      },
    });
  });
});
