import { createHash } from 'node:crypto';
import type { Config } from '@server/config';
import { START_AFTER_PAINT_SCRIPT } from '@shared/start-after-paint';
import type { FastifyInstance } from 'fastify';

/** The prerendered pages' one inline script, which starts the app after their first paint. */
const startAfterPaintHash = `'sha256-${createHash('sha256').update(START_AFTER_PAINT_SCRIPT).digest('base64')}'`;

/**
 * The Content-Security-Policy of the storefront: scripts only from our own origin (no inline
 * script but the prerendered pages' start-up one, allowed by its hash), nothing loaded from other
 * hosts, and no page may be framed — except where a route sets its own policy first (the sandbox
 * checkout frame allows our own origin as its parent).
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  `script-src 'self' ${startAfterPaintHash}`,
  // React style attributes (e.g. chart sizes) need inline styles; scripts stay strict.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "frame-src 'self'",
  "frame-ancestors 'none'",
  "form-action 'self'",
  "base-uri 'self'",
  "object-src 'none'",
].join('; ');

/** For answers sent before any hook can run (unreadable paths). */
export const FRAMEWORK_ERROR_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'referrer-policy': 'strict-origin-when-cross-origin',
} as const;

/**
 * `frameSources`: other sites the storefront may frame — the payment provider's checkout may open
 * in a frame of its own site (Paystack's popup). The payments domain names them (app.ts passes
 * them on), so this module knows no provider.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  config: Config,
  frameSources: readonly string[] = [],
) {
  const policy = frameSources.length
    ? CONTENT_SECURITY_POLICY.replace(
        "frame-src 'self'",
        `frame-src 'self' ${frameSources.join(' ')}`,
      )
    : CONTENT_SECURITY_POLICY;
  const common: Record<string, string> = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cross-origin-opener-policy': 'same-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(self)',
  };
  if (config.isProduction)
    common['strict-transport-security'] = 'max-age=31536000; includeSubDomains';
  // The usual answer (no policy of its own): every header at once, worked out here, not per request.
  const usual = { 'content-security-policy': policy, 'x-frame-options': 'DENY', ...common };
  // Callback style: it runs on every answer, and a promise per answer is measurable.
  app.addHook('onSend', (request, reply, payload, done) => {
    // The API viewer sets its own policy (it ships inline bootstrapping).
    const docs = request.url.startsWith('/api/docs');
    if (!docs && !reply.hasHeader('content-security-policy') && !reply.hasHeader('x-frame-options'))
      reply.headers(usual);
    else {
      if (!docs && !reply.hasHeader('content-security-policy'))
        reply.header('content-security-policy', policy);
      if (!reply.hasHeader('x-frame-options') && !docs) {
        const csp = String(reply.getHeader('content-security-policy') ?? '');
        if (csp.includes("frame-ancestors 'none'")) reply.header('x-frame-options', 'DENY');
      }
      reply.headers(common);
    }
    done(null, payload);
  });
}
