import { randomUUID } from 'node:crypto';
import { testConfig } from '@server/config';
import type { Db } from '@server/db/client';
import { AppError } from '@server/errors';
import type { MailService } from '@server/mail';
import { mailOutbox } from '@server/mail/schema';
import {
  createOrdersDomain,
  type RefundGateway,
  type RefundResult,
  type RefundSettledEvent,
  recordPaidOrder,
} from '@server/orders';
import { createLocalEventBus, type DomainEvent } from '@server/platform/events';
import { DELIVERY_FEE_MINOR } from '@shared/constants';
import type { PublicUser, Role } from '@shared/schemas/auth';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp, TestClient } from './test-app';

/**
 * A paid order as checkout writes it (one per checkout, a line per dish), without going through a
 * payment. Delivery by default, with the 500 fee; `fulfilment: 'pickup'` has no fee and no address.
 */
export async function seedPaidOrders(
  db: Db,
  input: {
    /** null: a guest's checkout, no account yet. */
    userId: string | null;
    email: string;
    at?: Date;
    lines?: Array<{ mealName: string; unitPrice: number; quantity: number; dishId?: string }>;
    fulfilment?: 'delivery' | 'pickup';
    deliveryFeeMinor?: number;
    customerName?: string;
    note?: string | null;
    /** Delivery: the area or postcode and the rider's directions (absent: none kept). */
    deliveryArea?: string | null;
    deliveryDirections?: string | null;
  },
) {
  const lines = input.lines ?? [{ mealName: 'Jollof Rice', unitPrice: 2500_00, quantity: 2 }];
  const paymentId = randomUUID();
  const pickup = input.fulfilment === 'pickup';
  const result = await recordPaidOrder(db, {
    userId: input.userId,
    email: input.email,
    customerName: input.customerName ?? 'Ada Obi',
    customerPhone: '+234 803 555 0100',
    paymentId,
    fulfilment: pickup ? 'pickup' : 'delivery',
    deliveryAddress: pickup ? null : '12 Marina Road, Lagos',
    deliveryArea: pickup ? null : (input.deliveryArea ?? null),
    deliveryDirections: pickup ? null : (input.deliveryDirections ?? null),
    note: input.note ?? null,
    deliveryFeeMinor: pickup ? 0 : (input.deliveryFeeMinor ?? DELIVERY_FEE_MINOR),
    at: input.at ?? new Date(),
    lines: lines.map((line) => ({
      dishId: line.dishId ?? null,
      mealName: line.mealName,
      mealImg: '/media/dishes/placeholder.svg',
      unitPrice: line.unitPrice,
      quantity: line.quantity,
    })),
  });
  const orderId = result.orderIds[0] ?? '';
  return { paymentId, orderId, orderIds: result.orderIds };
}

/**
 * A payments service double: records every refund call and answers with the scripted outcomes
 * (then 'refunded'). An Error in the script is thrown, as a network failure would be. `paid` holds
 * what each payment charged (for the delivery fee); `settle` plays payments telling a refund's
 * later outcome to the subscribed listeners (webhook or reconciliation), as often as asked.
 */
export function fakePayments(
  script: Array<RefundResult | Error | { waitMs: number; answer: RefundResult }> = [],
) {
  const calls: Array<{
    paymentId: string;
    amountMinor: number;
    reason?: string;
    idempotencyKey?: string;
  }> = [];
  const paid = new Map<string, number>();
  const listeners: Array<(e: RefundSettledEvent) => Promise<void>> = [];
  const gateway: RefundGateway = {
    async refund(input) {
      calls.push(input);
      const next = script.shift() ?? { status: 'refunded', providerRefundId: `rf_${calls.length}` };
      if (next instanceof Error) throw next;
      if ('waitMs' in next) {
        await new Promise((resolve) => setTimeout(resolve, next.waitMs));
        return next.answer;
      }
      return next;
    },
    onRefundSettled(listener) {
      listeners.push(listener);
    },
    paidMinor: async (paymentId) => paid.get(paymentId) ?? null,
  };
  async function settle(event: RefundSettledEvent) {
    for (const listener of listeners) await listener(event);
  }
  return { gateway, calls, script, paid, settle };
}

