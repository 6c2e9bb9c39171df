import { z } from 'zod';
import { orderTexts } from './orders';

/**
 * The order page a receipt links to (issue 17 item 7): `/order/<token>`, the token a signed link
 * (server `ctx.links`, purpose 'guest-order') naming the order, so it opens with no sign-in.
 */
export const orderLinkParamsSchema = z.object({
  token: z
    .string()
    .min(10, orderTexts.notFound)
    .max(400, orderTexts.notFound)
    .regex(/^[A-Za-z0-9_.-]+$/, orderTexts.notFound),
});

export const orderLinkTexts = {
  title: (n: number) => `Order #${n}`,
  lead: 'This page follows your order live. Keep the link from your e-mail to come back to it.',
  notFound: 'This order link is not valid. Open the link in your receipt again.',
  receiptAction: 'Follow your order',
} as const;
