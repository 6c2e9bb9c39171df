import { z } from 'zod';
import { FULFILMENTS } from './fulfilment';
import { ACTIVE_STAGES, ORDER_ACTIONS, ORDER_ACTORS, ORDER_STAGES } from './order-stages';

/**
 * The wire shapes of the kitchen board and of stage changes: the rules
 * are in order-stages.ts, the words in order-stage-texts.ts.
 */

/** One stored change of stage, as the timeline shows it (order-stage-views.ts TimelineEntry). */
export const timelineEntrySchema = z.object({
  stage: z.enum(ORDER_STAGES),
  at: z.string(),
  actor: z.enum(ORDER_ACTORS),
  reason: z.string().optional(),
  estimateReadyAt: z.string().optional(),
});

/** What the order views add for the stages (additive fields of the order). */
export const orderStageFieldsSchema = z.object({
  stage: z.enum(ORDER_STAGES),
  /** When staff said it would be ready (ISO instant), once accepted. */
  readyAt: z.string().nullable(),
  timeline: z.array(timelineEntrySchema),
});

export const kitchenLineSchema = z.object({
  name: z.string(),
  quantity: z.number().int(),
  /** The picked choices' names ("Large", "Olives") and the diner's note ("well done"). */
  choices: z.array(z.string()),
  note: z.string().nullable(),
});

/** One ticket of the board: an active order with what the cook and the dispatcher need. */
export const kitchenTicketSchema = z.object({
  orderId: z.string(),
  number: z.number().int(),
  stage: z.enum(ACTIVE_STAGES),
  /** When it was paid (ISO): the ticket's age counts from it. */
  paidAt: z.string(),
  fulfilment: z.enum(FULFILMENTS),
  customerName: z.string(),
  customerPhone: z.string(),
  /** Delivery only, as the diner entered it: shown with formatDeliveryAddress. */
  deliveryAddress: z.string().nullable(),
  deliveryArea: z.string().nullable(),
  deliveryDirections: z.string().nullable(),
  lines: z.array(kitchenLineSchema),
  note: z.string().nullable(),
  readyAt: z.string().nullable(),
  /** A scheduled order: the time chosen, and when its preparation is due (ISO). */
  scheduledFor: z.string().nullish(),
  prepDueAt: z.string().nullish(),
  acknowledged: z.boolean(),
  timeline: z.array(timelineEntrySchema),
  /**
   * A phone or counter order not paid yet: how it is to be paid and how much,
   * so whoever hands it over collects the money (or knows a card link is out). Null once paid.
   */
  unpaid: z
    .object({
      method: z.enum(['cash', 'card_terminal', 'payment_link']),
      amountMinor: z.number().int(),
    })
    .nullish(),
});
export type KitchenTicket = z.infer<typeof kitchenTicketSchema>;

export const kitchenBoardSchema = z.object({
  tickets: z.array(kitchenTicketSchema),
  /** The restaurant's zone: every time on the board is on its clock. */
  timeZone: z.string(),
  /** The server's clock when answering, so ages do not depend on the tablet's clock. */
  now: z.string(),
});
export type KitchenBoard = z.infer<typeof kitchenBoardSchema>;

export const kitchenTicketResponseSchema = z.object({ ticket: kitchenTicketSchema.nullable() });

/** A staff step: the estimate (accept) and reason (reject/cancel) are checked by `transition`. */
export const transitionBodySchema = z.strictObject({
  action: z.enum(ORDER_ACTIONS),
  estimate: z
    .union([
      z.strictObject({ minutes: z.number().int() }),
      z.strictObject({ at: z.string().max(10) }),
    ])
    .optional(),
  reason: z.string().max(1000).optional(),
});
export type TransitionBody = z.infer<typeof transitionBodySchema>;

/** The kitchen board's own words (the stage and button words are in order-stage-texts.ts). */
export const kitchenTexts = {
  title: 'Kitchen',
  empty: 'No orders right now.',
  loadError: 'We could not load the board.',
  offline: 'Offline — reconnecting…',
  soundOn: 'Sound on',
  enableSound: 'Enable sound',
  newTicket: 'New!',
  acknowledge: 'Seen',
  print: 'Print ticket',
  age: (minutes: number) => `${minutes} min`,
  pickup: 'Pickup',
  delivery: 'Delivery',
  estimateTitle: (n: number) => `Accept #${n}: ready in`,
  estimateMinutes: (m: number) => `${m} min`,
  estimateAt: 'Or at a time (HH:mm)',
  confirmAccept: 'Accept',
  reasonTitle: (label: string, n: number) => `${label} #${n}`,
  reasonLabel: 'Reason (the diner reads it)',
  confirmStop: (label: string) => `${label} and refund`,
  back: 'Back',
  stepFailed: 'That step did not go through. Try again.',
  /** An unpaid phone or counter order's line on its ticket. */
  collect: (amount: string, fulfilment: 'pickup' | 'delivery') =>
    `Unpaid — collect ${amount} ${fulfilment === 'pickup' ? 'at the counter' : 'on delivery'}`,
  linkOut: 'Unpaid — card payment link sent',
} as const;
