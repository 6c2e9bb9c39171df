import type { Db } from '@server/db/client';
import type { KeysetPage } from '@server/db/keyset';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '@test/support/databases';
import { insertReservations, insertUser } from '@test/support/keyset';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReservationsRepository } from './repository';
import type { ReservationRow } from './schema';

type Fetch = (cursor?: string) => Promise<KeysetPage<ReservationRow>>;

async function walk(fetch: Fetch) {
  const forward: string[][] = [];
  let page = await fetch();
  for (;;) {
    expect(page.start).toBe(forward.flat().length + 1);
    forward.push(page.rows.map((r) => r.id));
    if (!page.next) break;
    page = await fetch(page.next);
  }
  const backward: string[][] = [page.rows.map((r) => r.id)];
  while (page.prev) {
    page = await fetch(page.prev);
    backward.unshift(page.rows.map((r) => r.id));
  }
  return { forward, backward, total: page.total };
}

describe.each(testDatabaseKinds())('keyset reservation lists on %s', (kind) => {
  let test: TestDatabase;
  let db: Db;
  let repo: ReturnType<typeof createReservationsRepository>;
  let diner: string;
  const today = '2026-06-15';

  beforeAll(async () => {
    test = await createTestDatabase(kind);
    db = test.database.db;
    repo = createReservationsRepository(db);
    diner = await insertUser(db, 'booker@example.com');
    await insertReservations(db, { count: 63, userId: diner, today });
    const other = await insertUser(db, 'other@example.com');
    await insertReservations(db, { count: 9, userId: other, today });
  });
  afterAll(async () => {
    await test.dispose();
  });

  /** Upcoming soonest first, then past most recent first: one plain query's answer. */
  async function truth(where: string) {
    const result = await db.execute(
      sql.raw(`(select id from reservations where ${where} and reservation_date >= '${today}'
          order by reservation_date, reservation_time, created_at, id)
        union all
        (select id from reservations where ${where} and reservation_date < '${today}'
          order by reservation_date desc, reservation_time desc, created_at desc, id desc)`),
    );
    return (result as unknown as { rows: Array<{ id: string }> }).rows.map((r) => r.id);
  }

  it.each([
    ['mine', 'user_id = $user'],
    ['all', 'true'],
    ['confirmed', "status = 'confirmed'"],
  ])('walks %s upcoming first, then past, across ties, forward and back', async (name, where) => {
    const request = (cursor?: string) => ({ today, cursor, pageSize: 4 });
    const fetch: Fetch = {
      mine: (cursor?: string) => repo.listForUser(diner, request(cursor)),
      all: (cursor?: string) => repo.listAll(null, request(cursor)),
      confirmed: (cursor?: string) => repo.listAll('confirmed', request(cursor)),
    }[name] as Fetch;
    const expected = await truth(where.replace('$user', `'${diner}'`));
    const { forward, backward, total } = await walk(fetch);
    expect(forward.flat()).toEqual(expected);
    expect(new Set(forward.flat()).size).toBe(expected.length);
    expect(backward).toEqual(forward);
    expect(total).toBe(expected.length);
  });
});
