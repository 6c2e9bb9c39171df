import { z } from 'zod';
import type { Fulfilment } from './fulfilment';
import { orderStageTexts } from './order-stage-texts';
import { parseEstimate, readyAt } from './ready-time';

/**
 * The order's stages and every rule of moving between them, in one pure module the server and the
 * browser share (docs/decisions/028-order-stages.md). No database, no clock of its own:
 * the caller passes the stage it read, who acts, and the time and zone for an estimate.
 *
 *   new -> accepted -> preparing -> ready -> out_for_delivery -> completed   (delivery)
 *   new -> accepted -> preparing -> ready -> completed                       (pickup)
 *   scheduled -> new (the system, when its preparation is due)
 *   scheduled | new -> rejected (staff, with a reason) | canceled (the diner, no reason)
 *   accepted | preparing | ready | out_for_delivery -> canceled (staff, with a reason)
 *
 * "Rejected" means the restaurant never took the order on; "Canceled" means it was stopped after
 * that, or by the diner before it. Both refund everything paid, items and delivery fee.
 */

export const ORDER_STAGES = [
  'scheduled',
  'new',
  'accepted',
  'preparing',
  'ready',
  'out_for_delivery',
  'completed',
  'rejected',
  'canceled',
] as const;
export type OrderStage = (typeof ORDER_STAGES)[number];

/** Stages of an order the kitchen still works on, in the order it moves through them. */
export const ACTIVE_STAGES = [
  'scheduled',
  'new',
  'accepted',
  'preparing',
  'ready',
  'out_for_delivery',
] as const;
export type ActiveStage = (typeof ACTIVE_STAGES)[number];

export const ORDER_ACTIONS = [
  'release',
  'accept',
  'start_preparing',
  'mark_ready',
  'send_out',
  'complete',
  'reject',
  'cancel',
] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

/**
 * `system` records what nobody clicked (the payment that made an order New or Scheduled); the only
 * stage it moves is `release`: a Scheduled order becomes New when its preparation is due.
 */
export const ORDER_ACTORS = ['diner', 'staff', 'system'] as const;
export type OrderActor = (typeof ORDER_ACTORS)[number];

/** The mail a transition sends the diner (the refunded amount and the estimate come with it). */
export type StageMail = 'accepted' | 'ready' | 'out_for_delivery' | 'rejected' | 'canceled';

export const STAGE_REASON_MIN = 3;
export const STAGE_REASON_MAX = 200;
/** The reason staff give for rejecting or canceling: the diner reads it in the mail. */
export const stageReasonSchema = z
  .string()
  .trim()
  .min(STAGE_REASON_MIN, orderStageTexts.refusals.reasonNeeded)
  .max(STAGE_REASON_MAX, orderStageTexts.refusals.reasonNeeded);

export interface TransitionInput {
  /** The moment of the change and the restaurant's zone: a clock-time estimate needs both. */
  now: Date;
  timeZone: string;
  /** For `accept`: `{ minutes }` or `{ at: 'HH:mm' }` (ready-time.ts), as it came over the wire. */
  estimate?: unknown;
  /** For staff `reject` and `cancel`. */
  reason?: unknown;
}

export type TransitionRefusal = {
  ok: false;
  /** not_allowed: 409 (wrong stage); forbidden: 403 (wrong actor); invalid_input: 400. */
  code: 'not_allowed' | 'forbidden' | 'invalid_input';
  message: string;
};

export type TransitionResult =
  | {
      ok: true;
      next: OrderStage;
      /** A full refund (items and delivery fee) is owed. */
      refund: boolean;
      mail: StageMail | null;
      /** `accept`: when the order should be ready. */
      readyAt?: Date;
      /** Staff `reject`/`cancel`: the reason, trimmed. */
      reason?: string;
    }
  | TransitionRefusal;

export function isTerminal(stage: OrderStage): boolean {
  return stage === 'completed' || stage === 'rejected' || stage === 'canceled';
}

export function isActive(stage: OrderStage): stage is ActiveStage {
  return !isTerminal(stage);
}

type ForwardAction = Exclude<OrderAction, 'reject' | 'cancel'>;

