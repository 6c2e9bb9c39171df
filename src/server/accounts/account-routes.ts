import { rateLimit } from '@server/http/rate-limit';
import { errorResponses } from '@server/http/responses';
import type { RateLimiter } from '@server/platform/rate-limit';
import { messages } from '@shared/messages';
import {
  accountExportSchema,
  changePasswordSchema,
  deleteAccountSchema,
  emailChangeSchema,
  profileInputSchema,
  profileSchema,
} from '@shared/schemas/account';
import { okSchema, verifyEmailSchema } from '@shared/schemas/auth';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AccountPage } from './account';
import { requireCustomer } from './guards';
import { SESSION_COOKIE } from './routes';
import type { AccountsService } from './service';

const profileResponse = z.object({ profile: profileSchema });
/** Password checks on the account page: a stolen session cannot guess the password for long. */
const passwordChecks = { limit: 10, windowMs: 15 * 60_000 };

/** /api/account: the signed-in diner's own details, password, data export and deletion. */
export function accountPageRoutes(deps: {
  page: AccountPage;
  accounts: AccountsService;
  limiter: RateLimiter;
}) {
  const { page, accounts, limiter } = deps;
  const checks = rateLimit({
    limiter,
    rule: passwordChecks,
    key: (request) => `account:password:${requireCustomer(request).id}`,
  });
  const sessionIdOf = async (request: FastifyRequest) =>
    (await accounts.liveSession(request.cookies[SESSION_COOKIE]))?.id ?? '';

  return async function register(root: FastifyInstance) {
    const app = root.withTypeProvider<ZodTypeProvider>();
    const tags = ['Account'];

    app.get(
      '/api/account',
      {
        schema: {
          tags,
          summary: "The signed-in diner's details",
          response: { 200: profileResponse, ...errorResponses(401, 403) },
        },
      },
      async (request) => ({ profile: await page.profile(requireCustomer(request)) }),
    );

    app.put(
      '/api/account/profile',
      {
        schema: {
          tags,
          summary: 'Change the name and phone',
          body: profileInputSchema,
          response: { 200: profileResponse, ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => ({
        profile: await page.updateProfile(requireCustomer(request), request.body),
      }),
    );

    app.post(
      '/api/account/password',
      {
        schema: {
          tags,
          summary: 'Change the password (needs the current one); signs out every other session',
          body: changePasswordSchema,
          response: { 200: okSchema, ...errorResponses(400, 401, 403, 429) },
        },
        preHandler: checks,
      },
      async (request) => {
        const user = requireCustomer(request);
        await page.changePassword(user, await sessionIdOf(request), request.body);
        return { ok: true as const, message: messages.account.passwordChanged };
      },
    );

    app.post(
      '/api/account/email',
      {
        schema: {
          tags,
          summary:
            'Change the sign-in address (needs the password): a link goes to the new address; the account moves when it is used',
          body: emailChangeSchema,
          response: { 200: okSchema, ...errorResponses(400, 401, 403, 429) },
        },
        preHandler: checks,
      },
      async (request) => {
        await page.requestEmailChange(requireCustomer(request), request.body);
        return { ok: true as const, message: messages.account.emailChangeSent };
      },
    );

    app.post(
      '/api/auth/email-change/confirm',
      {
        schema: {
          tags,
          summary:
            'Use the link mailed to the new address: the account signs in with it from now on',
          body: verifyEmailSchema,
          response: { 200: okSchema, ...errorResponses(400, 409) },
        },
      },
      async (request) => {
        await page.confirmEmailChange(request.body.token);
        return { ok: true as const, message: messages.account.emailChanged };
      },
    );

    app.get(
      '/api/account/export',
      {
        schema: {
          tags,
          summary: 'Download my data: profile, addresses, orders and reservations as JSON',
          response: { 200: accountExportSchema, ...errorResponses(401, 403) },
        },
      },
      async (request, reply) => {
        const data = await page.exportData(requireCustomer(request));
        reply.header('cache-control', 'no-store');
        reply.header('content-disposition', 'attachment; filename="tavola-my-data.json"');
        return data;
      },
    );

    app.post(
      '/api/account/delete',
      {
        schema: {
          tags,
          summary:
            'Delete my account (needs the password): orders kept without personal data, future bookings canceled, every session ended',
          body: deleteAccountSchema,
          response: { 200: okSchema, ...errorResponses(400, 401, 403, 429) },
        },
        preHandler: checks,
      },
      async (request, reply) => {
        await page.deleteAccount(requireCustomer(request), request.body);
        reply.clearCookie(SESSION_COOKIE, { path: '/' });
        return { ok: true as const, message: messages.account.accountDeleted };
      },
    );
  };
}
