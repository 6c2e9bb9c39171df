import type { Db } from '@server/db/client';
import { COUNT_CAP } from '@shared/paging';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '@test/support/databases';
import { insertOrders, insertUser } from '@test/support/keyset';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderLists } from './lists';
import { createOrdersRepository, type PageRequest, type RowPage } from './repository';

type Fetch = (request: PageRequest) => Promise<RowPage>;

/** Every page from the first by `next`, then back from the last by `prev`: ids in reading order. */
async function walk(fetch: Fetch) {
  const forward: string[][] = [];
  let page = await fetch({ pageSize: 4 });
  expect(page.prev).toBeNull();
  for (;;) {
    expect(page.start).toBe(forward.flat().length + (page.rows.length ? 1 : 0));
    forward.push(page.rows.map((r) => r.orderId));
    if (!page.next) break;
    page = await fetch({ pageSize: 4, cursor: page.next });
  }
  const backward: string[][] = [page.rows.map((r) => r.orderId)];
  while (page.prev) {
    page = await fetch({ pageSize: 4, cursor: page.prev });
    backward.unshift(page.rows.map((r) => r.orderId));
  }
  return { forward, backward, total: page.total };
}

describe.each(testDatabaseKinds())('keyset order lists on %s', (kind) => {
  let test: TestDatabase;
  let db: Db;
  let repo: ReturnType<typeof createOrdersRepository>;
  let diner: string;
  const base = new Date('2026-06-15T12:00:00Z');

  beforeAll(async () => {
    test = await createTestDatabase(kind);
    db = test.database.db;
    repo = createOrdersRepository(db);
    diner = await insertUser(db, 'lister@example.com');
    const other = await insertUser(db, 'other@example.com');
    await insertOrders(db, { count: 45, userId: diner, base, tag: 'A' });
    await insertOrders(db, { count: 10, userId: other, base, tag: 'B', offset: 45 });
  });
  afterAll(async () => {
    await test.dispose();
  });

  /** The whole list as one plain ORDER BY would give it: the truth the pages must add up to. */
  async function truth(where: string, orderBy: string) {
    const result = await db.execute(
      sql.raw(`select order_id from orders where ${where} order by ${orderBy}`),
    );
    return (result as unknown as { rows: Array<{ order_id: string }> }).rows.map((r) => r.order_id);
  }

  it.each([
    ['admin (all)', "status in ('paid', 'delivered')", 'created_at desc, id desc'],
    ['delivered', "status = 'delivered'", 'delivered_at desc, id desc'],
    ['canceled', "status = 'canceled'", 'canceled_at desc, id desc'],
    ['present', "user_id = $user and status in ('paid', 'delivered')", 'created_at desc, id desc'],
    [
      'past',
      "user_id = $user and status in ('delivered', 'canceled')",
      'coalesce(canceled_at, delivered_at, created_at) desc, id desc',
    ],
  ])(
    'walks %s forward and back across tied times, no row skipped or repeated',
    async (name, where, orderBy) => {
      const fetch: Fetch = {
        'admin (all)': (r: PageRequest) =>
          repo.listForAdmin({ statuses: ['paid', 'delivered'], createdSince: null, search: '' }, r),
        delivered: repo.listDelivered,
        canceled: repo.listCanceled,
        present: (r: PageRequest) => repo.listPresent(diner, r),
        past: (r: PageRequest) => repo.listPast(diner, r),
      }[name] as Fetch;
      const expected = await truth(where.replace('$user', `'${diner}'`), orderBy);
      expect(expected.length).toBeGreaterThan(8);
      const { forward, backward, total } = await walk(fetch);
      expect(forward.flat()).toEqual(expected);
      expect(new Set(forward.flat()).size).toBe(expected.length);
      expect(backward).toEqual(forward);
      expect(total).toBe(expected.length);
      expect(forward.slice(0, -1).every((p) => p.length === 4)).toBe(true);
    },
  );

  it('walks a search and a stage filter the same way', async () => {
    const search = (r: PageRequest) =>
      repo.listForAdmin(
        { statuses: ['paid', 'delivered'], createdSince: null, search: 'diner1' },
        r,
      );
    const { forward } = await walk(search);
    // diner1, diner10–19: canceled ones included (a search looks everywhere).
    expect(forward.flat().sort()).toEqual(await truth("email like 'diner1%'", 'order_id'));
    // Past SEARCH_IDS_MAX matches the lookup runs inside the page and its count: the same walk.
    const inside = (r: PageRequest) =>
      repo.listPage(
        orderLists.admin({ statuses: ['paid', 'delivered'], createdSince: null, search: 'diner1' }),
        r,
      );
    expect(await walk(inside)).toEqual(await walk(search));
    // The search alone is counted from its matches; with a filter beside it, by the database.
    expect((await walk(search)).total).toBe(forward.flat().length);
    for (const narrowing of [
      { statuses: ['paid' as const] },
      {
        statuses: ['paid' as const, 'delivered' as const],
        createdSince: new Date(base.getTime() - 4 * 60_000),
      },
    ]) {
      const criteria = { createdSince: null, search: 'diner1', ...narrowing };
      const counted = await repo.listPage(orderLists.admin(criteria), { pageSize: 4 });
      const found = await repo.listForAdmin(criteria, { pageSize: 4 });
      expect(found.total).toBe(counted.total);
      expect(found.total).toBeLessThan(forward.flat().length);
    }
    const accepted = (r: PageRequest) =>
      repo.listForAdmin(
        { statuses: ['paid', 'delivered'], createdSince: null, search: '', stages: ['accepted'] },
        r,
      );
    expect((await walk(accepted)).forward.flat()).toEqual(
      await truth("stage = 'accepted'", 'created_at desc, id desc'),
    );
  });

  it("walks one full name's orders along its index, counted by the names", async () => {
    await db.execute(
      sql`update orders set customer_name = 'Ngozi Bruno'
          where order_id like 'TV-A%' and right(order_id, 1)::int % 2 = 0`,
    );
    const expected = await truth(
      "lower(customer_name) = 'ngozi bruno'",
      'created_at desc, id desc',
    );
    expect(expected.length).toBeGreaterThan(8);
    const search = (term: string, statuses: Array<'paid' | 'delivered'> = ['paid', 'delivered']) =>
      ((r: PageRequest) =>
        repo.listForAdmin({ statuses, createdSince: null, search: term }, r)) satisfies Fetch;
    const walked = await walk(search('  ngozi BRUNO '));
    // Canceled orders included, as every search; counted from order_names.
    expect(walked.forward.flat()).toEqual(expected);
    expect(walked.total).toBe(expected.length);
    // The general search (every match's id looked up first) reads the same pages, cursors and all.
    const general = (r: PageRequest) =>
      repo.listPage(
        orderLists.admin({
          statuses: ['paid', 'delivered'],
          createdSince: null,
          search: 'ngozi bruno',
        }),
        r,
      );
    expect(await walk(general)).toEqual(walked);
    // A status filter beside it: counted by the database.
    const paid = await walk(search('Ngozi Bruno', ['paid']));
    const paidTruth = await truth(
      "lower(customer_name) = 'ngozi bruno' and status in ('paid', 'canceled')",
      'created_at desc, id desc',
    );
    expect(paid.forward.flat()).toEqual(paidTruth);
    expect(paid.total).toBe(paidTruth.length);
    expect(paidTruth.length).toBeLessThan(expected.length);
    // A term two names hold: the orders of both, through the general search.
    await db.execute(
      sql`update orders set customer_name = 'Ngozi Brunot' where order_id = 'TV-B000050'`,
    );
    const both = await walk(search('ngozi brun'));
    expect(both.forward.flat()).toEqual(
      await truth("lower(customer_name) like 'ngozi brun%'", 'created_at desc, id desc'),
    );
    expect(both.total).toBe(expected.length + 1);
  });

  it('counts up to 10,000 rows and then says more', async () => {
    await insertOrders(db, { count: COUNT_CAP + 5, userId: diner, base, tag: 'C', offset: 100 });
    const page = await repo.listForAdmin(
      { statuses: ['paid', 'delivered', 'canceled'], createdSince: null, search: '' },
      { pageSize: 4 },
    );
    expect(page).toMatchObject({ total: COUNT_CAP, totalCapped: true, start: 1 });
    const canceled = await repo.listCanceled({ pageSize: 4 });
    expect(canceled.totalCapped).toBe(false);
    expect(canceled.total).toBe((await truth("status = 'canceled'", 'id')).length);
  }, 60_000);
});
