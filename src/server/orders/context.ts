import type { Config } from '@server/config';
import type { MailMessage, MailService } from '@server/mail';
import type { DomainEvent, EventBus } from '@server/platform/events';
import type { FastifyBaseLogger } from 'fastify';
import type { OrdersRepository } from './repository';

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

/** What every orders module works with; built once by `createOrdersService`. */
export interface OrdersContext {
  repo: OrdersRepository;
  payments: Partial<RefundGateway>;
  events: EventBus;
  mail: MailService;
  config: Config;
  log: FastifyBaseLogger;
  clock: () => Date;
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

export async function publish(ctx: OrdersContext, event: DomainEvent) {
  try {
    await ctx.events.publish(event);
  } catch (error) {
    // Live screens catch up on their next load; the change itself is committed.
    ctx.log.warn({ err: error, event: event.type }, 'could not publish an order event');
  }
}

export async function sendMail(ctx: OrdersContext, message: MailMessage, orderId: string) {
  try {
    await ctx.mail.enqueue(message);
  } catch (error) {
    ctx.log.error({ err: error, orderId }, 'could not queue the order mail');
  }
}
