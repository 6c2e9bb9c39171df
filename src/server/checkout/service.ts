import type { CartService } from '@server/cart';
import type { Config } from '@server/config';
import type { Db } from '@server/db/client';
import { AppError } from '@server/errors';
import type { MailService } from '@server/mail';
import { recordPaidOrders } from '@server/orders/record';
import type { PaymentLine, PaymentRow, PaymentsService } from '@server/payments';
import type { EventBus } from '@server/platform/events';
import {
  type AddressInput,
  type CheckoutSummary,
  checkoutTexts,
  type DeliveryOption,
  MAX_SAVED_ADDRESSES,
  type SavedAddress,
  type StartedPayment,
  type StartPaymentInput,
} from '@shared/checkout';
import { CURRENCY, DELIVERY_FEE_MINOR } from '@shared/constants';
import { type PaymentView, paymentTexts } from '@shared/payments';
import type { PublicUser } from '@shared/schemas/auth';
import type { FastifyBaseLogger } from 'fastify';
import { orderReceiptMail } from './receipt-mail';
import type { CheckoutRepository } from './repository';

/** The recovery loop looks at payments left pending for longer than this. */
export const RECOVERY_AFTER_MS = 60_000;
const RECOVERY_INTERVAL_MS = 60_000;
/** A transaction the provider calls failed or abandoned may still be retried in its popup for a while. */
const UNPAID_EXPIRY_MS = 2 * 3600_000;
/** A bank transfer may take long to confirm; after this the payment is given up. */
const PENDING_EXPIRY_MS = 24 * 3600_000;
const STILL_RUNNING = new Set([
  'pending',
  'ongoing',
  'processing',
  'queued',
  'send_otp',
  'send_birthday',
  'send_pin',
]);

/** How one attempt to record a payment ended. */
export type SettleOutcome =
  | { kind: 'recorded'; payment: PaymentRow; orderIds: string[] }
  | { kind: 'already' }
  | { kind: 'closed' }
  | { kind: 'not_confirmed'; providerStatus: string }
  | { kind: 'rejected'; message: string };

type Origin = 'customer' | 'webhook' | 'recovery';

class CartChangedError extends Error {}

/** Two carts hold the same thing when they have the same dishes in the same quantities. */
function sameContents(
  current: { dishId: string; quantity: number }[],
  paid: PaymentLine[],
): boolean {
  const key = (lines: { dishId: string; quantity: number }[]) =>
    lines
      .map((l) => `${l.dishId}\u0000${l.quantity}`)
      .sort()
      .join('\u0001');
  return key(current) === key(paid);
}

const toAddress = (row: {
  id: string;
  address: string;
  phoneNo: string;
  createdAt: Date;
}): SavedAddress => ({
  id: row.id,
  address: row.address,
  phone: row.phoneNo,
  createdAt: row.createdAt.toISOString(),
});

export interface CheckoutDeps {
  db: Db;
  config: Config;
  mail: MailService;
  log: FastifyBaseLogger;
  repo: CheckoutRepository;
  cart: CartService;
  payments: PaymentsService;
  events: EventBus;
}

/**
 * Checkout: addresses, the delivery option, starting a payment, and recording it once the provider
 * confirmed it. Recording happens in one database transaction, exactly once per reference, whoever
 * asks first: the diner's browser, the provider's webhook or the recovery loop.
 */
