import type { StaffAlerts } from '@server/alerts';
import type { CartService } from '@server/cart';
import type { Config } from '@server/config';
import type { Db } from '@server/db/client';
import type { MailService } from '@server/mail';
import type { DomainEvent, EventBus } from '@server/platform/events';
import type { LinkSigner } from '@server/platform/signed-links';
import type { AdminOrdersQuery } from '@shared/admin';
import type { PublicUser } from '@shared/schemas/auth';
import type { CounterPayment } from '@shared/staff-orders';
import type { FastifyBaseLogger } from 'fastify';
import * as backOffice from './back-office';
import { MINUTE, type OrdersContext, type RefundGateway, type RefundSettledEvent } from './context';
import * as customer from './customer';
import { createCustomersReader } from './customers';
import { markPaid, markPaidByLink } from './mark-paid';
import { joinableOrder, joinByLink, type PaymentAccounts } from './order-join';
import { orderByLink, orderLinkOf, orderPageUrl, orderViewPath } from './order-links';
import { orderAgain, orderByNumber } from './order-page';
import { orderForReceipt, ordersOfPayment, type PaidOrderInput, recordPaidOrder } from './record';
import { createRefundRetries, onRefundSettled } from './refunds';
import type { OrderRow, OrdersRepository } from './repository';
import { createScheduleSweep } from './scheduled-sweep';
import { slotCounts } from './slots';
import { createStageRepository } from './stage-repository';
import type { StagesContext, TransitionRequest } from './stages';
import * as stages from './stages';
import { toOrder } from './views';

export type { RefundGateway, RefundResult, RefundSettledEvent } from './context';

export interface OrdersServiceDeps {
  db: Db;
  repo: OrdersRepository;
  payments: Partial<RefundGateway & PaymentAccounts>;
  events: EventBus;
  mail: MailService;
  config: Config;
  log: FastifyBaseLogger;
  clock?: () => Date;
  /** How long a cancel request waits for the provider before answering "refund pending". */
  refundWaitMs?: number;
  /** The cart, for "Order again"; service-only tests may leave it out (reorder then refuses). */
  cart?: CartService;
  /** The staff alerts: told of each new order in its own transaction (none: no alerts). */
  alerts?: Pick<StaffAlerts, 'orderPlaced'>;
  /** Signs the receipts' order-page links (none: service-only tests that mail no receipt). */
  links?: LinkSigner;
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
  const stagesCtx: StagesContext = { ...ctx, stages: createStageRepository(deps.db) };
  const needLinks = () => {
    if (!deps.links) throw new Error('the orders service was built without the link signer');
    return deps.links;
  };
  const joinDeps = () => ({ links: needLinks(), payments: deps.payments, clock: ctx.clock });
  const retries = createRefundRetries(ctx);
  const sweep = createScheduleSweep(stagesCtx);
  // A refund's later outcome, as payments learns it, moves the order's refund on.
  deps.payments.onRefundSettled?.((event) => onRefundSettled(ctx, event));

  return {
    /** Writes the one paid order of a verified payment inside the caller's transaction `tx`. */
    async recordPaid(tx: Db, input: PaidOrderInput) {
      const recorded = await recordPaidOrder(tx, input);
      const [orderId] = recorded.orderIds;
      if (deps.alerts && orderId)
        await deps.alerts.orderPlaced(tx, {
          orderId,
          customerName: input.customerName,
          fulfilment: input.fulfilment,
          totalMinor:
            input.lines.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0) +
            input.deliveryFeeMinor,
          scheduledFor: input.schedule?.scheduledFor ?? null,
          lines: input.lines.map((l) => ({ name: l.mealName, quantity: l.quantity })),
        });
      return recorded;
    },
    /** How many orders each slot in [from, to) holds (the per-slot cap; checkout's slots). */
    slotCounts: (from: Date, to: Date) => slotCounts(deps.db, from, to),
    /** The order a payment paid for, with its lines; inside `tx` when one is passed. */
    ofPayment: (paymentId: string, tx: Db = deps.db) => ordersOfPayment(tx, paymentId),
    /** One order with its lines as a receipt shows it (a staff order's mails), inside `tx`. */
    forReceipt: (orderRowId: string, tx: Db = deps.db) => orderForReceipt(tx, orderRowId),

