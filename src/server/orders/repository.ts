import { recordAudit } from '@server/audit';
import type { Db } from '@server/db/client';
import { type KeysetList, type KeysetPage, keysetPage } from '@server/db/keyset';
import { statementName } from '@server/db/prepared';
import { executeRows } from '@server/db/rows';
import { and, asc, eq, or, sql } from 'drizzle-orm';
import { type AdminListCriteria, namesHolding, orderLists, searchLookup } from './lists';
import { createRefundsRepository, history } from './refund-repository';
import { createRollupsRepository } from './rollups';
import { orderLines, orderStatusHistory, orders } from './schema';

export type OrderRow = typeof orders.$inferSelect;
export type LineRow = typeof orderLines.$inferSelect;
/** An order with its lines in cart order: what every view of an order shows. */
export type OrderWithLines = OrderRow & { lines: LineRow[] };

export interface PageRequest {
  cursor?: string;
  pageSize: number;
  /** The list's size when already known (a search's matches): no count is run. */
  total?: number;
}
export type RowPage = Omit<KeysetPage<OrderRow>, 'rows'> & { rows: OrderWithLines[] };
export type { AdminListCriteria };

/** A search matching more orders than this runs its lookup inside its page and count instead. */
export const SEARCH_IDS_MAX = 50_000;

/** All database access of the orders domain. */
export function createOrdersRepository(db: Db) {
  // Every list of orders reads its lines: one statement, its ids as one array parameter.
  const linesOf = db
    .select()
    .from(orderLines)
    .where(sql`${orderLines.orderId} = any(${sql.placeholder('ids')}::uuid[])`)
    .orderBy(asc(orderLines.position))
    .prepare(statementName(db, 'order_lines_of'));

  /** The lines of these orders, attached to each in cart order (one query). */
  async function withLines(rows: OrderRow[]): Promise<OrderWithLines[]> {
    if (rows.length === 0) return [];
    const lines = await linesOf.execute({ ids: rows.map((r) => r.id) });
    const byOrder = new Map<string, LineRow[]>();
    for (const line of lines) {
      const of = byOrder.get(line.orderId);
      if (of) of.push(line);
      else byOrder.set(line.orderId, [line]);
    }
    return rows.map((row) => ({ ...row, lines: byOrder.get(row.id) ?? [] }));
  }

  async function paged(list: KeysetList, request: PageRequest): Promise<RowPage> {
    const page = await keysetPage(db, orders, list, request);
    return { ...page, rows: await withLines(page.rows) };
  }

  /**
   * A term with a space in it is looked up among the names only (lists.ts searchLookup). When it is
   * part of one name alone (a full name, the usual case), that name's orders are read newest first
   * along their index and counted by order_names: no lookup of every matching order's id first
   * (a full name at a million orders carries a few hundred). Else undefined: the general search.
   */
  async function oneNameSearch(
    criteria: AdminListCriteria,
  ): Promise<AdminListCriteria | undefined> {
    if (!/\s/.test(criteria.search.trim())) return undefined;
    const names = await executeRows<{ name: string; orders: string | number }>(
      db,
      namesHolding(criteria.search, 2),
    );
    const [only] = names;
    if (names.length !== 1 || !only) return undefined;
    return { ...criteria, exactName: { name: only.name, orders: Number(only.orders) } };
  }

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
      paged(orderLists.present(userId), request),

    /** Past: delivered or canceled, the most recently finished first. */
    listPast: (userId: string, request: PageRequest) => paged(orderLists.past(userId), request),

    async listForAdmin(criteria: AdminListCriteria, request: PageRequest) {
      if (!criteria.search) return paged(orderLists.admin(criteria), request);
      const byName = await oneNameSearch(criteria);
      if (byName)
        return paged(orderLists.admin(byName), {
          ...request,
          total: orderLists.searchTotal(byName),
        });
      // The search's lookup once, not once in the page and again in its count: it is most of a
      // search's cost (trigram posting lists and their rechecks; docs/benchmarks/bench-scale.md).
      const [matched] = await executeRows<{ count: string | number; arrayText: string }>(
        db,
        // string_agg, not array(…)::text: the array constructor doubled the time of a search
        // matching 21,143 orders (175 against 84 ms at a million; docs/benchmarks/bench-scale.md).
        sql`select count(*) as "count",
                   '{' || coalesce(string_agg(matched.id::text, ','), '') || '}' as "arrayText"
            from (select matched.id from (${searchLookup(criteria.search)}) matched
                  limit ${SEARCH_IDS_MAX + 1}) matched`,
      );
      const count = Number(matched?.count ?? 0);
      const searchIds =
        matched && count <= SEARCH_IDS_MAX ? { count, arrayText: matched.arrayText } : undefined;
      const searched = { ...criteria, searchIds };
      // Counting 21,143 matches by primary key again cost a first-name search 60 ms at 1M orders.
      return paged(orderLists.admin(searched), {
        ...request,
        total: orderLists.searchTotal(searched),
      });
    },

    listDelivered: (request: PageRequest) => paged(orderLists.delivered(), request),

    listCanceled: (request: PageRequest) => paged(orderLists.canceled(), request),

    /** Any keyset list of orders, with their lines (a customer's orders: customers.ts). */
    listPage: (list: KeysetList, request: PageRequest) => paged(list, request),

    markDelivered(orderRowId: string, adminId: string, at: Date): Promise<OrderRow | null> {
      return db.transaction(async (tx) => {
        // The stage it leaves, for the audit log (locked: the update below reads the same row).
        const [previous] = await tx
          .select({ stage: orders.stage })
          .from(orders)
          .where(eq(orders.id, orderRowId))
          .for('update');
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
        await recordAudit(tx, {
          action: 'order.mark_delivered',
          subjectType: 'order',
          subjectId: row.orderId,
          summary: `Order #${row.number} marked delivered`,
          before: { stage: previous?.stage ?? null },
          after: { stage: 'completed', deliveredAt: at.toISOString() },
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
