import { guestCartOf } from '@server/cart';
import { AppError } from '@server/errors';
import { rateLimit } from '@server/http/rate-limit';
import { errorResponses } from '@server/http/responses';
import type { RateLimiter } from '@server/platform/rate-limit';
import { checkoutSummarySchema, paymentParamsSchema, startedPaymentSchema } from '@shared/checkout';
import {
  guestCheckoutTexts,
  guestPaymentResponseSchema,
  guestStartPaymentSchema,
  guestSummaryQuerySchema,
  guestWhenQuerySchema,
} from '@shared/guest-checkout';
import { latePaymentTexts, pendingTransferListSchema } from '@shared/late-payments';
import { whenOptionsSchema } from '@shared/scheduled-orders';
import { okSchema } from '@shared/schemas/auth';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { CheckoutService } from './service';

const errors = errorResponses(400, 402, 403, 404, 409, 429, 503);

/**
 * Starting a payment talks to the provider. Per guest cart as many tries as a signed-in diner
 * gets; per address more (several guests may share one), but a script minting cookies stops there.
 */
export const GUEST_START_LIMITS = {
  cart: { limit: 30, windowMs: 3600_000 },
  address: { limit: 60, windowMs: 3600_000 },
};

/**
 * The guest's cart from the cookie (null: none yet). A signed-in diner checks out from the
 * account (their guest cart joined it at sign-in) and staff have no cart: both refused.
 */
function guestOf(request: FastifyRequest) {
  if (request.user) throw new AppError('forbidden', guestCheckoutTexts.signedIn);
  return guestCartOf(request);
}

/** Guest checkout: the signed-in checkout's routes for a cookie's cart. */
export function guestCheckoutRoutes(checkout: CheckoutService, limiter: RateLimiter) {
  return async function register(root: FastifyInstance) {
    const app = root.withTypeProvider<ZodTypeProvider>();
    const tags = ['Checkout'];
    const noStore = { 'cache-control': 'no-store' };

    app.get(
      '/api/checkout/guest',
      {
        schema: {
          tags,
          summary:
            "A guest's order summary: the cookie's cart at server prices, and for delivery the zone terms of the area typed (fee, minimum, estimate, or why not)",
          querystring: guestSummaryQuerySchema,
          response: { 200: checkoutSummarySchema, ...errors },
        },
      },
      async (request, reply) => {
        reply.headers(noStore);
        return checkout.guestSummary(guestOf(request), request.query);
      },
    );

    app.get(
      '/api/checkout/guest/when',
      {
        schema: {
          tags,
          summary:
            'When a guest\'s order can be ready: "as soon as possible" (or why not) and the slots',
          querystring: guestWhenQuerySchema,
          response: { 200: whenOptionsSchema, ...errors },
        },
      },
      async (request, reply) => {
        reply.headers(noStore);
        guestOf(request);
        return checkout.guestWhenOptions(request.query.fulfilment);
      },
    );

    app.post(
      '/api/checkout/guest/payments',
      {
        schema: {
          tags,
          summary:
            "Start a guest's payment for the cookie's cart: name, e-mail, phone, the address and area for delivery; the same rules as a signed-in checkout",
          body: guestStartPaymentSchema,
          response: { 201: startedPaymentSchema, ...errors },
        },
        preHandler: [
          rateLimit({
            limiter,
            rule: GUEST_START_LIMITS.cart,
            key: (request) =>
              `checkout:guest:${guestOf(request)?.guestKey ?? `none:${request.ip}`}`,
            message: guestCheckoutTexts.tooManyStarts,
          }),
          rateLimit({
            limiter,
            rule: GUEST_START_LIMITS.address,
            key: (request) => `checkout:guest-ip:${request.ip}`,
            message: guestCheckoutTexts.tooManyStarts,
          }),
        ],
      },
      async (request, reply) =>
        reply.status(201).send(await checkout.startGuestPayment(guestOf(request), request.body)),
    );

    app.get(
      '/api/checkout/guest/payments/:reference',
      {
        schema: {
          tags,
          summary:
            "One of the guest's payments: its status and, once recorded, the page of each order it paid for",
          params: paymentParamsSchema,
          response: { 200: guestPaymentResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        reply.headers(noStore);
        return checkout.guestPayment(guestOf(request), request.params.reference);
      },
    );

    app.post(
      '/api/checkout/guest/payments/:reference/verify',
      {
        schema: {
          tags,
          summary:
            "After the popup reports success: the server verifies a guest's payment with the provider and records it once; the answer names the order's page",
          params: paymentParamsSchema,
          response: { 200: guestPaymentResponseSchema, ...errors },
        },
      },
      async (request) => checkout.confirmGuestPayment(guestOf(request), request.params.reference),
    );

    app.get(
      '/api/checkout/guest/transfers',
      {
        schema: {
          tags,
          summary: "The guest's bank transfers still awaiting the bank (the provider is asked)",
          response: { 200: pendingTransferListSchema, ...errors },
        },
      },
      async (request, reply) => {
        reply.headers(noStore);
        return { transfers: await checkout.guestPendingTransfers(guestOf(request)) };
      },
    );

    app.post(
      '/api/checkout/guest/payments/:reference/abandon',
      {
        schema: {
          tags,
          summary: "Pay another way: stop waiting for a guest's bank transfer",
          params: paymentParamsSchema,
          response: { 200: okSchema, ...errors },
        },
      },
      async (request) => {
        await checkout.abandonGuestTransfer(guestOf(request), request.params.reference);
        return { ok: true as const, message: latePaymentTexts.abandoned };
      },
    );
  };
}
