import { requireCustomer } from '@server/accounts';
import { rateLimit } from '@server/http/rate-limit';
import { errorResponses } from '@server/http/responses';
import type { RateLimiter } from '@server/platform/rate-limit';
import { reservationResponseSchema } from '@shared/reservations';
import {
  waitlistEntryResponseSchema,
  waitlistIdParamsSchema,
  waitlistJoinSchema,
  waitlistListSchema,
  waitlistTokenSchema,
} from '@shared/waitlist';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createExpirySweep } from './expiry-sweep';
import type { WaitlistService } from './waitlist-service';

const errors = errorResponses(400, 401, 403, 404, 409, 429);
/** How often the offer job looks for freed slots and lapsed offers. */
export const WAITLIST_SWEEP_MS = 10_000;
const JOINS_PER_HOUR_PER_USER = 30;

/** The waitlist's HTTP layer and its offer job's start/stop. */
export function waitlistRoutes(
  service: WaitlistService,
  limiter: RateLimiter,
  sweepMs = WAITLIST_SWEEP_MS,
) {
  return async function register(root: FastifyInstance) {
    const app = root.withTypeProvider<ZodTypeProvider>();
    const tags = ['Reservations'];

    // The offer job: a queue in the database (waitlist_rechecks), not a timer per offer.
    const job = createExpirySweep(() => service.sweep(), root.log, 'waitlist offer sweep');
    app.addHook('onReady', async () => job.start(sweepMs));
    app.addHook('onClose', async () => {
      job.stop();
      await job.idle();
    });

    app.post(
      '/api/reservations/waitlist',
      {
        schema: {
          tags,
          summary: 'Join the waitlist of a slot that is full for your party (customers)',
          body: waitlistJoinSchema,
          response: { 201: waitlistEntryResponseSchema, ...errors },
        },
        preHandler: rateLimit({
          limiter,
          rule: { limit: JOINS_PER_HOUR_PER_USER, windowMs: 3600_000 },
          key: (request) => `waitlist:user:${requireCustomer(request).id}`,
        }),
      },
      async (request, reply) => {
        const entry = await service.join(requireCustomer(request), request.body);
        return reply.status(201).send({ entry });
      },
    );

    app.get(
      '/api/reservations/waitlist',
      {
        schema: {
          tags,
          summary: "The signed-in customer's waiting and offered waitlist entries",
          response: { 200: waitlistListSchema, ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return { entries: await service.listMine(requireCustomer(request)) };
      },
    );

    app.post(
      '/api/reservations/waitlist/:id/leave',
      {
        schema: {
          tags,
          summary: 'Leave the waitlist (a live offer passes to the next in line)',
          params: waitlistIdParamsSchema,
          response: { 200: waitlistEntryResponseSchema, ...errors },
        },
      },
      async (request) => ({
        entry: await service.leave(requireCustomer(request), request.params.id),
      }),
    );

    app.get(
      '/api/reservations/waitlist/offer',
      {
        schema: {
          tags,
          summary: 'The waitlist offer a mailed link opens (its own diner only)',
          querystring: waitlistTokenSchema,
          response: { 200: waitlistEntryResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return { entry: await service.offer(requireCustomer(request), request.query.token) };
      },
    );

    app.post(
      '/api/reservations/waitlist/offer/book',
      {
        schema: {
          tags,
          summary: 'Book the table a live waitlist offer holds (same rules and cap as any booking)',
          body: waitlistTokenSchema,
          response: { 201: reservationResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const user = requireCustomer(request);
        const reservation = await service.book(user, request.body.token);
        return reply.status(201).send({ reservation });
      },
    );
  };
}
