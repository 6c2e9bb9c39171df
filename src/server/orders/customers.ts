import type { Db } from '@server/db/client';
import { type KeysetList, keysetPage } from '@server/db/keyset';
import type { NowOrders } from '@shared/customers';
import { CUSTOMERS_PAGE_SIZE, type CustomerPage, type CustomerSummary } from '@shared/customers';
import { COUNT_CAP } from '@shared/paging';
import { and, eq, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { OrdersContext } from './context';
import { orderCustomers } from './customer-schema';
import { orders } from './schema';
import { pageOf, toPage } from './views';

/**
 * The back office's customers, read from `order_customers`, which the database
 * keeps by trigger in every order write (customer-schema.ts): a page is one keyset read of that
 * table, never an aggregate over the orders. Also the orders half of the dashboard's "Now" panel.
 */

type CustomerRow = typeof orderCustomers.$inferSelect;

const toCustomer = (row: CustomerRow): CustomerSummary => ({
  id: row.userId,
  name: row.name,
  email: row.email,
  phone: row.phone,
  orders: row.orders,
  spentMinor: row.spentMinor,
  lastOrderAt: row.lastOrderAt.toISOString(),
});

/** LIKE wildcards in a search term are taken literally. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * A case-insensitive prefix of the name or the e-mail, or (when the term has digits) of the phone's
 * digits, each on its own text_pattern_ops index: "ada" finds Ada Obi and ada@mail.example,
 * "0803 1" finds 0803 123 4567.
 */
export function customerSearch(term: string): SQL {
  const prefix = `${escapeLike(term.toLowerCase())}%`;
  const parts: SQL[] = [
    sql`lower(${orderCustomers.name}) like ${prefix}`,
    sql`lower(${orderCustomers.email}) like ${prefix}`,
  ];
  const digits = term.replace(/[^0-9]/g, '');
  if (digits.length > 0 && /^[+\d\s().-]+$/.test(term))
    parts.push(sql`${orderCustomers.phoneDigits} like ${`${digits}%`}`);
  return or(...parts) as SQL;
}

const customerList = (search: string): KeysetList => {
  const where = search ? customerSearch(search) : undefined;
  return {
    name: search ? 'customers.search' : 'customers.all',
    where,
    segments: [
      {
        where,
        keys: [
          { expr: sql`${orderCustomers.lastOrderAt}`, kind: 'timestamptz' },
          { expr: sql`${orderCustomers.userId}`, kind: 'uuid' },
        ],
        desc: true,
      },
    ],
  };
};

const ordersOfCustomer = (userId: string): KeysetList => {
  const where = eq(orders.userId, userId);
  return {
    name: 'orders.customer',
    where,
    segments: [
      {
        where,
        keys: [
          { expr: sql`${orders.createdAt}`, kind: 'timestamptz' },
          { expr: sql`${orders.id}`, kind: 'uuid' },
        ],
        desc: true,
      },
    ],
  };
};

async function boundedCountOf(db: Db, where: SQL) {
  const limited = db
    .select({ one: sql`1` })
    .from(orders)
    .where(where)
    .limit(COUNT_CAP + 1)
    .as('limited');
  const [row] = await db.select({ n: sql<number>`count(*)` }).from(limited);
  return Math.min(Number(row?.n ?? 0), COUNT_CAP);
}

export function createCustomersReader(db: Db, ctx: OrdersContext) {
  return {
    async list(query: { search: string; cursor?: string }): Promise<CustomerPage> {
      const { rows, ...info } = await keysetPage(db, orderCustomers, customerList(query.search), {
        cursor: query.cursor,
        pageSize: CUSTOMERS_PAGE_SIZE,
      });
      return { items: rows.map(toCustomer), ...info };
    },

    async byId(userId: string): Promise<CustomerSummary | null> {
      const [row] = await db
        .select()
        .from(orderCustomers)
        .where(eq(orderCustomers.userId, userId))
        .limit(1);
      return row ? toCustomer(row) : null;
    },

    /** A customer's orders, newest first (the orders_user_created_idx index). */
    async orders(userId: string, cursor: string | undefined) {
      return toPage(
        await ctx.repo.listPage(ordersOfCustomer(userId), pageOf(cursor)),
        ctx.config.pickup,
      );
    },

    /** New orders nobody accepted yet, and accepted or preparing ones past their ready time. */
    async now(at: Date): Promise<NowOrders> {
      const [waiting, late] = await Promise.all([
        boundedCountOf(db, eq(orders.stage, 'new')),
        boundedCountOf(
          db,
          and(inArray(orders.stage, ['accepted', 'preparing']), lt(orders.readyAt, at)) as SQL,
        ),
      ]);
      return { waiting, late };
    },
  };
}

export type CustomersReader = ReturnType<typeof createCustomersReader>;
