import { AppError, type ErrorCode } from '@server/errors';
import type { KitchenTicket } from '@shared/kitchen';
import { orderStageTexts } from '@shared/order-stage-texts';
import type { TimelineEntry } from '@shared/order-stage-views';
import {
  type OrderAction,
  type OrderActor,
  type TransitionRefusal,
  transition,
} from '@shared/order-stages';
import { orderTexts } from '@shared/orders';
import { dinerOf, type OrdersContext, publish, track } from './context';
import { orderCanceledMail } from './mails';
import { dinerOrderAction } from './order-links';
import { attemptRefund, mailData, REFUND_LEASE_MS } from './refunds';
import type { OrderRow } from './repository';
import { stageMail } from './stage-mails';
import type { StageRepository } from './stage-repository';

/**
 * The one way an order changes stage: the shared `transition` decides, this
 * applies it atomically — compare-and-set on the stage it read, the timeline row, the ready time,
 * the refund owed and the diner's mail in one transaction — then sends the refund and tells every
 * live screen. A lost race answers 409 with the module's message for the stage found.
 */
export interface TransitionRequest {
  /** The public order id (TV-...). */
  orderId: string;
  action: OrderAction;
  actor: { kind: OrderActor; userId: string };
  estimate?: unknown;
  reason?: unknown;
}

export interface StagesContext extends OrdersContext {
  stages: StageRepository;
}

const refusalCodes: Record<TransitionRefusal['code'], ErrorCode> = {
  not_allowed: 'conflict',
  forbidden: 'forbidden',
  invalid_input: 'invalid',
};

const refusalError = (refusal: TransitionRefusal) =>
  new AppError(refusalCodes[refusal.code], refusal.message);

const delay = (ms: number) =>
  new Promise<null>((resolve) => setTimeout(() => resolve(null), ms).unref());

async function findFor(ctx: StagesContext, request: TransitionRequest): Promise<OrderRow> {
  const row = await ctx.repo.findByOrderId(request.orderId);
  // A diner asking about someone else's order hears what a missing one answers: ids reveal nothing.
  if (!row || (request.actor.kind === 'diner' && row.userId !== request.actor.userId))
    throw new AppError('not_found', orderTexts.notFound);
  return row;
}

/** Applies one step; answers the order as it now is. */
export async function transitionOrder(
  ctx: StagesContext,
  request: TransitionRequest,
): Promise<OrderRow> {
  const found = await findFor(ctx, request);
  const now = ctx.clock();
  const input = {
    now,
    timeZone: ctx.config.timeZone,
    estimate: request.estimate,
    reason: request.reason,
  };
  const actorKind = request.actor.kind;
  const decided = transition(found.stage, request.action, actorKind, found.fulfilment, input);
  if (!decided.ok) throw refusalError(decided);
  const changed = await ctx.stages.apply({
    orderRowId: found.id,
    from: found.stage,
    to: decided.next,
    at: now,
    actor: request.actor,
    readyAt: decided.readyAt,
    reason: decided.reason,
    refund: decided.refund ? { leaseUntil: new Date(now.getTime() + REFUND_LEASE_MS) } : undefined,
    mails: async (tx, row) => {
      // A staff order taken without an e-mail address gets no mail.
      if (!decided.mail || !row.email) return [];
      // The diner's own cancel keeps the spec's cancel mail (the refund on its way).
      const message =
        request.actor.kind === 'diner'
          ? orderCanceledMail(mailData(row, 'pending'), ctx.config.appUrl)
          : stageMail({
              row,
              mail: decided.mail,
              now,
              timeZone: ctx.config.timeZone,
              action: dinerOrderAction(ctx, row, {
                label: 'See your order',
                path: '/user/present-orders',
              }),
              reason: decided.reason,
              pickupAddress: ctx.config.pickup.address,
            });
      return ctx.mail.enqueueInTransaction(tx, [message]);
    },
  });
  if (!changed) {
    // Someone moved it first: the module's answer for the stage it is in now.
    const current = (await ctx.repo.findById(found.id)) ?? found;
    const again = transition(current.stage, request.action, actorKind, found.fulfilment, input);
    throw new AppError(
      'conflict',
      again.ok ? orderStageTexts.refusals.already(current.stage) : again.message,
    );
  }
  ctx.mail.deliverSoon(changed.mailIds);
  const event = { userId: dinerOf(changed.row), orderIds: [changed.row.orderId] };
  await publish(ctx, { type: 'order.stage', ...event });
  if (!decided.refund) return changed.row;
  // The spec's lists follow `order.canceled`; the refund goes out under the order's one key.
  await publish(ctx, { type: 'order.canceled', ...event });
  // A staff order has no provider payment to refund (stage-repository.ts refundOf).
  if (!changed.row.paymentId) return changed.row;
  const attempt = track(ctx, attemptRefund(ctx, changed.row));
  return (await Promise.race([attempt, delay(ctx.refundWaitMs)])) ?? changed.row;
}