/**
 * The test app's mail service, except that the next `failures` outbox writes inside a
 * transaction fail after the rows were written (as a lost connection would): the caller's
 * transaction must roll back the mail with its state change.
 */
export function flakyOutbox(mail: MailService) {
  const state = { failures: 0 };
  const service: MailService = {
    ...mail,
    async enqueueInTransaction(tx, messages) {
      const ids = await mail.enqueueInTransaction(tx, messages);
      if (state.failures > 0) {
        state.failures -= 1;
        throw new Error('outbox write lost');
      }
      return ids;
    },
  };
  return { service, state };
}

/** The outbox rows of one kind for one address (whatever their delivery state). */
export async function outboxMails(db: Db, to: string, kind: string) {
  return db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), eq(mailOutbox.kind, kind)));
}

/** Signs a fresh client in (customer or admin login). */
export async function signedIn(
  t: TestApp,
  account: { email: string; password: string },
  as: 'customer' | 'admin' = 'customer',
): Promise<TestClient> {
  const client = t.client();
  const response = await client.post(as === 'admin' ? '/api/auth/admin/login' : '/api/auth/login', {
    email: account.email,
    password: account.password,
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  return client;
}

/**
 * Opens a server-sent-event stream over real HTTP (inject cannot stream) and collects its
 * `orders` events.
 */
export async function openStream(baseUrl: string, path: string, client: TestClient) {
  const controller = new AbortController();
  const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const response = await fetch(`${baseUrl}${path}`, {
    headers: { cookie, accept: 'text/event-stream' },
    signal: controller.signal,
  });
  const events: Array<{ type: string; orderIds: string[] }> = [];
  const waiters: Array<() => void> = [];
  let buffer = '';
  let reading: Promise<void> = Promise.resolve();
  if (response.ok && response.body) {
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    reading = (async () => {
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += decoder.decode(value, { stream: true });
          let end = buffer.indexOf('\n\n');
          while (end >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const data = block.split('\n').find((line) => line.startsWith('data: '));
            if (block.includes('event: orders') && data) {
              events.push(JSON.parse(data.slice(6)));
              for (const wake of waiters.splice(0)) wake();
            }
            end = buffer.indexOf('\n\n');
          }
        }
      } catch {
        // aborted
      }
    })();
  }
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    events,
    /** Waits until an event matching `match` has arrived (or fails after `timeoutMs`). */
    async next(match: (e: { type: string; orderIds: string[] }) => boolean, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = events.find(match);
        if (found) return found;
        if (Date.now() > deadline)
          throw new Error(
            `no matching event within ${timeoutMs} ms; got ${JSON.stringify(events)}`,
          );
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
    },
    /** Resolves when the server ended the stream; fails after `timeoutMs`. */
    async endsWithin(timeoutMs: number) {
      const timer = new Promise<'open'>((resolve) => setTimeout(resolve, timeoutMs, 'open'));
      if ((await Promise.race([reading.then(() => 'ended' as const), timer])) === 'open')
        throw new Error(`${path} still open after ${timeoutMs} ms`);
    },
    close: () => controller.abort(),
  };
}

/** A signed-in person as the orders service sees them. */
export const asUser = (
  account: { id: string; email: string },
  role: Role = 'customer',
): PublicUser => ({
  id: account.id,
  email: account.email,
  username: 'x',
  role,
  emailVerified: true,
});

/** Fails unless `promise` rejects with an AppError of this code (and message, when given). */
export async function expectAppError(promise: Promise<unknown>, code: string, message?: string) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).code).toBe(code);
  if (message) expect((error as AppError).message).toBe(message);
}

/**
 * The orders domain on the test app's database, with a fake payments service, the given clock and
 * the events it publishes collected.
 */
export function ordersDomainOn(
  t: TestApp,
  clock: () => Date,
  payments = fakePayments(),
  refundWaitMs = 2000,
  mail: MailService = t.services.mail,
) {
  const events = createLocalEventBus();
  const published: DomainEvent[] = [];
  events.subscribe((e) => published.push(e));
  const domain = createOrdersDomain({
    db: t.db.database.db,
    config: testConfig(),
    mail,
    limiter: t.services.limiter,
    links: t.services.links,
    log: t.app.log,
    payments: payments.gateway,
    events,
    clock,
    refundWaitMs,
  });
  return { service: domain.service, payments, published };
}