/** The stage each forward step starts from and leads to: one step at a time, none skipped. */
function forwardStep(
  action: ForwardAction,
  fulfilment: Fulfilment,
): { from: OrderStage; to: OrderStage; mail: StageMail | null } {
  switch (action) {
    case 'release':
      return { from: 'scheduled', to: 'new', mail: null };
    case 'accept':
      return { from: 'new', to: 'accepted', mail: 'accepted' };
    case 'start_preparing':
      return { from: 'accepted', to: 'preparing', mail: null };
    case 'mark_ready':
      // A delivery order's diner hears when it leaves, not when it waits for the rider.
      return { from: 'preparing', to: 'ready', mail: fulfilment === 'pickup' ? 'ready' : null };
    case 'send_out':
      return { from: 'ready', to: 'out_for_delivery', mail: 'out_for_delivery' };
    case 'complete':
      return {
        from: fulfilment === 'delivery' ? 'out_for_delivery' : 'ready',
        to: 'completed',
        mail: null,
      };
  }
}

const refuse = (code: TransitionRefusal['code'], message: string): TransitionRefusal => ({
  ok: false,
  code,
  message,
});

/** Stages the restaurant has not taken on yet: rejected (not canceled) by staff, canceled by the diner. */
const NOT_TAKEN_ON: readonly OrderStage[] = ['scheduled', 'new'];

/** A staff stop (reject or cancel) with its reason, which the diner reads: a full refund. */
function stopWithReason(next: 'rejected' | 'canceled', reason: unknown): TransitionResult {
  const parsed = stageReasonSchema.safeParse(reason);
  if (!parsed.success) return refuse('invalid_input', orderStageTexts.refusals.reasonNeeded);
  return { ok: true, next, refund: true, mail: next, reason: parsed.data };
}

/**
 * Whether `actor` may apply `action` to an order in `stage`, and what follows. Refusals are
 * checked from the most to the least final: a finished order, then who acts, then fulfilment,
 * then the stage, then the input.
 */
export function transition(
  stage: OrderStage,
  action: OrderAction,
  actor: OrderActor,
  fulfilment: Fulfilment,
  input: TransitionInput,
): TransitionResult {
  const refusals = orderStageTexts.refusals;
  if (isTerminal(stage)) return refuse('not_allowed', refusals.already(stage));
  if (action === 'release') {
    if (actor !== 'system') return refuse('forbidden', refusals.releaseIsAutomatic);
  } else if (actor === 'system') return refuse('forbidden', refusals.systemCannotAct);
  if (actor === 'diner') {
    if (action !== 'cancel') return refuse('forbidden', refusals.onlyRestaurant[action]);
    if (!NOT_TAKEN_ON.includes(stage)) return refuse('not_allowed', refusals.dinerCancelTooLate);
    return { ok: true, next: 'canceled', refund: true, mail: 'canceled' };
  }
  if (action === 'send_out' && fulfilment === 'pickup') {
    return refuse('not_allowed', refusals.pickupNotSentOut);
  }
  if (action === 'reject') {
    if (!NOT_TAKEN_ON.includes(stage))
      return refuse('not_allowed', refusals.rejectAfterAccept(stage));
    return stopWithReason('rejected', input.reason);
  }
  if (action === 'cancel') {
    if (NOT_TAKEN_ON.includes(stage)) return refuse('not_allowed', refusals.cancelNewOrder(stage));
    return stopWithReason('canceled', input.reason);
  }
  const step = forwardStep(action, fulfilment);
  if (stage !== step.from) {
    const message =
      stage === step.to ? refusals.already(stage) : refusals.wrongStage[action](stage, fulfilment);
    return refuse('not_allowed', message);
  }
  if (action !== 'accept') return { ok: true, next: step.to, refund: false, mail: step.mail };
  const estimate = parseEstimate(input.estimate);
  if (!estimate.ok) return refuse('invalid_input', estimate.message);
  const ready = readyAt(input.now, estimate.estimate, input.timeZone);
  if (!ready.ok) return refuse('invalid_input', ready.message);
  return { ok: true, next: step.to, refund: false, mail: step.mail, readyAt: ready.at };
}

/**
 * The back office's one-click "Mark as delivered" (the spec's shortcut past the kitchen's steps):
 * allowed from any stage the kitchen has the order in, never from Scheduled, whose time (later
 * today or another day) has not come. Finished orders are the caller's to answer.
 */
export function markDeliveredShortcut(stage: OrderStage): { ok: true } | TransitionRefusal {
  if (stage === 'scheduled')
    return refuse('not_allowed', orderStageTexts.refusals.scheduledNotDelivered);
  return { ok: true };
}
