import type { Config } from '@server/config';
import { ensureCsrfToken } from '@server/http/csrf';
import { preparedSerializerCompiler } from '@server/http/fast-serializer';
import { errorResponses } from '@server/http/responses';
import { messages } from '@shared/messages';
import {
  loginSchema,
  okSchema,
  type PublicUser,
  publicUserSchema,
  requestResetSchema,
  resendVerificationSchema,
  resetPasswordSchema,
  type SessionResponse,
  sessionResponseSchema,
  signupSchema,
  verifyEmailSchema,
} from '@shared/schemas/auth';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AccountsService } from './service';

export const SESSION_COOKIE = 'tavola_session';

const userResponse = z.object({ user: publicUserSchema });
const errors = errorResponses(400, 401, 403, 429);

/** Resolves the session cookie to `request.user` for every request. */
export function registerSessionResolution(app: FastifyInstance, accounts: AccountsService) {
  app.decorateRequest('user', null);
  app.decorateRequest('cartRevision', null);
  // Callback style: a session found in memory (embedded database) costs no promise.
  app.addHook('onRequest', (request, _reply, done) => {
    // By the matched route, not the path as spelled (/API/orders reaches the same route).
    if (!request.routeOptions.url?.startsWith('/api/')) return done();
    const token = request.cookies[SESSION_COOKIE];
    const known = accounts.userFromMemory(token);
    if (known !== undefined) {
      request.user = known;
      return done();
    }
    accounts.liveSession(token).then((live) => {
      request.user = live?.user ?? null;
      request.cartRevision = live?.cartRevision ?? null;
      done();
    }, done);
  });
}

/** What other domains do when a customer signs in (the guest cart joins the account's). */
export type SignInHook = (
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
) => Promise<void>;

export function accountsRoutes(
  accounts: AccountsService,
  config: Config,
  onCustomerSignIn: SignInHook = async () => {},
) {
  const clientOf = (request: FastifyRequest) => ({
    ip: request.ip,
    userAgent: request.headers['user-agent'],
  });
  const setSessionCookie = (reply: FastifyReply, token: string) =>
    reply.setCookie(SESSION_COOKIE, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: config.isProduction,
      maxAge: Math.floor(config.sessionTtlMs / 1000),
    });

  /** The last answer of GET /api/auth/session per signed-in user object (see the route). */
  const sessionAnswers = new WeakMap<PublicUser, SessionResponse>();

  return async function register(root: FastifyInstance) {
    const app = root.withTypeProvider<ZodTypeProvider>();
    const tags = ['Accounts'];

    app.get(
      '/api/auth/session',
      {
        // Read by every page: no zod check of our own answer, and the same answer object for
        // the same session is serialised once (see fast-serializer.ts).
        serializerCompiler: preparedSerializerCompiler,
        schema: {
          tags,
          summary: 'The signed-in user (or null) and the CSRF token to send with changes',
          response: { 200: sessionResponseSchema },
        },
      },
      // Not async: nothing to wait for.
      (request, reply) => {
        reply.header('cache-control', 'no-store');
        const csrfToken = ensureCsrfToken(request, reply, config);
        const { user } = request;
        if (!user) return { user, csrfToken, timeZone: config.timeZone };
        // A session served from memory keeps its (frozen) user object: its answer is kept too.
        const known = sessionAnswers.get(user);
        if (known?.csrfToken === csrfToken) return known;
        const answer = Object.freeze({ user, csrfToken, timeZone: config.timeZone });
        sessionAnswers.set(user, answer);
        return answer;
      },
    );

    app.post(
      '/api/auth/signup',
      {
        schema: {
          tags,
          summary:
            'Create a customer account and mail a verification link (the same answer when the address already has an account: its owner is mailed instead)',
          body: signupSchema,
          response: { 201: okSchema, ...errors },
        },
      },
      async (request, reply) => {
        await accounts.signup(request.body, clientOf(request));
        const answer = { ok: true as const, message: messages.auth.signupCheckEmail };
        return reply.status(201).send(answer);
      },
    );

    app.post(
      '/api/auth/login',
      {
        schema: {
          tags,
          summary: 'Customer sign-in (admins are refused here)',
          body: loginSchema,
          response: { 200: userResponse, ...errors },
        },
      },
      async (request, reply) => {
        const { user, token } = await accounts.login(request.body, clientOf(request), 'customer');
        setSessionCookie(reply, token);
        await onCustomerSignIn(request, reply, user.id);
        return { user };
      },
    );

    app.post(
      '/api/auth/admin/login',
      {
        schema: {
          tags,
          summary: 'Admin sign-in (customers are refused here)',
          body: loginSchema,
          response: { 200: userResponse, ...errors },
        },
      },
      async (request, reply) => {
        const { user, token } = await accounts.login(request.body, clientOf(request), 'admin');
        setSessionCookie(reply, token);
        return { user };
      },
    );

    app.post(
      '/api/auth/logout',
      {
        schema: {
          tags,
          summary: 'Sign out: the session is revoked on the server',
          response: { 200: okSchema },
        },
      },
      async (request, reply) => {
        await accounts.logout(request.cookies[SESSION_COOKIE]);
        reply.clearCookie(SESSION_COOKIE, { path: '/' });
        return { ok: true as const };
      },
    );

    app.post(
      '/api/auth/verify-email',
      {
        schema: {
          tags,
          summary: 'Verify an email address with the mailed token',
          body: verifyEmailSchema,
          response: { 200: okSchema, ...errors },
        },
      },
      async (request) => {
        const outcome = await accounts.verifyEmail(request.body.token);
        const message =
          outcome === 'already' ? messages.auth.emailAlreadyVerified : messages.auth.emailVerified;
        return { ok: true as const, message };
      },
    );

    app.post(
      '/api/auth/resend-verification',
      {
        schema: {
          tags,
          summary: 'Mail a new verification link',
          body: resendVerificationSchema,
          response: { 200: okSchema, ...errors },
        },
      },
      async (request) => {
        await accounts.resendVerification(request.body.email, clientOf(request));
        return { ok: true as const };
      },
    );

    app.post(
      '/api/auth/password/forgot',
      {
        schema: {
          tags,
          summary: 'Mail a password reset link (same answer whether or not the account exists)',
          body: requestResetSchema,
          response: { 200: okSchema, ...errors },
        },
      },
      async (request) => {
        await accounts.requestPasswordReset(request.body, clientOf(request));
        return { ok: true as const, message: messages.auth.resetLinkSent };
      },
    );

    app.post(
      '/api/auth/password/reset',
      {
        schema: {
          tags,
          summary: 'Set a new password with the mailed token; signs out every session',
          body: resetPasswordSchema,
          response: { 200: okSchema, ...errors },
        },
      },
      async (request) => {
        await accounts.resetPassword(request.body);
        return { ok: true as const, message: messages.auth.passwordChanged };
      },
    );
  };
}
