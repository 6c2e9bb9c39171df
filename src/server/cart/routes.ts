import type { Config } from '@server/config';
import { AppError } from '@server/errors';
import { preparedSerializerCompiler } from '@server/http/fast-serializer';
import { errorResponses } from '@server/http/responses';
import {
  addToCartSchema,
  cartLineParamsSchema,
  cartTexts,
  cartViewSchema,
  setQuantitySchema,
  summarizeCart,
} from '@shared/cart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { cartOwnerForAdding, cartOwnerOf } from './guest-cookie';
import { createGuestCartSweep } from './guest-sweep';
import type { CartService } from './service';

const errors = errorResponses(400, 401, 403, 404, 409);

/**
 * The diner's cart: the signed-in customer's, or a guest's bound to a cookie
 * (docs/decisions/031-guest-checkout.md). Every answer is the whole cart, so the browser has one
 * truth.
 */
export function cartRoutes(cart: CartService, config: Config) {
  const empty = () => summarizeCart([], cart.currency);
  return async function register(root: FastifyInstance) {
    const app = root.withTypeProvider<ZodTypeProvider>();
    const tags = ['Cart'];
    // Abandoned guest carts are dropped while the app runs (docs/decisions/031-guest-checkout.md).
    const sweep = createGuestCartSweep(() => cart.pruneGuestCarts(), root.log);
    app.addHook('onReady', async () => sweep.start());
    app.addHook('onClose', async () => {
      sweep.stop();
      await sweep.idle();
    });
    const security = [{ session: [] }];
    const changeSecurity = [{ session: [], csrf: [] }];

    app.get(
      '/api/cart',
      {
        // Read by every page (the badge): no zod check of our own answer, and a cached view is
        // serialised once (see fast-serializer.ts).
        serializerCompiler: preparedSerializerCompiler,
        schema: {
          tags,
          security,
          summary: 'The cart: lines priced from the menu, the dish count and the subtotal (kobo)',
          response: { 200: cartViewSchema, ...errorResponses(401, 403) },
        },
      },
      // Not async: a cart this process has priced already is answered without a promise.
      (request, reply) => {
        const owner = cartOwnerOf(request);
        reply.header('cache-control', 'no-store');
        if (!owner) return empty();
        // Signed in on PostgreSQL: the revision read with the session says which copy is current.
        const revision = 'userId' in owner ? request.cartRevision : null;
        return cart.viewNow(owner, revision) ?? cart.view(owner, revision);
      },
    );

    app.post(
      '/api/cart/items',
      {
        schema: {
          tags,
          security: changeSecurity,
          summary: 'Add a dish (or raise its quantity when it is already in the cart)',
          description:
            'Only a dish id and a quantity are accepted: the price always comes from the menu.',
          body: addToCartSchema,
          response: { 201: cartViewSchema, ...errors, ...errorResponses(503) },
        },
      },
      async (request, reply) => {
        const owner = cartOwnerForAdding(request, reply, config);
        return reply.status(201).send(await cart.add(owner, request.body));
      },
    );

    app.patch(
      '/api/cart/items/:lineId',
      {
        schema: {
          tags,
          security: changeSecurity,
          summary: 'Set the quantity of a line (1 to 99)',
          params: cartLineParamsSchema,
          body: setQuantitySchema,
          response: { 200: cartViewSchema, ...errors },
        },
      },
      async (request) => {
        const owner = cartOwnerOf(request);
        if (!owner) throw new AppError('not_found', cartTexts.lineNotFound);
        return cart.setQuantity(owner, request.params.lineId, request.body.quantity);
      },
    );

    app.post(
      '/api/cart/accept-prices',
      {
        schema: {
          tags,
          security: changeSecurity,
          summary: 'Accept the current prices of lines whose price changed since they were added',
          description:
            "Records today's unit price of each line as seen by the diner; payment is refused " +
            'while a line has a price change that was not accepted.',
          response: { 200: cartViewSchema, ...errorResponses(401, 403) },
        },
      },
      async (request) => {
        const owner = cartOwnerOf(request);
        return owner ? cart.acceptPrices(owner) : empty();
      },
    );

    app.delete(
      '/api/cart/items/:lineId',
      {
        schema: {
          tags,
          security: changeSecurity,
          summary: 'Remove a line from the cart',
          params: cartLineParamsSchema,
          response: { 200: cartViewSchema, ...errors },
        },
      },
      async (request) => {
        const owner = cartOwnerOf(request);
        if (!owner) throw new AppError('not_found', cartTexts.lineNotFound);
        return cart.remove(owner, request.params.lineId);
      },
    );
  };
}
