import type { Config } from '@server/config';
import type { MailService } from '@server/mail';
import type { DomainEvent, EventBus } from '@server/platform/events';
import type { LinkSigner } from '@server/platform/signed-links';
import type { FastifyBaseLogger } from 'fastify';
import type { OrdersRepository } from './repository';

/**
 * What the orders domain needs from the payments service (the payments engineer's signature).
 * `refund` may be missing while that service is being built: the refund then stays pending and
 * the retry loop keeps trying, so no money owed is ever forgotten.
 *
 * refunded: paid back. pending: the provider accepted it and is paying it out. unknown: no answer
 * came, so the money may have moved; payments reconciles it with the provider itself and tells
 * `onRefundSettled` (never re-sent blindly). failed: the provider definitively refused it.
 * Calling `refund` again with the same idempotency key is always safe (payments reconciles first).
 */
export interface RefundResult {
  status: 'refunded' | 'pending' | 'unknown' | 'failed';
  providerRefundId?: string;
  message?: string;
}

/** What payments later learns about a refund (webhook or reconciliation). */
export interface RefundSettledEvent {
  paymentId: string;
  idempotencyKey: string | null;
  status: 'refunded' | 'pending' | 'failed' | 'needs_attention';
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
  /** Subscribes to refunds' later outcomes; may be called twice for one change. */
  onRefundSettled?(listener: (e: RefundSettledEvent) => Promise<void>): unknown;
  /** What the diner was charged for a payment (kobo), null when unknown: the delivery fee's base. */
  paidMinor?(paymentId: string): Promise<number | null>;
}

/** Every refund of an order is sent under this key, whoever sends it and however often. */
export const orderRefundKey = (orderRowId: string) => `order:${orderRowId}`;
export const orderRowIdOfKey = (key: string | null) =>
  key?.startsWith('order:') ? key.slice('order:'.length) : null;

/** What every orders module works with; built once by `createOrdersService`. */
export interface OrdersContext {
  repo: OrdersRepository;
  payments: Partial<RefundGateway>;
  events: EventBus;
  mail: MailService;
  config: Config;
  log: FastifyBaseLogger;
  clock: () => Date;
  /** Signs the order pages' links (orders/order-links.ts); service-only tests may leave it out. */
  links?: LinkSigner;
  /** How long a cancel request waits for the provider before answering "refund pending". */
  refundWaitMs: number;
  /** Refund attempts still running, so tests and shutdown can wait for them. */
  inFlight: Set<Promise<unknown>>;
}

export const MINUTE = 60_000;

export function track<T>(ctx: OrdersContext, promise: Promise<T>): Promise<T> {
  ctx.inFlight.add(promise);
  const done = () => ctx.inFlight.delete(promise);
  promise.then(done, done);
  return promise;
}

/**
 * Whose live stream hears of an order: its diner's. A staff order has no diner account, so '' (a
 * user id no one has): only the back office's streams, which take every order, see it.
 */
export const dinerOf = (row: { userId: string | null }): string => row.userId ?? '';

export async function publish(ctx: OrdersContext, event: DomainEvent) {
  try {
    await ctx.events.publish(event);
  } catch (error) {
    // Live screens catch up on their next load; the change itself is committed.
    ctx.log.warn({ err: error, event: event.type }, 'could not publish an order event');
  }
}