export function createCheckoutService(deps: CheckoutDeps) {
  const { db, config, mail, log, repo, cart, payments, events } = deps;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;

  // Built once: the zone is fixed for the life of the service.
  const paidAtFormat = new Intl.DateTimeFormat('en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: config.timeZone,
  });
  const paidAtText = (at: Date) => paidAtFormat.format(at);

  function toView(payment: PaymentRow, orderIds: string[]): PaymentView {
    return {
      reference: payment.reference,
      status: payment.status,
      amountMinor: payment.amountMinor,
      currency: payment.currency,
      method: payment.method,
      createdAt: payment.createdAt.toISOString(),
      paidAt: payment.paidAt?.toISOString() ?? null,
      orderIds,
      reason: payment.reason,
    };
  }

  /**
   * One receipt per paid order. The receipts go into the outbox in the same transaction that marks
   * them queued: all of them with the mark, or none and no mark, so a crash or a failed write in
   * between leaves the payment to the recovery loop, which queues them exactly once. The mark is
   * conditional, so two instances (or a retry) never queue them twice.
   */
  async function sendReceipts(payment: PaymentRow) {
    let queued: string[] | null;
    try {
      queued = await db.transaction(async (tx) => {
        if (!(await payments.claimReceipts(tx, payment.id))) return null;
        const orders = await repo.ordersOfPayment(payment.id, tx);
        const paidAt = paidAtText(payment.paidAt ?? new Date());
        const deliveryFeeMinor =
          payment.amountMinor -
          payment.lines.reduce((s, l) => s + l.unitPriceMinor * l.quantity, 0);
        return mail.enqueueInTransaction(
          tx,
          orders.map((order) =>
            orderReceiptMail(
              {
                orderId: order.orderId,
                email: payment.email,
                customerName: payment.customerName,
                mealName: order.mealName,
                quantity: order.quantity,
                unitPriceMinor: order.unitPrice,
                linePriceMinor: order.price,
                paymentReference: payment.reference,
                paymentMethod: payment.method,
                paymentTotalMinor: payment.amountMinor,
                deliveryFeeMinor,
                deliveryOption: payment.deliveryOption,
                deliveryAddress: payment.deliveryAddress,
                paidAt,
              },
              config.appUrl,
            ),
          ),
        );
      });
    } catch (err) {
      // Rolled back: neither mails nor mark, so the recovery loop tries again.
      log.error({ err, reference: payment.reference }, 'receipt mails not queued; will retry');
      return;
    }
    if (queued) mail.deliverSoon(queued);
  }

  /** The provider took money we will not record: close the payment and give the money back. */
  async function reject(
    payment: PaymentRow,
    message: string,
    paidMinor: number,
  ): Promise<SettleOutcome> {
    // Rejected and owed back in one write; a refund the provider cannot make now is retried by
    // the recovery loop until it goes through.
    await payments.reject(payment, message, paidMinor);
    return { kind: 'rejected', message };
  }

  /**
   * Asks the provider about the payment and, when it confirms the exact amount and currency,
   * records payment + orders + empty cart in one transaction. Safe to call any number of times
   * concurrently: the conditional claim lets exactly one caller record it.
   */
  async function settle(payment: PaymentRow, origin: Origin): Promise<SettleOutcome> {
    if (payment.status === 'successful') return { kind: 'already' };
    if (payment.status !== 'pending') return { kind: 'closed' };
    const verified = await payments.askProvider(payment.reference);
    if (!verified.found) return { kind: 'not_confirmed', providerStatus: 'not_found' };
    if (verified.status !== 'success')
      return { kind: 'not_confirmed', providerStatus: verified.status };
    if (
      verified.reference !== payment.reference ||
      verified.amountMinor !== payment.amountMinor ||
      verified.currency !== payment.currency
    ) {
      return reject(payment, paymentTexts.amountMismatch, verified.amountMinor);
    }

    const paidAt = verified.paidAt ?? new Date();
    let recorded: { payment: PaymentRow; orderIds: string[] } | null;
    try {
      recorded = await db.transaction(async (tx) => {
        const claimed = await payments.claimAsSuccessful(tx, payment.id, {
          providerTransactionId: verified.transactionId,
          channel: verified.channel,
          paidAt,
        });
        if (!claimed) return null;
        // The cart must still hold what was paid for; locked until commit so it cannot change now.
        const current = await repo.lockCartContents(tx, payment.userId);
        if (!sameContents(current, payment.lines)) throw new CartChangedError();
        const { orderIds } = await recordPaidOrders(tx, {
          userId: payment.userId,
          email: payment.email,
          paymentId: payment.id,
          lines: payment.lines.map((line) => ({
            dishId: line.dishId,
            mealName: line.name,
            mealImg: line.imageUrl,
            unitPrice: line.unitPriceMinor,
            quantity: line.quantity,
          })),
          at: paidAt,
        });
        await cart.clearForUser(payment.userId, tx);
        return { payment: claimed, orderIds };
      });
    } catch (error) {
      if (error instanceof CartChangedError)
        return reject(payment, paymentTexts.cartChanged, verified.amountMinor);
      throw error;
    }
    if (!recorded) {
      const now = await payments.findByReference(payment.reference);
      return now?.status === 'successful' ? { kind: 'already' } : { kind: 'closed' };
    }

    log.info(
      { reference: payment.reference, origin, orders: recorded.orderIds.length },
      'payment recorded',
    );
    await events
      .publish({ type: 'order.paid', userId: payment.userId, orderIds: recorded.orderIds })
      .catch((err) => log.warn({ err }, 'order.paid event not published'));
    await sendReceipts(recorded.payment);
    return { kind: 'recorded', ...recorded };
  }

  async function ownPayment(user: PublicUser, reference: string): Promise<PaymentRow> {
    const payment = await payments.findByReference(reference);
    if (!payment) throw new AppError('not_found', paymentTexts.unknownReference);
    if (payment.userId !== user.id) throw new AppError('forbidden', paymentTexts.notYourPayment);
    return payment;
  }

  /** Pending payments nobody finished (the server stopped, the diner left): ask the provider again. */
  async function recoverPending(now = new Date()): Promise<void> {
    // Batch after batch until nothing is due: each checked payment is marked, so the loop ends, and
    // a crowd of abandoned checkouts cannot hide a newer paid one behind the first batch.
    for (;;) {
      const stale = await payments.listStalePending(
        new Date(now.getTime() - RECOVERY_AFTER_MS),
        new Date(now.getTime() - RECOVERY_AFTER_MS),
        25,
      );
      for (const payment of stale) {
        try {
          await payments.markChecked(payment.id);
          const outcome = await settle(payment, 'recovery');
          if (outcome.kind !== 'not_confirmed') continue;
          const age = now.getTime() - payment.createdAt.getTime();
          const running = STILL_RUNNING.has(outcome.providerStatus);
          if (age > (running ? PENDING_EXPIRY_MS : UNPAID_EXPIRY_MS)) {
            await payments.close(
              payment.id,
              'failed',
              `Not completed at the provider (status: ${outcome.providerStatus}).`,
            );
          }
        } catch (err) {
          log.warn(
            { err, reference: payment.reference },
            'pending payment check failed; will retry',
          );
        }
      }
      if (stale.length < 25) break;
    }
    for (const payment of await payments.listWithoutReceipts(
      new Date(now.getTime() - RECOVERY_AFTER_MS),
      25,
    )) {
      await sendReceipts(payment);
    }
    // Money taken for payments we refused and could not give back yet (the provider was down).
    await payments
      .retryOwedRefunds(now)
      .catch((err) => log.warn({ err }, 'owed refunds not retried; will retry'));
  }

  // The provider's webhook (or the sandbox standing in for it) says a transaction settled.
  payments.onSettled(async (reference) => {
    const payment = await payments.findByReference(reference);
    if (!payment) {
      log.warn({ reference }, 'settlement notice for an unknown reference ignored');
      return;
    }
    const outcome = await settle(payment, 'webhook');
    if (outcome.kind === 'not_confirmed' || outcome.kind === 'rejected') {
      log.warn({ reference, outcome }, 'settlement notice not recorded');
    }
  });

  return {
    async summary(user: PublicUser): Promise<CheckoutSummary> {
      const view = await cart.view(user.id);
      const lines = view.items.map((item) => ({
        dishId: item.dishId,
        name: item.name,
        image: item.image,
        unitPriceMinor: item.unitPriceMinor,
        quantity: item.quantity,
        lineTotalMinor: item.lineTotalMinor,
        available: item.available,
      }));
      return {
        lines,
        itemsTotalMinor: view.subtotalMinor,
        deliveryFeeMinor: DELIVERY_FEE_MINOR,
        totalMinor: view.subtotalMinor + DELIVERY_FEE_MINOR,
        currency: CURRENCY,
        provider: payments.providerInfo(),
      };
    },

    async listAddresses(user: PublicUser): Promise<SavedAddress[]> {
      return (await repo.listAddresses(user.id)).map(toAddress);
    },

    async addAddress(user: PublicUser, input: Required<AddressInput>): Promise<SavedAddress> {
      if ((await repo.countAddresses(user.id)) >= MAX_SAVED_ADDRESSES) {
        throw new AppError('conflict', checkoutTexts.tooManyAddresses);
      }
      const row = await repo.insertAddress({
        userId: user.id,
        email: user.email,
        address: input.address,
        phoneNo: input.phone,
      });
      return toAddress(row);
    },

    async removeAddress(user: PublicUser, id: string): Promise<void> {
      if (!(await repo.deleteAddress(user.id, id)))
        throw new AppError('not_found', checkoutTexts.addressNotFound);
    },

    deliveryOption: (user: PublicUser) => repo.deliveryOption(user.id),

    async saveDeliveryOption(user: PublicUser, option: DeliveryOption): Promise<DeliveryOption> {
      await repo.saveDeliveryOption(user.id, user.email, option);
      return option;
    },

    /**
     * Starts paying for the current cart: checks address, delivery option and cart, computes the
     * amount here (items at the catalog's prices x quantity, plus the delivery fee) and opens the
     * provider's transaction.
     */
    async startPayment(
      user: PublicUser,
      input: Required<StartPaymentInput>,
    ): Promise<StartedPayment> {
      const address = await repo.findAddress(user.id, input.addressId);
      if (!address) {
        throw new AppError('invalid', checkoutTexts.addressNotFound, {
          addressId: checkoutTexts.addressNotFound,
        });
      }
      const option = await repo.deliveryOption(user.id);
      if (!option) throw new AppError('invalid', checkoutTexts.selectDeliveryOption);
      const lines = await cart.linesForCheckout(user.id);
      if (lines.length === 0) throw new AppError('conflict', checkoutTexts.cartEmpty);
      if (lines.some((line) => !line.available))
        throw new AppError('conflict', checkoutTexts.cartUnavailable);
      const itemsTotal = lines.reduce((sum, line) => sum + line.unitPriceMinor * line.quantity, 0);
      const { payment, accessCode, authorizationUrl } = await payments.start({
        userId: user.id,
        email: input.email,
        customerName: input.fullName,
        amountMinor: itemsTotal + DELIVERY_FEE_MINOR,
        currency: CURRENCY,
        deliveryAddress: address.address,
        deliveryPhone: address.phoneNo,
        deliveryOption: option,
        lines: lines.map((line) => ({
          dishId: line.dishId,
          name: line.name,
          imageUrl: line.imageUrl,
          unitPriceMinor: line.unitPriceMinor,
          quantity: line.quantity,
        })),
        callbackUrl: `${config.appUrl}/checkout/payment`,
      });
      return {
        reference: payment.reference,
        accessCode,
        authorizationUrl,
        amountMinor: payment.amountMinor,
        currency: payment.currency,
        provider: payments.providerInfo(),
      };
    },

    /** The diner's browser reports success: verify with the provider and record, or say why not. */
    async confirmPayment(user: PublicUser, reference: string): Promise<PaymentView> {
      const payment = await ownPayment(user, reference);
      const outcome = await settle(payment, 'customer');
      switch (outcome.kind) {
        case 'recorded':
          return toView(outcome.payment, outcome.orderIds);
        case 'already':
          throw new AppError('conflict', paymentTexts.alreadyRecorded);
        case 'closed':
          throw new AppError('conflict', payment.reason ?? paymentTexts.noLongerOpen);
        case 'not_confirmed':
          throw new AppError('payment_failed', paymentTexts.notConfirmed);
        case 'rejected':
          throw new AppError('payment_failed', outcome.message);
      }
    },

    async payment(user: PublicUser, reference: string): Promise<PaymentView> {
      const payment = await ownPayment(user, reference);
      const orders = payment.status === 'successful' ? await repo.ordersOfPayment(payment.id) : [];
      return toView(
        payment,
        orders.map((o) => o.orderId),
      );
    },

    settle,
    recoverPending,

    /** Runs the recovery loop now and then every minute (call once at start, like the mail loop). */
    start() {
      if (timer) return;
      const tick = () => {
        if (running) return;
        running = recoverPending()
          .catch((err) => log.error({ err }, 'payment recovery failed'))
          .finally(() => {
            running = null;
          });
      };
      timer = setInterval(tick, RECOVERY_INTERVAL_MS);
      timer.unref();
      tick();
    },

    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
