import { AppError } from '@server/errors';
import {
  type AdminOrderFilter,
  type AdminOrdersQuery,
  DASHBOARD_LIST_SIZE,
  type PendingRefund,
  SALES_CHART_DAYS,
  type SalesDay,
} from '@shared/admin';
import { type Order, type OrderPage, orderTexts } from '@shared/orders';
import type { PublicUser } from '@shared/schemas/auth';
import { subMonths, subYears } from 'date-fns';
import { MINUTE, type OrdersContext, publish, track } from './context';
import { attemptRefund, REFUND_LEASE_MS } from './refunds';
import type { AdminListCriteria, OrdersRepository } from './repository';
import { pageOf, toOrder, toPage, toPendingRefund } from './views';

/** 'yyyy-MM-dd' of an instant in a time zone. */
const calendarDate = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);

/** The last `days` calendar dates up to today, oldest first. */
function lastDays(today: string, days: number): string[] {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  return Array.from({ length: days }, (_, i) =>
    new Date(Date.UTC(y, m - 1, d - (days - 1 - i))).toISOString().slice(0, 10),
  );
}

function criteriaFor(filter: AdminOrderFilter, search: string, now: Date): AdminListCriteria {
  const live: AdminListCriteria['statuses'] = ['paid', 'delivered'];
  const base = { statuses: live, createdSince: null, search };
  switch (filter) {
    case 'all':
      return base;
    case 'newest':
      return { ...base, createdSince: new Date(now.getTime() - 24 * 60 * MINUTE) };
    case '7d':
      return { ...base, createdSince: new Date(now.getTime() - 7 * 24 * 60 * MINUTE) };
    case '1m':
      return { ...base, createdSince: subMonths(now, 1) };
    case '1y':
      return { ...base, createdSince: subYears(now, 1) };
    case 'delivered':
      return { ...base, statuses: ['delivered'] };
    case 'not-delivered':
      return { ...base, statuses: ['paid'] };
  }
}

export async function listForAdmin(
  ctx: OrdersContext,
  query: AdminOrdersQuery,
): Promise<OrderPage> {
  const criteria = criteriaFor(query.filter, query.search, ctx.clock());
  return toPage(await ctx.repo.listForAdmin(criteria, pageOf(query.page)));
}

export async function listDelivered(ctx: OrdersContext, page: number): Promise<OrderPage> {
  return toPage(await ctx.repo.listDelivered(pageOf(page)));
}

export async function listCanceled(ctx: OrdersContext, page: number): Promise<OrderPage> {
  return toPage(await ctx.repo.listCanceled(pageOf(page)));
}

/** Marks a paid order delivered; marking it again is harmless and says so. */
export async function markDelivered(
  ctx: OrdersContext,
  admin: PublicUser,
  orderId: string,
): Promise<{ order: Order; alreadyDelivered: boolean }> {
  const row = await ctx.repo.markDelivered(orderId, admin.id, ctx.clock());
  if (row) {
    await publish(ctx, { type: 'order.delivered', userId: row.userId, orderIds: [row.orderId] });
    return { order: toOrder(row), alreadyDelivered: false };
  }
  const existing = await ctx.repo.findByOrderId(orderId);
  if (!existing) throw new AppError('not_found', orderTexts.notFound);
  if (existing.status === 'canceled')
    throw new AppError('conflict', orderTexts.canceledCannotDeliver);
  return { order: toOrder(existing), alreadyDelivered: true };
}

/** An admin retries a pending refund now instead of waiting for the loop. */
export async function retryRefund(ctx: OrdersContext, orderId: string): Promise<Order> {
  const row = await ctx.repo.claimRefund(
    orderId,
    new Date(ctx.clock().getTime() + REFUND_LEASE_MS),
  );
  if (!row) {
    if (!(await ctx.repo.findByOrderId(orderId)))
      throw new AppError('not_found', orderTexts.notFound);
    throw new AppError('conflict', orderTexts.noRefundOwed);
  }
  return toOrder(
    await track(
      ctx,
      attemptRefund(ctx, row, () => true),
    ),
  );
}

export interface OrdersDashboard {
  totals: Awaited<ReturnType<OrdersRepository['totals']>>;
  sales: SalesDay[];
  recentCanceled: Order[];
  pendingRefunds: PendingRefund[];
}

export async function dashboard(ctx: OrdersContext): Promise<OrdersDashboard> {
  const { repo, config } = ctx;
  const now = ctx.clock();
  const days = lastDays(calendarDate(now, config.timeZone), SALES_CHART_DAYS);
  // A day and a half more than 30 days covers the first day in any time zone.
  const from = new Date(now.getTime() - 31.5 * 24 * 60 * MINUTE);
  const [totals, perDay, canceled, pending] = await Promise.all([
    repo.totals(),
    repo.salesPerDay(from, config.timeZone),
    repo.listCanceled({ page: 1, pageSize: DASHBOARD_LIST_SIZE }),
    repo.pendingRefunds(20),
  ]);
  const byDate = new Map(perDay.map((d) => [d.date, d]));
  return {
    totals,
    sales: days.map((date) => byDate.get(date) ?? { date, revenueMinor: 0, orders: 0 }),
    recentCanceled: canceled.rows.map(toOrder),
    pendingRefunds: pending.map(toPendingRefund),
  };
}
