import type { Config } from '@server/config';
import { AppError } from '@server/errors';
import type { MailMessage, MailService } from '@server/mail';
import type { DomainEvent, EventBus } from '@server/platform/events';
import {
  type AdminOrderFilter,
  type AdminOrdersQuery,
  DASHBOARD_LIST_SIZE,
  type PendingRefund,
  SALES_CHART_DAYS,
  type SalesDay,
} from '@shared/admin';
import { ORDERS_PAGE_SIZE, type Order, type OrderPage, orderTexts } from '@shared/orders';
import type { PublicUser } from '@shared/schemas/auth';
import { subMonths, subYears } from 'date-fns';
import type { FastifyBaseLogger } from 'fastify';
import { orderCanceledMail, orderRefundedMail } from './mails';
import type { AdminListCriteria, OrderRow, OrdersRepository, RowPage } from './repository';

/**
 * What the orders domain needs from the payments service (the payments engineer's signature).
 * `refund` may be missing while that service is being built: the refund then stays pending and
 * the retry loop keeps trying, so no money owed is ever forgotten.
 */
export interface RefundResult {
  status: 'refunded' | 'pending' | 'failed';
  providerRefundId?: string;
  message?: string;
}
export interface RefundGateway {
  refund(input: {
    paymentId: string;
    amountMinor: number;
    reason?: string;
    idempotencyKey?: string;
  }): Promise<RefundResult>;
}

export interface OrdersServiceDeps {
  repo: OrdersRepository;
  payments: Partial<RefundGateway>;
  events: EventBus;
  mail: MailService;
  config: Config;
  log: FastifyBaseLogger;
  clock?: () => Date;
  /** How long a cancel request waits for the provider before answering "refund pending". */
  refundWaitMs?: number;
}

const MINUTE = 60_000;
/** While one attempt runs, the retry loop leaves that refund alone for this long. */
export const REFUND_LEASE_MS = 5 * MINUTE;
/** A failed refund is retried after 1, 2, 4 ... minutes, then hourly, until it goes through. */
export const refundBackoffMs = (attempts: number) =>
  Math.min(MINUTE * 2 ** Math.max(0, attempts - 1), 60 * MINUTE);
const REFUND_BATCH = 20;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toOrder(row: OrderRow): Order {
  return {
    orderId: row.orderId,
    email: row.email,
    mealName: row.mealName,
    mealImg: row.mealImg,
    quantity: row.quantity,
    unitPriceMinor: row.unitPrice,
    priceMinor: row.price,
    status: row.status,
    // 'failed' is a legacy value of the column; such a refund is still owed, i.e. pending.
    refundStatus: row.refundStatus === 'failed' ? 'pending' : row.refundStatus,
    createdAt: row.createdAt.toISOString(),
    deliveredAt: iso(row.deliveredAt),
    canceledAt: iso(row.canceledAt),
    refundedAt: iso(row.refundedAt),
  };
}

const toPage = (result: RowPage): OrderPage => ({
  items: result.rows.map(toOrder),
  page: result.page,
  pageSize: ORDERS_PAGE_SIZE,
  pageCount: result.pageCount,
  total: result.total,
});

function toPendingRefund(row: OrderRow): PendingRefund {
  return {
    orderId: row.orderId,
    email: row.email,
    mealName: row.mealName,
    priceMinor: row.price,
    canceledAt: iso(row.canceledAt),
    attempts: row.refundAttempts,
    lastError: row.refundLastError,
    nextAttemptAt: iso(row.refundNextAttemptAt),
  };
}

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

const delay = (ms: number) =>
  new Promise<null>((resolve) => setTimeout(() => resolve(null), ms).unref());

