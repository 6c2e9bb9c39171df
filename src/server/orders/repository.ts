import type { Db } from '@server/db/client';
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import { createRefundsRepository, history } from './refund-repository';
import { createRollupsRepository } from './rollups';
import { orderLines, orderStatusHistory, orders } from './schema';

export type OrderRow = typeof orders.$inferSelect;
export type LineRow = typeof orderLines.$inferSelect;
/** An order with its lines in cart order: what every view of an order shows. */
export type OrderWithLines = OrderRow & { lines: LineRow[] };

export interface PageRequest {
  page: number;
  pageSize: number;
}
export interface RowPage {
  rows: OrderWithLines[];
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
  /** One stage, or the active ones; a stage also reaches canceled orders (rejected, canceled). */
  stages?: OrderRow['stage'][];
  fulfilment?: OrderRow['fulfilment'];
  /** Placed at or after `from` and before `until` (the restaurant's day bounds, as instants). */
  createdFrom?: Date;
  createdUntil?: Date;
}

/** A piece of an order id for LIKE: its wildcards are taken literally. */
const likeFragment = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * What the back office's search matches: the public id or an old per-line id (a piece of it), the
 * number (`1042` or `#1042`), the e-mail or the customer's name.
 */
function searchMatch(text: string): SQL | undefined {
  const like = likeFragment(text);
  const number = /^#?(\d{1,9})$/.exec(text.trim());
  return or(
    ilike(orders.orderId, like),
    ilike(orders.email, like),
    ilike(orders.customerName, like),
    number ? eq(orders.number, Number(number[1])) : undefined,
    sql`exists (select 1 from ${orderLines} where ${orderLines.orderId} = ${orders.id} and ${orderLines.legacyOrderId} ilike ${like})`,
  );
}

/** All database access of the orders domain. */
export function createOrdersRepository(db: Db) {
  /** The lines of these orders, attached to each in cart order (one query). */
  async function withLines(rows: OrderRow[]): Promise<OrderWithLines[]> {
    if (rows.length === 0) return [];
    const lines = await db
      .select()
      .from(orderLines)
      .where(
        inArray(
          orderLines.orderId,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(asc(orderLines.position));
    return rows.map((row) => ({ ...row, lines: lines.filter((l) => l.orderId === row.id) }));
  }

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
    return { rows: await withLines(rows), page: current, pageCount, total };
  }

  // Newest first everywhere; the uuid breaks ties so pages never overlap.
  const newestFirst = [desc(orders.createdAt), desc(orders.id)];

  /** By its public id, or by the public id one of its lines had before one order per checkout. */
  async function findByOrderId(orderId: string): Promise<OrderRow | null> {
    const [row] = await db
      .select()
      .from(orders)
      .where(
        or(
          eq(orders.orderId, orderId),
          sql`exists (select 1 from ${orderLines} where ${orderLines.orderId} = ${orders.id} and ${orderLines.legacyOrderId} = ${orderId})`,
        ),
      )
      .limit(1);
    return row ?? null;
  }

  return {
    ...createRefundsRepository(db),
    // The dashboard's figures: totals(), salesPerDay(), recentCanceled().
    ...createRollupsRepository(db),
    findByOrderId,
    /** By the short number said aloud (the diner's order page). */
    async findByNumber(number: number): Promise<OrderRow | null> {
      const [row] = await db.select().from(orders).where(eq(orders.number, number)).limit(1);
      return row ?? null;
    },
    withLines,
    /** The order with its lines. */
    async withLinesOf(row: OrderRow): Promise<OrderWithLines> {
      const [full] = await withLines([row]);
      return full ?? { ...row, lines: [] };
    },

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
      // A search or a stage looks everywhere the filter allows, plus among canceled orders.
      const withCanceled = criteria.search || criteria.stages;
      const statuses = withCanceled
        ? [...new Set([...criteria.statuses, 'canceled' as const])]
        : criteria.statuses;
      return paged(
        and(
          inArray(orders.status, statuses),
          criteria.search ? searchMatch(criteria.search) : undefined,
          criteria.stages ? inArray(orders.stage, criteria.stages) : undefined,
          criteria.fulfilment ? eq(orders.fulfilment, criteria.fulfilment) : undefined,
          criteria.createdSince ? gte(orders.createdAt, criteria.createdSince) : undefined,
          criteria.createdFrom ? gte(orders.createdAt, criteria.createdFrom) : undefined,
          criteria.createdUntil ? lt(orders.createdAt, criteria.createdUntil) : undefined,
        ),
        newestFirst,
        request,
      );
    },

    listDelivered: (request: PageRequest) =>
      paged(eq(orders.status, 'delivered'), [desc(orders.deliveredAt), desc(orders.id)], request),

    listCanceled: (request: PageRequest) =>
      paged(eq(orders.status, 'canceled'), [desc(orders.canceledAt), desc(orders.id)], request),

    markDelivered(orderRowId: string, adminId: string, at: Date): Promise<OrderRow | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(orders)
          .set({ stage: 'completed', deliveredAt: at })
          .where(and(eq(orders.id, orderRowId), eq(orders.status, 'paid')))
          .returning();
        if (!row) return null;
        // The spec's one-click shortcut: completes an active order from whatever stage it is in.
        await history(tx, row.id, 'delivered', at, adminId, undefined, {
          stage: 'completed',
          actorKind: 'staff',
        });
        return row;
      });
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