    listPresent: (user: PublicUser, cursor: string | undefined) =>
      customer.listPresent(stagesCtx, user, cursor),
    listPast: (user: PublicUser, cursor: string | undefined) =>
      customer.listPast(stagesCtx, user, cursor),
    cancel: (user: PublicUser, orderId: string) => customer.cancel(stagesCtx, user, orderId),
    byNumber: (user: PublicUser, number: number) => orderByNumber(stagesCtx, user, number),
    /** The receipt's link to the order page that opens with no sign-in (order-links.ts). */
    pageLink(orderId: string): string {
      return orderPageUrl(needLinks(), deps.config.appUrl, orderId, ctx.clock());
    },
    /** The order page's link for the browser that paid as a guest: view and follow only. */
    viewPath(orderId: string): string {
      return orderViewPath(needLinks(), orderId, ctx.clock());
    },
    byLink: (token: string) => orderByLink(stagesCtx, needLinks(), token),
    orderIdOfLink: (token: string) => orderLinkOf(needLinks(), token, ctx.clock()).orderId,
    /**
     * Guest checkout (order-join.ts): the order a mailed link may join to an
     * account, and the join itself, both in the caller's transaction (the accounts domain creates
     * the account in the same one); `joinAccount` is a signed-in diner's own join.
     */
    joinableOrder: (tx: Db, token: string) => joinableOrder(joinDeps(), tx, token),
    joinAccountIn: (tx: Db, token: string, userId: string) =>
      joinByLink(joinDeps(), tx, token, userId),
    joinAccount: (user: PublicUser, token: string) =>
      deps.db.transaction((tx) => joinByLink(joinDeps(), tx, token, user.id)),
    reorder(user: PublicUser, orderId: string) {
      if (!deps.cart) throw new Error('the orders service was built without the cart');
      return orderAgain(stagesCtx, deps.cart, user, orderId);
    },

    // The stage workflow and the kitchen board (stages.ts) ------------------------------------
    /** Moves an order one step (staff) or cancels it (its diner, while New). */
    transition: (request: TransitionRequest) => stages.transitionOrder(stagesCtx, request),
    acknowledge: (admin: PublicUser, orderId: string) =>
      stages.acknowledge(stagesCtx, orderId, admin.id),
    kitchenBoard: () => stages.board(stagesCtx),
    kitchenTicket: (orderId: string) => stages.ticketOf(stagesCtx, orderId),

    // The back office ---------------------------------------------------------------------------
    listForAdmin: (query: AdminOrdersQuery) => backOffice.listForAdmin(ctx, query),
    listDelivered: (cursor: string | undefined) => backOffice.listDelivered(ctx, cursor),
    listCanceled: (cursor: string | undefined) => backOffice.listCanceled(ctx, cursor),
    markDelivered: (admin: PublicUser, orderId: string) =>
      backOffice.markDelivered(ctx, admin, orderId),
    retryRefund: (orderId: string) => backOffice.retryRefund(ctx, orderId),
    orderForAdmin: (orderId: string) => backOffice.orderForAdmin(ctx, orderId),
    /**
     * A staff order paid at the counter/on delivery: its money came in (mark-paid.ts); `alongside`
     * writes the customer's receipt in that transaction (checkout's staff orders).
     */
    markPaid: (
      admin: PublicUser,
      orderId: string,
      method: CounterPayment,
      alongside?: (tx: Db, paid: OrderRow) => Promise<string[]>,
    ) => markPaid({ ...ctx, db: deps.db }, admin, orderId, method, alongside),
    /** A payment link's money came in: marks the order paid in `tx`, or says why not (mark-paid.ts). */
    markPaidByLink,
    /** The order a payment link pays for, with its row id (null when there is none). */
    async linkedOrder(orderId: string) {
      const row = await deps.repo.findByOrderId(orderId);
      if (!row) return null;
      return { id: row.id, order: toOrder(await deps.repo.withLinesOf(row), deps.config.pickup) };
    },
    dashboard: () => backOffice.dashboard(ctx),
    /** The customers list and page (figures kept by trigger in order_customers): customers.ts. */
    customers: createCustomersReader(deps.db, ctx),

    /** Applies a refund's later outcome (payments' listener; tests and reconciliation call it too). */
    refundSettled: (event: RefundSettledEvent) => onRefundSettled(ctx, event),

    /** Tries every refund that is due once; the loop calls it, tests call it directly. */
    retryDueRefunds: retries.retryDueRefunds,

    /** Moves the Scheduled orders due at `now` to New; the sweep loop calls it, tests directly. */
    releaseDueOrders: (now?: Date) => sweep.sweep(now),
    /** Starts and stops the sweep of Scheduled orders (started with the app, like the refunds). */
    startScheduleSweep: (intervalMs?: number) => sweep.start(intervalMs),
    stopScheduleSweep: () => sweep.stop(),

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
      await sweep.idle();
      while (ctx.inFlight.size > 0) await Promise.allSettled([...ctx.inFlight]);
    },

    historyOf: (orderId: string) => deps.repo.historyOf(orderId),
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
