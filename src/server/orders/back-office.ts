import { AppError } from '@server/errors';
import {
  type AdminOrderFilter,
  type AdminOrdersQuery,
  DASHBOARD_LIST_SIZE,
  type PendingRefund,
  SALES_CHART_DAYS,
  type SalesDay,
} from '@shared/admin';
import { addDays, zonedInstant } from '@shared/calendar-dates';
import { ACTIVE_STAGES, markDeliveredShortcut } from '@shared/order-stages';
import { type Order, type OrderPage, orderTexts } from '@shared/orders';
import type { PublicUser } from '@shared/schemas/auth';
import { subMonths, subYears } from 'date-fns';
import { dinerOf, MINUTE, type OrdersContext, publish, track } from './context';
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
  const { timeZone } = ctx.config;
  const criteria: AdminListCriteria = {
    ...criteriaFor(query.filter, query.search, ctx.clock()),
    stages: query.stage === 'active' ? [...ACTIVE_STAGES] : query.stage ? [query.stage] : undefined,
    fulfilment: query.fulfilment,
    // The restaurant's days: midnight to midnight on its clock, whatever the DST offset that day.
    createdFrom: query.from ? zonedInstant(query.from, '00:00', timeZone) : undefined,
    createdUntil: query.to ? zonedInstant(addDays(query.to, 1), '00:00', timeZone) : undefined,
  };
  return toPage(await ctx.repo.listForAdmin(criteria, pageOf(query.cursor)), ctx.config.pickup);
}

export async function listDelivered(
  ctx: OrdersContext,
  cursor: string | undefined,
): Promise<OrderPage> {
  return toPage(await ctx.repo.listDelivered(pageOf(cursor)), ctx.config.pickup);
}

export async function listCanceled(
  ctx: OrdersContext,
  cursor: string | undefined,
): Promise<OrderPage> {
  return toPage(await ctx.repo.listCanceled(pageOf(cursor)), ctx.config.pickup);
}

/** Marks a paid order the kitchen has delivered; marking it again is harmless and says so. */
export async function markDelivered(
  ctx: OrdersContext,
  admin: PublicUser,
  orderId: string,
): Promise<{ order: Order; alreadyDelivered: boolean }> {
  const found = await ctx.repo.findByOrderId(orderId);
  if (!found) throw new AppError('not_found', orderTexts.notFound);
  // A stage never goes back to Scheduled, so the stage read here cannot be one by the update.
  const allowed = markDeliveredShortcut(found.stage);
  if (!allowed.ok) throw new AppError('conflict', allowed.message);
  const row = await ctx.repo.markDelivered(found.id, admin.id, ctx.clock());
  if (row) {
    await publish(ctx, { type: 'order.delivered', userId: dinerOf(row), orderIds: [row.orderId] });
    return {
      order: toOrder(await ctx.repo.withLinesOf(row), ctx.config.pickup),
      alreadyDelivered: false,
    };
  }
  const existing = (await ctx.repo.findByOrderId(orderId)) ?? found;
  if (existing.status === 'canceled')
    throw new AppError('conflict', orderTexts.canceledCannotDeliver);
  return {
    order: toOrder(await ctx.repo.withLinesOf(existing), ctx.config.pickup),
    alreadyDelivered: true,
  };
}

/**
 * An admin retries a pending refund now instead of waiting for the loop; refused while the
 * provider holds one (processing or unknown), so the admin can never start a second refund.
 */
export async function retryRefund(ctx: OrdersContext, orderId: string): Promise<Order> {
  const found = await ctx.repo.findByOrderId(orderId);
  if (!found) throw new AppError('not_found', orderTexts.notFound);
  const row = await ctx.repo.claimRefund(
    found.id,
    new Date(ctx.clock().getTime() + REFUND_LEASE_MS),
  );
  if (!row) {
    const existing = await ctx.repo.findByOrderId(orderId);
    if (!existing) throw new AppError('not_found', orderTexts.notFound);
    // The provider holds it (paying out, or its answer never came): a second one could pay twice.
    if (existing.refundStatus === 'processing')
      throw new AppError('conflict', orderTexts.refundInProgress);
    throw new AppError('conflict', orderTexts.noRefundOwed);
  }
  const settled = await track(ctx, attemptRefund(ctx, row));
  return toOrder(await ctx.repo.withLinesOf(settled), ctx.config.pickup);
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
  // Only rollups and small indexed reads (rollups.ts): the cost follows the 30 days shown.
  const [totals, perDay, canceled, pending] = await Promise.all([
    repo.totals(),
    repo.salesPerDay(zonedInstant(days[0] as string, '00:00', config.timeZone), config.timeZone),
    repo.recentCanceled(DASHBOARD_LIST_SIZE),
    repo.pendingRefunds(20),
  ]);
  const byDate = new Map(perDay.map((d) => [d.date, d]));
  // Both lists' lines in one query, not one after the other.
  const full = await repo.withLines([...canceled, ...pending]);
  return {
    totals,
    sales: days.map((date) => byDate.get(date) ?? { date, revenueMinor: 0, orders: 0 }),
    recentCanceled: full.slice(0, canceled.length).map((row) => toOrder(row, config.pickup)),
    pendingRefunds: full.slice(canceled.length).map(toPendingRefund),
  };
}

/** One order as the back office shows it (a staff order just placed, for one). */
export async function orderForAdmin(ctx: OrdersContext, orderId: string): Promise<Order> {
  const row = await ctx.repo.findByOrderId(orderId);
  if (!row) throw new AppError('not_found', orderTexts.notFound);
  return toOrder(await ctx.repo.withLinesOf(row), ctx.config.pickup);
}
