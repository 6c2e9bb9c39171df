import { z } from 'zod';

/**
 * The back office's "Needs attention" list: money the owner must look at. A union of item kinds,
 * each saying what happened and what the owner must do; other kinds (e.g. order refunds the
 * provider has not settled) join the union with their own fields.
 */

export const attentionTexts = {
  title: 'Needs attention',
  empty: 'Nothing needs your attention.',
  loadError: 'We could not load what needs your attention.',
  whatHappened: 'What happened',
  whatToDo: 'What to do',
  reference: 'Payment reference',
  customer: 'Customer',
  amount: 'Amount',
  refundStatus: 'Refund',
  lateRecordedHappened:
    'The payment was confirmed by the provider after the checkout had closed. The cart still matched and every dish was on sale, so the order was recorded then.',
  lateRecordedTodo:
    'Check the kitchen has the order: the customer may have been told the payment failed. Nothing else to do.',
  lateRefundedHappened: (reason: string) =>
    `The payment was confirmed by the provider after the checkout had closed and could not be recorded (${reason}). It is refunded in full automatically; the customer was e-mailed.`,
  lateRefundedTodo:
    'Nothing while the refund is on its way. If it stays here for more than a day, contact the payment provider with the reference.',
  refundOwedHappened: (reason: string) =>
    `The provider took money for a payment we refused to record (${reason}). The refund has not reached the diner yet.`,
  refundOwedTodo:
    'The refund is retried automatically. If it stays here for more than a day, refund it from the payment provider’s dashboard with the reference.',
  refundStuckHappened: (status: string, message: string | null) =>
    `A refund is not finished at the payment provider: ${status}${message ? ` (${message})` : ''}.`,
  refundStuckTodo:
    'It is checked with the provider automatically. If the provider needs the customer’s bank details, or it stays here for more than a day, settle it from the payment provider’s dashboard with the reference.',
  kinds: {
    late_payment_recorded: 'Late payment, recorded',
    late_payment_refunded: 'Late payment, refunded',
    refund_owed: 'Refund not yet with the diner',
    refund_stuck: 'Refund not finished at the provider',
  },
  refundStates: {
    none: 'not started',
    requested: 'being requested',
    pending: 'processing at the provider',
    failed: 'failed, will retry',
    refunded: 'refunded',
  } as Record<string, string>,
} as const;

const common = {
  /** The payment's reference (what the owner gives the provider). */
  reference: z.string(),
  customerEmail: z.string(),
  customerName: z.string(),
  amountMinor: z.number().int(),
  currency: z.string(),
  /** When it happened (ISO). */
  at: z.string(),
  whatHappened: z.string(),
  whatToDo: z.string(),
};

export const attentionItemSchema = z.discriminatedUnion('kind', [
  /** Paid after we had closed the payment, and recorded as orders. */
  z.object({ kind: z.literal('late_payment_recorded'), ...common }),
  /** Paid after we had closed the payment, not recordable: refunded in full automatically. */
  z.object({
    kind: z.literal('late_payment_refunded'),
    ...common,
    refundStatus: z.string(),
  }),
  /** A payment refused on time (wrong amount, cart changed) whose refund has not gone through. */
  z.object({ kind: z.literal('refund_owed'), ...common, refundStatus: z.string() }),
  /** A refund (e.g. of a canceled order) with no answer yet, or one the provider needs help with. */
  z.object({ kind: z.literal('refund_stuck'), ...common, refundStatus: z.string() }),
]);
export type AttentionItem = z.infer<typeof attentionItemSchema>;
export type AttentionKind = AttentionItem['kind'];

export const attentionListSchema = z.object({ items: z.array(attentionItemSchema) });
export type AttentionList = z.infer<typeof attentionListSchema>;
