import { z } from 'zod';
import { orderSchema, orderTexts } from './orders';
import { newPasswordSchema, publicUserSchema, usernameSchema } from './schemas/auth';

/**
 * The order page a receipt links to: `/order/<token>`, the token a signed link
 * (server `ctx.links`, purpose 'guest-order') naming the order, so it opens with no sign-in. The
 * guest's browser is sent to the same page after paying by a link that may only view and follow.
 */
export const orderLinkParamsSchema = z.object({
  token: z
    .string()
    .min(10, orderTexts.notFound)
    .max(400, orderTexts.notFound)
    .regex(/^[A-Za-z0-9_.-]+$/, orderTexts.notFound),
});

/**
 * Whether the order may join an account here: 'open' (a guest's order opened by its mailed
 * link), 'receipt_link' (a guest's order opened by the browser's own link: the mailed one is
 * needed, it proves the e-mail address) or 'none' (it is in an account, or a staff order).
 */
export const ACCOUNT_JOINS = ['open', 'receipt_link', 'none'] as const;
export type AccountJoin = (typeof ACCOUNT_JOINS)[number];

/** GET /api/orders/by-link/:token. */
export const orderLinkResponseSchema = z.object({
  order: orderSchema,
  accountJoin: z.enum(ACCOUNT_JOINS),
});
export type OrderLinkResponse = z.infer<typeof orderLinkResponseSchema>;

/** POST /api/orders/by-link/:token/account: the new account's name and password (the e-mail is the order's). */
export const orderAccountInputSchema = z.strictObject({
  username: usernameSchema,
  password: newPasswordSchema,
});
export type OrderAccountInput = z.input<typeof orderAccountInputSchema>;

export const orderAccountResponseSchema = z.object({
  user: publicUserSchema,
  message: z.string(),
});

export const orderJoinResponseSchema = z.object({ ok: z.literal(true), message: z.string() });

export const orderLinkTexts = {
  title: (n: number) => `Order #${n}`,
  lead: 'This page follows your order live. Keep the link from your e-mail to come back to it.',
  /** Right after a guest paid (the browser's own link): where the receipt went. */
  guestLead: (email: string) =>
    `Thank you for your order. Your receipt is on its way to ${email}; its link brings you back to this page, which follows your order live.`,
  notFound: 'This order link is not valid. Open the link in your receipt again.',
  receiptAction: 'Follow your order',
  // Joining an account.
  accountTitle: 'Keep your orders in an account',
  accountLead:
    'Create an account to see this order with your others, order again in a tap and check out faster next time.',
  createAccount: 'Create an account',
  createAccountSubmit: 'Create account and add this order',
  emailOfOrder: 'E-mail (the one on this order)',
  yourName: 'Your name',
  password: 'Password',
  accountCreated: 'Your account is ready and this order is in it.',
  accountExists: 'This e-mail address already has an account. Sign in to add this order to it.',
  signInToJoin: 'Sign in',
  haveAccount: 'Already have an account?',
  joinAsSignedIn: (name: string) => `Signed in as ${name}. Add this order to your account?`,
  join: 'Add to my account',
  joined: 'This order is now in your account.',
  alreadyYours: 'This order is already in your account.',
  joinedElsewhere: 'This order already belongs to an account.',
  notJoinable: 'This order was taken by the restaurant; it cannot be added to an account.',
  receiptLinkNeeded: (email: string) =>
    `To keep this order in an account, open the link in the receipt we sent to ${email}: it shows the address is yours.`,
  mailedLinkOnly:
    'Open the link in your receipt to add this order to an account: it shows the e-mail address is yours.',
  signedInAlready: 'You are signed in: add this order to your account instead.',
  seeYourOrders: 'See your orders',
} as const;
