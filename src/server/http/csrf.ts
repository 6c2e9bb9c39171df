import { timingSafeEqual } from 'node:crypto';
import type { Config } from '@server/config';
import { AppError } from '@server/errors';
import { newToken } from '@server/platform/tokens';
import { messages } from '@shared/messages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export const CSRF_COOKIE = 'tavola_csrf';
export const CSRF_HEADER = 'x-csrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route is called by another server or a provider's page, not by our web app, and carries
     * its own proof (a signature, an access code): `config: { csrfExempt: true }`.
     */
    csrfExempt?: boolean;
  }
}

const sameToken = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/** Returns the caller's CSRF token, setting the cookie when it has none yet. */
export function ensureCsrfToken(
  request: FastifyRequest,
  reply: FastifyReply,
  config: Config,
): string {
  const existing = request.cookies[CSRF_COOKIE];
  if (existing && /^[\w-]{20,100}$/.test(existing)) return existing;
  const token = newToken();
  reply.setCookie(CSRF_COOKIE, token, {
    path: '/',
    sameSite: 'lax',
    secure: config.isProduction,
    httpOnly: false,
  });
  return token;
}

/**
 * Double-submit protection: every state-changing call must echo the CSRF cookie in a header.
 * Another site can make the browser send our cookies, but it cannot read them to set the header.
 * SameSite=Lax on the session cookie is the second line of defence.
 *
 * The decision never reads the path as spelled: the router matches /API/auth/login,
 * /api/auth/login/ or /api/auth/%6Cogin to the same route (paths are case-blind), so any test on
 * the text of the URL could be walked around. Every unsafe method is checked, whatever its path;
 * only the matched route's own flag exempts.
 */
export function registerCsrfProtection(app: FastifyInstance) {
  // Callback style: on every request, a safe method costs no promise.
  app.addHook('onRequest', (request, _reply, done) => {
    if (SAFE_METHODS.has(request.method)) return done();
    // An unknown path (the not-found route) has no flag, so it is never exempt.
    if (request.routeOptions.config.csrfExempt === true) return done();
    const cookie = request.cookies[CSRF_COOKIE];
    const header = request.headers[CSRF_HEADER];
    if (!cookie || typeof header !== 'string' || !sameToken(cookie, header)) {
      return done(new AppError('forbidden', messages.auth.csrfRejected));
    }
    done();
  });
}