/** Staff saw a new ticket: its highlight clears on every board. */
export async function acknowledge(
  ctx: StagesContext,
  orderId: string,
  userId: string,
): Promise<OrderRow> {
  const row = await ctx.repo.findByOrderId(orderId);
  if (!row) throw new AppError('not_found', orderTexts.notFound);
  if (await ctx.stages.acknowledge(row.id, userId, ctx.clock())) {
    await publish(ctx, {
      type: 'order.acknowledged',
      userId: dinerOf(row),
      orderIds: [row.orderId],
    });
  }
  return (await ctx.repo.findById(row.id)) ?? row;
}

/** The board's ticket of an order (null once it left the board). */
export function toTicket(
  row: OrderRow & {
    lines: Array<{
      name: string;
      quantity: number;
      choices: Array<{ name: string }>;
      note: string | null;
    }>;
  },
  timeline: TimelineEntry[],
): KitchenTicket | null {
  if (row.stage === 'completed' || row.stage === 'rejected' || row.stage === 'canceled')
    return null;
  return {
    orderId: row.orderId,
    number: row.number,
    stage: row.stage,
    paidAt: row.createdAt.toISOString(),
    fulfilment: row.fulfilment,
    customerName: row.customerName,
    customerPhone: row.customerPhone,
    deliveryAddress: row.deliveryAddress,
    deliveryArea: row.deliveryArea,
    deliveryDirections: row.deliveryDirections,
    lines: row.lines.map((line) => ({
      name: line.name,
      quantity: line.quantity,
      choices: line.choices.map((c) => c.name),
      note: line.note,
    })),
    note: row.note,
    readyAt: row.readyAt ? row.readyAt.toISOString() : null,
    scheduledFor: row.scheduledFor?.toISOString() ?? null,
    prepDueAt: row.prepDueAt?.toISOString() ?? null,
    acknowledged: row.acknowledgedAt !== null,
    timeline,
    unpaid:
      row.awaitingPayment && row.paymentMethod !== 'card_online'
        ? { method: row.paymentMethod, amountMinor: row.totalMinor }
        : null,
  };
}

/** Every active ticket, oldest first. */
export async function board(ctx: StagesContext): Promise<KitchenTicket[]> {
  const rows = await ctx.repo.withLines(await ctx.stages.active());
  const timelines = await ctx.stages.timelines(rows.map((row) => row.id));
  return rows.flatMap((row) => {
    const ticket = toTicket(row, timelines.get(row.id) ?? []);
    return ticket ? [ticket] : [];
  });
}

/** One order's ticket (the board refetches a single one on an event). */
export async function ticketOf(ctx: StagesContext, orderId: string): Promise<KitchenTicket | null> {
  const row = await ctx.repo.findByOrderId(orderId);
  if (!row) throw new AppError('not_found', orderTexts.notFound);
  const timelines = await ctx.stages.timelines([row.id]);
  return toTicket(await ctx.repo.withLinesOf(row), timelines.get(row.id) ?? []);
}
