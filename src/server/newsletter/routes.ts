import { rateLimit } from '@server/http/rate-limit';
import { errorResponses } from '@server/http/responses';
import type { RateLimiter } from '@server/platform/rate-limit';
import { newsletterSignupSchema } from '@shared/schemas/newsletter';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { NewsletterService } from './service';

export function newsletterRoutes(newsletter: NewsletterService, limiter: RateLimiter) {
  return async function register(root: FastifyInstance) {
    const app = root.withTypeProvider<ZodTypeProvider>();
    app.post(
      '/api/newsletter',
      {
        schema: {
          tags: ['Newsletter'],
          summary: 'Sign up for the newsletter (the footer box)',
          body: newsletterSignupSchema,
          response: {
            200: z.object({ ok: z.literal(true), message: z.string() }),
            ...errorResponses(400, 429),
          },
        },
        preHandler: rateLimit({
          limiter,
          rule: { limit: 20, windowMs: 3600_000 },
          key: (request) => `newsletter:ip:${request.ip}`,
        }),
      },
      async (request) => {
        const result = await newsletter.subscribe(request.body.email);
        return { ok: true as const, message: result.message };
      },
    );
  };
}
