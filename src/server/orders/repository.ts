import type { Db } from '@server/db/client';
import { and, count, desc, eq, gte, ilike, inArray, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import { orderStatusHistory, orders } from './schema';

export type OrderRow = typeof orders.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface PageRequest {
  page: number;
  pageSize: number;
}
export interface RowPage {
  rows: OrderRow[];
  /** The page actually returned: a page past the end gives the last page. */
  page: number;
  pageCount: number;
  total: number;
}

export interface AdminListCriteria {
  /** Statuses to list; a search also finds canceled orders (the owner looks one up by its id). */
  statuses: Array<OrderRow['status']>;
  createdSince: Date | null;
  search: string;
}

/** A piece of an order id for LIKE: its wildcards are taken literally. */
const likeFragment = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** All database access of the orders domain. */
export function createOrdersRepository(db: Db) {
  async function paged(
    where: SQL | undefined,
    order: SQL[],
    { page, pageSize }: PageRequest,
  ): Promise<RowPage> {
    const [counted] = await db.select({ n: count() }).from(orders).where(where);
    const total = Number(counted?.n ?? 0);
    const pageCount = Math.max(1, Math.ceil(total / pageSize));
    const current = Math.min(page, pageCount);
    const rows =
      total === 0
        ? []
        : await db
            .select()
            .from(orders)
            .where(where)
            .orderBy(...order)
            .limit(pageSize)
            .offset((current - 1) * pageSize);
    return { rows, page: current, pageCount, total };
  }

  const history = (
    tx: Tx,
    orderId: string,
    status: string,
    at: Date,
    actorId: string | null,
    note?: string,
  ) => tx.insert(orderStatusHistory).values({ orderId, status, at, actorId, note: note ?? null });

  // Newest first everywhere; the uuid breaks ties so pages never overlap.
  const newestFirst = [desc(orders.createdAt), desc(orders.id)];

  async function findByOrderId(orderId: string): Promise<OrderRow | null> {
    const [row] = await db.select().from(orders).where(eq(orders.orderId, orderId));
    return row ?? null;
  }

  return {
    findByOrderId,

    /** Present: paid and not canceled (delivered ones stay, marked), newest first. */
    listPresent: (userId: string, request: PageRequest) =>
      paged(
        and(eq(orders.userId, userId), inArray(orders.status, ['paid', 'delivered'])),
        newestFirst,
        request,
      ),

    /** Past: delivered or canceled, the most recently finished first. */
    listPast: (userId: string, request: PageRequest) =>
      paged(
        and(eq(orders.userId, userId), inArray(orders.status, ['delivered', 'canceled'])),
        [
          sql`coalesce(${orders.canceledAt}, ${orders.deliveredAt}, ${orders.createdAt}) desc`,
          desc(orders.id),
        ],
        request,
      ),

    listForAdmin(criteria: AdminListCriteria, request: PageRequest) {
      const search = criteria.search
        ? and(
            ilike(orders.orderId, likeFragment(criteria.search)),
            // A search looks everywhere the filter allows, plus among canceled orders.
            inArray(orders.status, [...new Set([...criteria.statuses, 'canceled' as const])]),
          )
        : inArray(orders.status, criteria.statuses);
      return paged(
        and(
          search,
          criteria.createdSince ? gte(orders.createdAt, criteria.createdSince) : undefined,
        ),
        newestFirst,
        request,
      );
    },

    listDelivered: (request: PageRequest) =>
      paged(eq(orders.status, 'delivered'), [desc(orders.deliveredAt), desc(orders.id)], request),

    listCanceled: (request: PageRequest) =>
      paged(eq(orders.status, 'canceled'), [desc(orders.canceledAt), desc(orders.id)], request),

    /**
     * The customer's cancel: one conditional UPDATE, so only the owner, only a paid (not
     * delivered) order and only once, however many requests race. The refund is then owed
     * (pending), leased to the caller until `leaseUntil` so the retry loop leaves it alone.
     */
    cancelPaidOfUser(
      orderId: string,
      userId: string,
      at: Date,
      leaseUntil: Date,
    ): Promise<OrderRow | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(orders)
          .set({
            status: 'canceled',
            canceledAt: at,
            refundStatus: 'pending',
            refundNextAttemptAt: leaseUntil,
          })
          .where(
            and(eq(orders.orderId, orderId), eq(orders.userId, userId), eq(orders.status, 'paid')),
          )
          .returning();
        if (!row) return null;
        await history(tx, row.id, 'canceled', at, userId, 'Canceled by the customer');
        return row;
      });
    },

    markDelivered(orderId: string, adminId: string, at: Date): Promise<OrderRow | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(orders)
          .set({ status: 'delivered', deliveredAt: at })
          .where(and(eq(orders.orderId, orderId), eq(orders.status, 'paid')))
          .returning();
        if (!row) return null;
        await history(tx, row.id, 'delivered', at, adminId);
        return row;
      });
    },

    /**
     * Takes the refunds that are due and leases them until `leaseUntil`, so that several server
     * instances never work on the same refund at once (SKIP LOCKED).
     */
    async claimDueRefunds(now: Date, leaseUntil: Date, limit: number): Promise<OrderRow[]> {
      const due = db
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(
            eq(orders.refundStatus, 'pending'),
            or(sql`${orders.refundNextAttemptAt} is null`, lte(orders.refundNextAttemptAt, now)),
          ),
        )
        .orderBy(orders.refundNextAttemptAt)
        .limit(limit)
        .for('update', { skipLocked: true });
      return db
        .update(orders)
        .set({ refundNextAttemptAt: leaseUntil })
        .where(and(inArray(orders.id, due), eq(orders.refundStatus, 'pending')))
        .returning();
    },

    /** Leases one pending refund for an attempt now (the admin's "Retry refund"). */
    async claimRefund(orderId: string, leaseUntil: Date): Promise<OrderRow | null> {
      const [row] = await db
        .update(orders)
        .set({ refundNextAttemptAt: leaseUntil })
        .where(and(eq(orders.orderId, orderId), eq(orders.refundStatus, 'pending')))
        .returning();
      return row ?? null;
    },

    /** The provider took the refund: refunded, or processing on its side. */
    settleRefund(
      id: string,
      outcome: { status: 'refunded' | 'processing'; providerRefundId: string | null; at: Date },
    ): Promise<OrderRow | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(orders)
          .set({
            refundStatus: outcome.status,
            providerRefundId: outcome.providerRefundId,
            refundedAt: outcome.status === 'refunded' ? outcome.at : null,
            refundNextAttemptAt: null,
            refundLastError: null,
            refundAttempts: sql`${orders.refundAttempts} + 1`,
          })
          .where(and(eq(orders.id, id), eq(orders.refundStatus, 'pending')))
          .returning();
        if (!row) return null;
        await history(
          tx,
          row.id,
          `refund_${outcome.status}`,
          outcome.at,
          null,
          outcome.providerRefundId ?? undefined,
        );
        return row;
      });
    },

    /** The attempt failed: the refund stays pending and is tried again at `nextAttemptAt`. */
    async recordRefundFailure(
      id: string,
      error: string,
      nextAttemptAt: Date,
    ): Promise<OrderRow | null> {
      const [row] = await db
        .update(orders)
        .set({
          refundAttempts: sql`${orders.refundAttempts} + 1`,
          refundLastError: error.slice(0, 500),
          refundNextAttemptAt: nextAttemptAt,
        })
        .where(and(eq(orders.id, id), eq(orders.refundStatus, 'pending')))
        .returning();
      return row ?? null;
    },

    /** The dashboard's tiles in one pass over the table. */
    async totals() {
      const [row] = await db
        .select({
          orders: sql<number>`count(*) filter (where ${orders.status} <> 'canceled')`,
          delivered: sql<number>`count(*) filter (where ${orders.status} = 'delivered')`,
          revenue: sql<number>`coalesce(sum(${orders.price}) filter (where ${orders.status} <> 'canceled'), 0)`,
          refundsPending: sql<number>`count(*) filter (where ${orders.refundStatus} = 'pending')`,
        })
        .from(orders);
      return {
        orders: Number(row?.orders ?? 0),
        delivered: Number(row?.delivered ?? 0),
        revenueMinor: Number(row?.revenue ?? 0),
        refundsPending: Number(row?.refundsPending ?? 0),
      };
    },

    /** Revenue and order count per calendar day (in `timeZone`) of orders placed since `from`. */
    async salesPerDay(from: Date, timeZone: string) {
      const day = sql<string>`to_char(${orders.createdAt} at time zone ${timeZone}, 'YYYY-MM-DD')`;
      const rows = await db
        .select({ day, revenue: sql<number>`sum(${orders.price})`, orders: count() })
        .from(orders)
        .where(and(ne(orders.status, 'canceled'), gte(orders.createdAt, from)))
        // By position: the zone is a bound parameter, so the expression cannot be repeated.
        .groupBy(sql`1`);
      return rows.map((r) => ({
        date: r.day,
        revenueMinor: Number(r.revenue),
        orders: Number(r.orders),
      }));
    },

    async pendingRefunds(limit: number): Promise<OrderRow[]> {
      return db
        .select()
        .from(orders)
        .where(eq(orders.refundStatus, 'pending'))
        .orderBy(orders.canceledAt)
        .limit(limit);
    },

    /** The status history of one order, oldest first. */
    async historyOf(orderId: string) {
      const row = await findByOrderId(orderId);
      if (!row) return [];
      return db
        .select()
        .from(orderStatusHistory)
        .where(eq(orderStatusHistory.orderId, row.id))
        .orderBy(orderStatusHistory.at);
    },
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
