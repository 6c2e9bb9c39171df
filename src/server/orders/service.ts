import type { Config } from '@server/config';
import type { Db } from '@server/db/client';
import type { MailService } from '@server/mail';
import type { DomainEvent, EventBus } from '@server/platform/events';
import type { AdminOrdersQuery } from '@shared/admin';
import type { PublicUser } from '@shared/schemas/auth';
import type { FastifyBaseLogger } from 'fastify';
import * as backOffice from './back-office';
import { MINUTE, type OrdersContext, type RefundGateway } from './context';
import * as customer from './customer';
import { ordersOfPayment, type PaidOrdersInput, recordPaidOrders } from './record';
import { createRefundRetries } from './refunds';
import type { OrdersRepository } from './repository';

export type { RefundGateway, RefundResult } from './context';

export interface OrdersServiceDeps {
  db: Db;
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

/**
 * Orders after payment, assembled from its modules: recording paid orders (checkout), the diner's
 * reads and cancel with refund, the back office's lists and delivery, and the refund retry loop.
 */
export function createOrdersService(deps: OrdersServiceDeps) {
  const ctx: OrdersContext = {
    ...deps,
    clock: deps.clock ?? (() => new Date()),
    refundWaitMs: deps.refundWaitMs ?? 8000,
    inFlight: new Set(),
  };
  const retries = createRefundRetries(ctx);

  return {
    /** Writes the paid orders of a verified payment inside the caller's transaction `tx`. */
    recordPaid: (tx: Db, input: PaidOrdersInput) => recordPaidOrders(tx, input),
    /** The orders a payment paid for, oldest first; inside `tx` when one is passed. */
    ofPayment: (paymentId: string, tx: Db = deps.db) => ordersOfPayment(tx, paymentId),

    listPresent: (user: PublicUser, page: number) => customer.listPresent(ctx, user, page),
    listPast: (user: PublicUser, page: number) => customer.listPast(ctx, user, page),
    cancel: (user: PublicUser, orderId: string) => customer.cancel(ctx, user, orderId),

    // The back office ---------------------------------------------------------------------------
    listForAdmin: (query: AdminOrdersQuery) => backOffice.listForAdmin(ctx, query),
    listDelivered: (page: number) => backOffice.listDelivered(ctx, page),
    listCanceled: (page: number) => backOffice.listCanceled(ctx, page),
    markDelivered: (admin: PublicUser, orderId: string) =>
      backOffice.markDelivered(ctx, admin, orderId),
    retryRefund: (orderId: string) => backOffice.retryRefund(ctx, orderId),
    dashboard: () => backOffice.dashboard(ctx),

    /** Tries every refund that is due once; the loop calls it, tests call it directly. */
    retryDueRefunds: retries.retryDueRefunds,

    /** Order changes as they happen, for the live screens. */
    subscribe: (listener: (event: DomainEvent) => void) => deps.events.subscribe(listener),

    /** Starts the refund retry loop (every `intervalMs`); several instances share the work safely. */
    startRefundRetries(intervalMs = MINUTE) {
      retries.start(intervalMs);
    },

    stopRefundRetries() {
      retries.stop();
    },

    /**
     * Resolves when the refund work started so far has finished — a loop sweep still claiming its
     * refunds included, so shutdown never closes the database under one (tests, shutdown).
     */
    async idle() {
      await retries.idle();
      while (ctx.inFlight.size > 0) await Promise.allSettled([...ctx.inFlight]);
    },

    historyOf: (orderId: string) => deps.repo.historyOf(orderId),
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
