import type { KeysetList, SortKey } from '@server/db/keyset';
import { ORDER_STATUSES } from '@shared/orders';
import { and, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { orderNames } from './name-schema';
import { orderLines, orders } from './schema';

/**
 * The paged order lists as keyset lists (server/db/keyset.ts), each read along an index of
 * schema.ts: newest first by (time, id).
 */

type OrderRow = typeof orders.$inferSelect;

export interface AdminListCriteria {
  /** Statuses to list; a search also finds canceled orders (the owner looks one up by its id). */
  statuses: Array<OrderRow['status']>;
  createdSince: Date | null;
  search: string;
  /**
   * The ids `search` matches, looked up once beforehand (repository.ts): then the page and its
   * count read them by primary key instead of each running the lookup. Absent: each runs it.
   * Kept as PostgreSQL's own array text (`{id,id,…}`), sent back as it came: a first-name search
   * matches tens of thousands of orders at a million, and one string per request instead of an
   * object per id kept the server's memory from growing with the table (docs/benchmarks/bench-scale.md).
   */
  searchIds?: { count: number; arrayText: string };
  /**
   * The one customer name (lower case) the search's term is part of, with how many orders carry it
   * (order_names, repository.ts): the page reads that name's orders along
   * orders_customer_name_time_idx, newest first, and nothing is looked up.
   */
  exactName?: { name: string; orders: number };
  /** One stage, or the active ones; a stage also reaches canceled orders (rejected, canceled). */
  stages?: OrderRow['stage'][];
  fulfilment?: OrderRow['fulfilment'];
  /** Placed at or after `from` and before `until` (the restaurant's day bounds, as instants). */
  createdFrom?: Date;
  createdUntil?: Date;
}

const at = (expr: SQL | AnyPgColumn): SortKey => ({
  expr: sql`${expr}`,
  kind: 'timestamptz',
});
const byId: SortKey = { expr: sql`${orders.id}`, kind: 'uuid' };

/** One segment, newest first. */
const newest = (name: string, where: SQL | undefined, time: SortKey): KeysetList => ({
  name,
  where,
  segments: [{ where, keys: [time, byId], desc: true }],
});

/** When a past order finished (canceled, delivered), else when it was placed: indexed as is. */
export const finishedAt = sql`coalesce(${orders.canceledAt}, ${orders.deliveredAt}, ${orders.createdAt})`;

/** LIKE wildcards in a search term are taken literally. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Shorter terms than this cannot use the trigram indexes: they match as a prefix instead. */
export const TRIGRAM_MIN_LENGTH = 3;

/** A search term that is the start of an e-mail address: a local part, then `@`. */
const EMAIL_START = /^[^@\s]+@[^@\s]*$/;

/**
 * What the back office's search matches: the public id or an old per-line id, the e-mail (a term
 * with an `@` from its start) or the customer's name (a case-insensitive substring through the
 * pg_trgm GIN indexes, the name's among the distinct names: nameLookup; a term of one or two
 * characters is a case-insensitive prefix on the lower(...) text_pattern_ops indexes), and the
 * number (`1042` or `#1042`) by its unique index. One indexed lookup per column, united, so the
 * planner never scans the table (docs/decisions/039-indexed-order-search.md). Selects their ids.
 * A term with a space in it ("Ngozi Bruno") is looked up among the names only: order ids and
 * e-mail addresses have no spaces, and each lookup skipped is a trigram index read saved.
 */
export function searchLookup(text: string): SQL {
  const term = text.trim();
  if (/\s/.test(term)) return nameLookup(term);
  const number = /^#?(\d{1,9})$/.exec(term);
  const parts: SQL[] = [];
  if (term.length >= TRIGRAM_MIN_LENGTH) {
    const like = `%${escapeLike(term)}%`;
    // An address typed from its start ("ada@", "ada@mail.example") is a prefix of the e-mail, on
    // the btree: a substring search for it reads the huge trigram lists every address shares
    // ("com", "mai", …), 150 ms at a million orders (docs/benchmarks/bench-scale.md).
    const emailStart = EMAIL_START.test(term);
    parts.push(sql`select ${orders.id} from ${orders} where ${orders.orderId} ilike ${like}`);
    parts.push(nameLookup(term));
    parts.push(
      emailStart
        ? sql`select ${orders.id} from ${orders} where lower(${orders.email}) like ${`${escapeLike(term.toLowerCase())}%`}`
        : sql`select ${orders.id} from ${orders} where ${orders.email} ilike ${like}`,
    );
    parts.push(
      sql`select ${orderLines.orderId} from ${orderLines} where ${orderLines.legacyOrderId} ilike ${like}`,
    );
  } else {
    const prefix = `${escapeLike(term.toLowerCase())}%`;
    for (const column of [orders.orderId, orders.email, orders.customerName])
      parts.push(sql`select ${orders.id} from ${orders} where lower(${column}) like ${prefix}`);
    parts.push(
      sql`select ${orderLines.orderId} from ${orderLines} where lower(${orderLines.legacyOrderId}) like ${prefix}`,
    );
  }
  if (number)
    parts.push(
      sql`select ${orders.id} from ${orders} where ${orders.number} = ${Number(number[1])}`,
    );
  return sql.join(parts, sql` union `);
}

/** A name holding the term, as a `like` pattern on order_names' lower-case names. */
const namePattern = (term: string): SQL => sql`lower(${`%${escapeLike(term.trim())}%`})`;

/**
 * The orders whose customer's name holds the term (a term of 3 characters or more): the names that
 * hold it, from the few thousand the orders carry (name-schema.ts, lower case), then their orders
 * by the name's btree. The orders' own trigram lists were most of the cost: "Ngozi Bruno" at a
 * million orders took 7.0 ms to look up, 4.5 of them in the trigram index; 1.5 ms this way.
 */
const nameLookup = (term: string): SQL =>
  sql`select ${orders.id} from ${orders} where lower(${orders.customerName}) = any(array(
        select ${orderNames.name} from ${orderNames}
        where ${orderNames.name} like ${namePattern(term)}))`;

/** Up to `limit` of the names (order_names) holding a term with a space in it, with their orders. */
export const namesHolding = (term: string, limit: number): SQL =>
  sql`select ${orderNames.name} as "name", ${orderNames.orders} as "orders" from ${orderNames}
      where ${orderNames.name} like ${namePattern(term)} limit ${limit}`;

/** The orders a search term matches, as a condition: its lookup inside the statement. */
export function searchMatch(text: string): SQL {
  // `= any(array(…))`: the matches are gathered first (an init plan), then fetched by primary key;
  // a plain `in (…)` let the planner hash-join them against a scan of the whole table.
  return sql`${orders.id} = any(array(${searchLookup(text)}))`;
}

export const orderLists = {
  /** Present: paid and not canceled (delivered ones stay, marked), newest first. */
  present: (userId: string) =>
    newest(
      'orders.present',
      and(eq(orders.userId, userId), inArray(orders.status, ['paid', 'delivered'])),
      at(orders.createdAt),
    ),
  /** Past: delivered or canceled, the most recently finished first. */
  past: (userId: string) =>
    newest(
      'orders.past',
      and(eq(orders.userId, userId), inArray(orders.status, ['delivered', 'canceled'])),
      at(finishedAt),
    ),
  delivered: () =>
    newest('orders.delivered', eq(orders.status, 'delivered'), at(orders.deliveredAt)),
  canceled: () => newest('orders.canceled', eq(orders.status, 'canceled'), at(orders.canceledAt)),

  /**
   * The number of orders the admin list of `criteria` holds, when the search's ids tell it alone:
   * a search with no other filter lists every order it matches (canceled ones included).
   */
  searchTotal(criteria: AdminListCriteria): number | undefined {
    const narrowed =
      criteria.stages ||
      criteria.fulfilment ||
      criteria.createdSince ||
      criteria.createdFrom ||
      criteria.createdUntil ||
      new Set([...criteria.statuses, 'canceled']).size < ORDER_STATUSES.length;
    if (!criteria.search || narrowed) return undefined;
    return criteria.exactName?.orders ?? criteria.searchIds?.count;
  },

  admin(criteria: AdminListCriteria) {
    // A search or a stage looks everywhere the filter allows, plus among canceled orders.
    const withCanceled = criteria.search || criteria.stages;
    const statuses = withCanceled
      ? [...new Set([...criteria.statuses, 'canceled' as const])]
      : criteria.statuses;
    const where = and(
      // Every status: no condition, so the (created_at, id) index serves it alone.
      statuses.length === 3 ? undefined : inArray(orders.status, statuses),
      !criteria.search
        ? undefined
        : criteria.exactName
          ? sql`lower(${orders.customerName}) = ${criteria.exactName.name}`
          : criteria.searchIds
            ? sql`${orders.id} = any(${criteria.searchIds.arrayText}::uuid[])`
            : searchMatch(criteria.search),
      criteria.stages ? inArray(orders.stage, criteria.stages) : undefined,
      criteria.fulfilment ? eq(orders.fulfilment, criteria.fulfilment) : undefined,
      criteria.createdSince ? gte(orders.createdAt, criteria.createdSince) : undefined,
      criteria.createdFrom ? gte(orders.createdAt, criteria.createdFrom) : undefined,
      criteria.createdUntil ? lt(orders.createdAt, criteria.createdUntil) : undefined,
    );
    return newest('orders.admin', where, at(orders.createdAt));
  },
};
