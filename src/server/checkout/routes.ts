import { requireCustomer } from '@server/accounts';
import { rateLimit } from '@server/http/rate-limit';
import { errorResponses } from '@server/http/responses';
import type { RateLimiter } from '@server/platform/rate-limit';
import {
  addressInputSchema,
  addressListSchema,
  addressParamsSchema,
  addressSchema,
  checkoutSummaryQuerySchema,
  checkoutSummarySchema,
  checkoutTexts,
  deliveryInputSchema,
  deliveryViewSchema,
  paymentParamsSchema,
  paymentResponseSchema,
  startedPaymentSchema,
  startPaymentSchema,
} from '@shared/checkout';
import { latePaymentTexts, pendingTransferListSchema } from '@shared/late-payments';
import { okSchema } from '@shared/schemas/auth';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CheckoutService } from './service';

const addressAnswerSchema = z.object({ address: addressSchema, message: z.string() });
const errors = errorResponses(400, 401, 402, 403, 404, 409, 429, 503);

/** Starting a payment talks to the provider: a customer gets plenty of tries, a script does not. */
const START_LIMIT = { limit: 30, windowMs: 3600_000 };

export function checkoutRoutes(checkout: CheckoutService, limiter: RateLimiter) {
  return async function register(root: FastifyInstance) {
    const app = root.withTypeProvider<ZodTypeProvider>();
    const tags = ['Checkout'];
    const noStore = { 'cache-control': 'no-store' };

    app.get(
      '/api/checkout',
      {
        schema: {
          tags,
          summary:
            'The order summary: cart lines at server prices, the delivery zone terms of the chosen address (fee, minimum, estimate, or why not), total, payment provider',
          querystring: checkoutSummaryQuerySchema,
          response: { 200: checkoutSummarySchema, ...errors },
        },
      },
      async (request, reply) => {
        reply.headers(noStore);
        return checkout.summary(requireCustomer(request), request.query.addressId);
      },
    );

    app.get(
      '/api/checkout/addresses',
      {
        schema: {
          tags,
          summary: "The customer's saved delivery addresses, newest first",
          response: { 200: addressListSchema, ...errors },
        },
      },
      async (request, reply) => {
        reply.headers(noStore);
        return { addresses: await checkout.listAddresses(requireCustomer(request)) };
      },
    );

    app.post(
      '/api/checkout/addresses',
      {
        schema: {
          tags,
          summary: 'Save a delivery address (5 to 200 characters) with a phone number',
          body: addressInputSchema,
          response: { 201: z.object({ address: addressSchema, message: z.string() }), ...errors },
        },
      },
      async (request, reply) => {
        const address = await checkout.addAddress(requireCustomer(request), request.body);
        return reply.status(201).send({ address, message: checkoutTexts.addressAdded });
      },
    );

    app.patch(
      '/api/checkout/addresses/:id',
      {
        schema: {
          tags,
          summary:
            'Edit a saved address: the same rules as saving one (text, phone, area or postcode)',
          params: addressParamsSchema,
          body: addressInputSchema,
          response: { 200: addressAnswerSchema, ...errors },
        },
      },
      async (request) => {
        const user = requireCustomer(request);
        const address = await checkout.updateAddress(user, request.params.id, request.body);
        return { address, message: checkoutTexts.addressUpdated };
      },
    );

    app.put(
      '/api/checkout/addresses/:id/default',
      {
        schema: {
          tags,
          summary:
            'Make a saved address the default, the one checkout preselects; the previous default stops being it',
          params: addressParamsSchema,
          response: { 200: addressAnswerSchema, ...errors },
        },
      },
      async (request) => {
        const user = requireCustomer(request);
        const address = await checkout.makeDefaultAddress(user, request.params.id);
        return { address, message: checkoutTexts.addressMadeDefault };
      },
    );

    app.delete(
      '/api/checkout/addresses/:id',
      {
        schema: {
          tags,
          summary: 'Remove a saved address; when it was the default, the newest left becomes it',
          params: addressParamsSchema,
          response: { 200: okSchema, ...errors },
        },
      },
      async (request) => {
        await checkout.removeAddress(requireCustomer(request), request.params.id);
        return { ok: true as const, message: checkoutTexts.addressRemoved };
      },
    );

    app.get(
      '/api/checkout/delivery',
      {
        schema: {
          tags,
          summary: 'The chosen delivery option (or null)',
          response: { 200: deliveryViewSchema, ...errors },
        },
      },
      async (request, reply) => {
        reply.headers(noStore);
        return { option: await checkout.deliveryOption(requireCustomer(request)) };
      },
    );

    app.put(
      '/api/checkout/delivery',
      {
        schema: {
          tags,
          summary: 'Choose Home Delivery or Pickup Station',
          body: deliveryInputSchema,
          response: { 200: deliveryViewSchema.extend({ message: z.string() }), ...errors },
        },
      },
      async (request) => {
        const option = await checkout.saveDeliveryOption(
          requireCustomer(request),
          request.body.option,
        );
        return { option, message: checkoutTexts.deliveryUpdated };
      },
    );

    app.post(
      '/api/checkout/payments',
      {
        schema: {
          tags,
          summary:
            'Start paying for the current cart: a pending payment and the provider transaction to open',
          body: startPaymentSchema,
          response: { 201: startedPaymentSchema, ...errors },
        },
        preHandler: rateLimit({
          limiter,
          rule: START_LIMIT,
          key: (request) => `checkout:start:${requireCustomer(request).id}`,
          message: 'Too many payment attempts. Please wait a while and try again.',
        }),
      },
      async (request, reply) => {
        const user = requireCustomer(request);
        return reply.status(201).send(await checkout.startPayment(user, request.body));
      },
    );

    app.get(
      '/api/checkout/payments/:reference',
      {
        schema: {
          tags,
          summary: 'One of your payments: its status and the orders it paid for',
          params: paymentParamsSchema,
          response: { 200: paymentResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        reply.headers(noStore);
        return {
          payment: await checkout.payment(requireCustomer(request), request.params.reference),
        };
      },
    );

    app.get(
      '/api/checkout/transfers',
      {
        schema: {
          tags,
          summary: 'Your bank transfers still awaiting the bank (the provider is asked)',
          response: { 200: pendingTransferListSchema, ...errors },
        },
      },
      async (request, reply) => {
        reply.headers(noStore);
        return { transfers: await checkout.pendingTransfers(requireCustomer(request)) };
      },
    );

    app.post(
      '/api/checkout/payments/:reference/abandon',
      {
        schema: {
          tags,
          summary:
            'Pay another way: stop waiting for this bank transfer (if it still clears, it is recorded or refunded)',
          params: paymentParamsSchema,
          response: { 200: okSchema, ...errors },
        },
      },
      async (request) => {
        await checkout.abandonTransfer(requireCustomer(request), request.params.reference);
        return { ok: true as const, message: latePaymentTexts.abandoned };
      },
    );

    app.post(
      '/api/checkout/payments/:reference/verify',
      {
        schema: {
          tags,
          summary:
            'After the popup reports success: the server verifies with the provider and records payment and orders once',
          params: paymentParamsSchema,
          response: { 200: paymentResponseSchema, ...errors },
        },
      },
      async (request) => ({
        payment: await checkout.confirmPayment(requireCustomer(request), request.params.reference),
      }),
    );
  };
}
