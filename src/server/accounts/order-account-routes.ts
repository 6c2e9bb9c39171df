import type { Config } from '@server/config';
import { AppError } from '@server/errors';
import { errorResponses } from '@server/http/responses';
import {
  orderAccountInputSchema,
  orderAccountResponseSchema,
  orderLinkParamsSchema,
  orderLinkTexts,
} from '@shared/order-links';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { OrderAccounts } from './order-account';
import { SESSION_COOKIE, type SignInHook } from './routes';

/**
 * "Create an account" on a guest's order page: the account is made with the
 * order's e-mail, the order joins it and the guest is signed in, as after sign-in (the guest cart
 * joins the account too). A signed-in diner joins an order with POST …/join (orders domain).
 */
export function orderAccountRoutes(
  orderAccounts: OrderAccounts,
  config: Config,
  onCustomerSignIn: SignInHook,
) {
  return async function register(root: FastifyInstance) {
    const app = root.withTypeProvider<ZodTypeProvider>();
    app.post(
      '/api/orders/by-link/:token/account',
      {
        schema: {
          tags: ['Accounts'],
          summary:
            "Create an account from a guest's order page: the order's e-mail (verified by its mailed link), a name and a password; the order joins it and the guest is signed in (409 when the e-mail already has an account)",
          params: orderLinkParamsSchema,
          body: orderAccountInputSchema,
          response: {
            201: orderAccountResponseSchema,
            ...errorResponses(400, 403, 404, 409, 429),
          },
        },
      },
      async (request, reply) => {
        if (request.user) throw new AppError('forbidden', orderLinkTexts.signedInAlready);
        const client = { ip: request.ip, userAgent: request.headers['user-agent'] };
        const { user, token } = await orderAccounts.create(
          request.params.token,
          request.body,
          client,
        );
        reply.setCookie(SESSION_COOKIE, token, {
          path: '/',
          httpOnly: true,
          sameSite: 'lax',
          secure: config.isProduction,
          maxAge: Math.floor(config.sessionTtlMs / 1000),
        });
        await onCustomerSignIn(request, reply, user.id);
        return reply.status(201).send({ user, message: orderLinkTexts.accountCreated });
      },
    );
  };
}
