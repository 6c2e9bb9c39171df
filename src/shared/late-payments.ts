import { z } from 'zod';
import { formatMoney } from './money';

/**
 * Payments that end after the checkout: a payment the provider confirms only after the store had
 * closed it (recorded when the cart still matches, otherwise refunded in full), and a bank
 * transfer still awaiting the bank (shown on the checkout and the orders page; no second payment
 * while it waits, unless the diner abandons it).
 */
export const latePaymentTexts = {
  lateCartChanged:
    'Your payment arrived after this checkout had closed, and your cart had changed since, so nothing was recorded. The full amount is being refunded.',
  lateDishUnavailable:
    'Your payment arrived after this checkout had closed, and a dish in it is no longer on sale, so nothing was recorded. The full amount is being refunded.',
  abandonedByDiner:
    'You chose to pay another way. If the bank transfer still arrives, your order is recorded if your cart still holds the same dishes; otherwise the money is refunded in full.',
  transferStillPending: (amountMinor: number, currency: string, reference: string) =>
    `A bank transfer of ${formatMoney(amountMinor, currency)} (reference ${reference}) is still awaiting your bank. Wait for it to clear, or choose "Pay another way" to abandon it before paying again.`,
  notAwaiting: 'This payment is no longer awaiting a bank transfer.',
  awaitingTitle: 'Awaiting your bank transfer',
  awaitingBody: (amountMinor: number, currency: string, reference: string) =>
    `We are waiting for your bank to confirm your transfer of ${formatMoney(amountMinor, currency)} (reference ${reference}). Your order appears under your orders as soon as it does.`,
  payAnotherWay: 'Pay another way',
  payAnotherWayConfirm:
    'Stop waiting for this bank transfer and pay another way? If the transfer still clears, it becomes your order if your cart is unchanged; otherwise it is refunded in full.',
  keepWaiting: 'Keep waiting',
  abandoned: 'The bank transfer was abandoned. You can pay another way now.',
  ordersAwaiting: 'Awaiting your bank transfer',
  ordersAwaitingLine: (amountMinor: number, currency: string, reference: string) =>
    `${formatMoney(amountMinor, currency)}, reference ${reference}: awaiting your bank transfer.`,
  refundMailSubject: (business: string) => `Your ${business} payment is being refunded`,
  refundMailTitle: 'Your payment is being refunded',
} as const;

/** One of the diner's payments still waiting for their bank to confirm a transfer. */
export const pendingTransferSchema = z.object({
  reference: z.string(),
  amountMinor: z.number().int(),
  currency: z.string(),
  method: z.string(),
  createdAt: z.string(),
});
export type PendingTransfer = z.infer<typeof pendingTransferSchema>;

export const pendingTransferListSchema = z.object({ transfers: z.array(pendingTransferSchema) });
export type PendingTransferList = z.infer<typeof pendingTransferListSchema>;
