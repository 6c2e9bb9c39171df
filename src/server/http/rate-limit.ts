import { AppError } from '@server/errors';
import type { RateLimiter, RateLimitRule } from '@server/platform/rate-limit';
import { messages } from '@shared/messages';
import type { FastifyRequest } from 'fastify';

export interface RouteRateLimit {
  /** The database-backed limiter, shared by every server instance. */
  limiter: RateLimiter;
  rule: RateLimitRule;
  /**
   * The counter this request counts against, e.g. `checkout:start:<user id>` or
   * `newsletter:ip:<address>`. It may throw (a guard such as requireCustomer), refusing the request
   * before anything is counted.
   */
  key: (request: FastifyRequest) => string;
  /** What the caller reads when refused; the generic "too many requests" by default. */
  message?: string;
}

/**
 * A route's rate limit as a preHandler: it runs after the request is validated (a malformed request
 * costs no attempt) and before the handler; over the limit it answers 429 rate_limited with
 * Retry-After. Use: `{ preHandler: rateLimit({ limiter, rule, key }) }`.
 */
export function rateLimit({ limiter, rule, key, message }: RouteRateLimit) {
  return async function rateLimitPreHandler(request: FastifyRequest): Promise<void> {
    const hit = await limiter.hit(key(request), rule);
    if (!hit.allowed)
      throw new AppError('rate_limited', message ?? messages.auth.tooManyRequests, undefined, {
        'retry-after': String(hit.retryAfterSeconds),
      });
  };
}