export function createOrdersService(deps: OrdersServiceDeps) {
  const { repo, payments, events, mail, config, log } = deps;
  const clock = deps.clock ?? (() => new Date());
  const refundWaitMs = deps.refundWaitMs ?? 8000;
  const pageOf = (page: number) => ({ page, pageSize: ORDERS_PAGE_SIZE });
  const inFlight = new Set<Promise<unknown>>();
  let loop: NodeJS.Timeout | null = null;
  let sweeping: Promise<number> | null = null;

  function track<T>(promise: Promise<T>): Promise<T> {
    inFlight.add(promise);
    const done = () => inFlight.delete(promise);
    promise.then(done, done);
    return promise;
  }

  async function publish(event: DomainEvent) {
    try {
      await events.publish(event);
    } catch (error) {
      // Live screens catch up on their next load; the change itself is committed.
      log.warn({ err: error, event: event.type }, 'could not publish an order event');
    }
  }

  async function sendMail(message: MailMessage, orderId: string) {
    try {
      await mail.enqueue(message);
    } catch (error) {
      log.error({ err: error, orderId }, 'could not queue the order mail');
    }
  }

  const mailData = (row: OrderRow, refund: 'pending' | 'processing' | 'refunded') => ({
    orderId: row.orderId,
    email: row.email,
    mealName: row.mealName,
    quantity: row.quantity,
    priceMinor: row.price,
    refund,
  });

  async function callProvider(row: OrderRow): Promise<RefundResult> {
    try {
      if (typeof payments.refund !== 'function')
        throw new Error('The payment service cannot refund yet.');
      return await payments.refund({
        paymentId: row.paymentId,
        amountMinor: row.price,
        reason: `Order ${row.orderId} canceled by the customer`,
        idempotencyKey: `order:${row.id}`,
      });
    } catch (error) {
      return { status: 'failed', message: error instanceof Error ? error.message : String(error) };
    }
  }

  /**
   * One refund attempt of a canceled order whose refund is pending (and leased to the caller).
   * Success settles it; failure keeps it pending with the next attempt time. Never throws.
   * `mailWhenSettled` says whether the diner still needs to hear that the money went back.
   */
  async function attemptRefund(row: OrderRow, mailWhenSettled: () => boolean): Promise<OrderRow> {
    try {
      const result = await callProvider(row);
      if (result.status === 'refunded' || result.status === 'pending') {
        const status = result.status === 'refunded' ? 'refunded' : 'processing';
        const settled = await repo.settleRefund(row.id, {
          status,
          providerRefundId: result.providerRefundId ?? null,
          at: clock(),
        });
        if (!settled) return (await repo.findByOrderId(row.orderId)) ?? row;
        await publish({ type: 'order.refunded', userId: row.userId, orderIds: [row.orderId] });
        if (mailWhenSettled())
          await sendMail(orderRefundedMail(mailData(settled, status), config.appUrl), row.orderId);
        return settled;
      }
      const attempts = row.refundAttempts + 1;
      const next = new Date(clock().getTime() + refundBackoffMs(attempts));
      log.warn(
        {
          orderId: row.orderId,
          attempts,
          reason: result.message,
          nextAttemptAt: next.toISOString(),
        },
        'refund did not go through; it stays pending and will be retried',
      );
      return (
        (await repo.recordRefundFailure(
          row.id,
          result.message ?? 'The refund was declined.',
          next,
        )) ?? row
      );
    } catch (error) {
      // The database failed while recording: the lease runs out and the loop tries again.
      log.error({ err: error, orderId: row.orderId }, 'could not record a refund attempt');
      return row;
    }
  }

  async function retryDue(): Promise<number> {
    const now = clock();
    const due = await repo.claimDueRefunds(
      now,
      new Date(now.getTime() + REFUND_LEASE_MS),
      REFUND_BATCH,
    );
    for (const row of due) await track(attemptRefund(row, () => true));
    return due.length;
  }

  /** One sweep at a time per instance; a call during a sweep joins it. */
  function retryDueRefunds(): Promise<number> {
    if (!sweeping) {
      sweeping = retryDue().finally(() => {
        sweeping = null;
      });
    }
    return sweeping;
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

  async function requireOwnOrder(user: PublicUser, orderId: string): Promise<OrderRow> {
    const row = await repo.findByOrderId(orderId);
    // Someone else's order is answered exactly like a missing one: ids reveal nothing.
    if (!row || row.userId !== user.id) throw new AppError('not_found', orderTexts.notFound);
    return row;
  }

  return {
    async listPresent(user: PublicUser, page: number): Promise<OrderPage> {
      return toPage(await repo.listPresent(user.id, pageOf(page)));
    },

    async listPast(user: PublicUser, page: number): Promise<OrderPage> {
      return toPage(await repo.listPast(user.id, pageOf(page)));
    },

    /**
     * The diner cancels their own paid order: status canceled (one conditional update, so only
     * once and never after delivery), then the line price is refunded through the provider. The
     * answer waits a few seconds for the provider; a slow or failed refund stays pending and is
     * finished in the background or by the retry loop.
     */
    async cancel(user: PublicUser, orderId: string): Promise<Order> {
      const at = clock();
      const canceled = await repo.cancelPaidOfUser(
        orderId,
        user.id,
        at,
        new Date(at.getTime() + REFUND_LEASE_MS),
      );
      if (!canceled) {
        const row = await requireOwnOrder(user, orderId);
        if (row.status === 'delivered')
          throw new AppError('conflict', orderTexts.deliveredCannotCancel);
        throw new AppError('conflict', orderTexts.alreadyCanceled);
      }
      await publish({
        type: 'order.canceled',
        userId: canceled.userId,
        orderIds: [canceled.orderId],
      });
      let answered = false;
      const attempt = track(attemptRefund(canceled, () => answered));
      const settled = await Promise.race([attempt, delay(refundWaitMs)]);
      answered = settled === null;
      const current = settled ?? canceled;
      const refund =
        current.refundStatus === 'refunded' || current.refundStatus === 'processing'
          ? current.refundStatus
          : 'pending';
      await sendMail(orderCanceledMail(mailData(current, refund), config.appUrl), current.orderId);
      return toOrder(current);
    },

    // The back office ---------------------------------------------------------------------------

    async listForAdmin(query: AdminOrdersQuery): Promise<OrderPage> {
      const criteria = criteriaFor(query.filter, query.search, clock());
      return toPage(await repo.listForAdmin(criteria, pageOf(query.page)));
    },

    async listDelivered(page: number): Promise<OrderPage> {
      return toPage(await repo.listDelivered(pageOf(page)));
    },

    async listCanceled(page: number): Promise<OrderPage> {
      return toPage(await repo.listCanceled(pageOf(page)));
    },

    /** Marks a paid order delivered; marking it again is harmless and says so. */
    async markDelivered(
      admin: PublicUser,
      orderId: string,
    ): Promise<{ order: Order; alreadyDelivered: boolean }> {
      const row = await repo.markDelivered(orderId, admin.id, clock());
      if (row) {
        await publish({ type: 'order.delivered', userId: row.userId, orderIds: [row.orderId] });
        return { order: toOrder(row), alreadyDelivered: false };
      }
      const existing = await repo.findByOrderId(orderId);
      if (!existing) throw new AppError('not_found', orderTexts.notFound);
      if (existing.status === 'canceled')
        throw new AppError('conflict', orderTexts.canceledCannotDeliver);
      return { order: toOrder(existing), alreadyDelivered: true };
    },

    /** An admin retries a pending refund now instead of waiting for the loop. */
    async retryRefund(orderId: string): Promise<Order> {
      const row = await repo.claimRefund(orderId, new Date(clock().getTime() + REFUND_LEASE_MS));
      if (!row) {
        if (!(await repo.findByOrderId(orderId)))
          throw new AppError('not_found', orderTexts.notFound);
        throw new AppError('conflict', orderTexts.noRefundOwed);
      }
      return toOrder(await track(attemptRefund(row, () => true)));
    },

    /** Tries every refund that is due once; the loop calls it, tests call it directly. */
    retryDueRefunds,

    async dashboard(): Promise<{
      totals: Awaited<ReturnType<OrdersRepository['totals']>>;
      sales: SalesDay[];
      recentCanceled: Order[];
      pendingRefunds: PendingRefund[];
    }> {
      const now = clock();
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
    },

    /** Order changes as they happen, for the live screens. */
    subscribe: (listener: (event: DomainEvent) => void) => events.subscribe(listener),

    /** Starts the refund retry loop (every `intervalMs`); several instances share the work safely. */
    startRefundRetries(intervalMs = MINUTE) {
      if (loop) return;
      loop = setInterval(() => {
        retryDueRefunds().catch((error) => log.error({ err: error }, 'refund retry sweep failed'));
      }, intervalMs);
      loop.unref();
    },

    stopRefundRetries() {
      if (loop) clearInterval(loop);
      loop = null;
    },

    /** Resolves when the refund attempts started so far have finished (tests, shutdown). */
    async idle() {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },

    historyOf: (orderId: string) => repo.historyOf(orderId),
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
