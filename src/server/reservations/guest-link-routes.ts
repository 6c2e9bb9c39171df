import { rateLimit } from '@server/http/rate-limit';
import { errorResponses } from '@server/http/responses';
import type { RateLimiter } from '@server/platform/rate-limit';
import {
  bookingByLinkSchema,
  bookingLinkChangeSchema,
  bookingLinkParamsSchema,
} from '@shared/booking-link';
import { availabilitySchema, partySchema, slotSchema } from '@shared/reservations';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { GuestLinkService } from './guest-link-service';

/** A guest changing their plans a few times; stops one address trying tokens or churning slots. */
const CHANGES_PER_HOUR_PER_IP = 30;

const slotsQuerySchema = z.object({
  date: slotSchema.shape.date,
  guests: z.coerce.number().pipe(partySchema.shape.guests),
});

/**
 * The guest's booking by its signed link: public, the token is the proof. The
 * changes are state-changing calls of our own page, so they echo the CSRF token like every other.
 */
export function guestLinkRoutes(service: GuestLinkService, limiter: RateLimiter) {
  return async function register(root: FastifyInstance) {
    const app = root.withTypeProvider<ZodTypeProvider>();
    const tags = ['Reservations'];
    const limited = rateLimit({
      limiter,
      rule: { limit: CHANGES_PER_HOUR_PER_IP, windowMs: 3600_000 },
      key: (request) => `booking-link:ip:${request.ip}`,
    });
    const response = { 200: bookingByLinkSchema, ...errorResponses(400, 403, 404, 409, 429) };

    app.get(
      '/api/bookings/by-link/:token',
      {
        schema: {
          tags,
          summary:
            "Public: a guest's booking by the signed link in its mails, and what they may do",
          params: bookingLinkParamsSchema,
          response: { 200: bookingByLinkSchema, ...errorResponses(400, 404) },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return service.view(request.params.token);
      },
    );

    app.get(
      '/api/bookings/by-link/:token/slots',
      {
        schema: {
          tags,
          summary:
            "Public: the wizard's slots of a day for the link's booking (its tables left out)",
          params: bookingLinkParamsSchema,
          querystring: slotsQuerySchema,
          response: { 200: availabilitySchema, ...errorResponses(400, 404) },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return service.slots(request.params.token, request.query.date, request.query.guests);
      },
    );

    app.patch(
      '/api/bookings/by-link/:token',
      {
        schema: {
          tags,
          summary:
            "Public: change the time or party of the link's booking, re-checked like a new booking, until the cutoff",
          params: bookingLinkParamsSchema,
          body: bookingLinkChangeSchema,
          response,
        },
        preHandler: limited,
      },
      async (request) => service.change(request.params.token, request.body),
    );

    app.post(
      '/api/bookings/by-link/:token/cancel',
      {
        schema: {
          tags,
          summary: "Public: cancel the link's booking until the cutoff (the guest is mailed)",
          params: bookingLinkParamsSchema,
          response,
        },
        preHandler: limited,
      },
      async (request) => service.cancel(request.params.token),
    );
  };
}
