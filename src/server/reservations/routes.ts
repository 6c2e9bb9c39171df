import { requireCustomer } from '@server/accounts';
import { rateLimit } from '@server/http/rate-limit';
import { errorResponses } from '@server/http/responses';
import type { RateLimiter } from '@server/platform/rate-limit';
import {
  adminListQuerySchema,
  availabilityQuerySchema,
  availabilitySchema,
  pageQuerySchema,
  reservationIdParamsSchema,
  reservationInputSchema,
  reservationPageSchema,
  reservationResponseSchema,
} from '@shared/reservations';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deposits } from './deposits';
import { createExpirySweep } from './expiry-sweep';
import type { ReservationsService } from './service';

const errors = errorResponses(400, 401, 403, 404, 409, 429);

/** Enough for a diner booking for family and friends; stops one account from hoarding every slot. */
const BOOKINGS_PER_HOUR_PER_USER = 30;

/** Thin HTTP layer: guards, validation and shapes; every rule lives in the service. */
export function reservationsRoutes(
  service: ReservationsService,
  limiter: RateLimiter,
  deposits?: Pick<Deposits, 'retryDue'>,
) {
  return async function register(root: FastifyInstance) {
    const app = root.withTypeProvider<ZodTypeProvider>();
    const tags = ['Reservations'];
    const adminTags = ['Back office'];

    // Pending bookings not confirmed in time expire, swept while the app runs; so do
    // deposit holds not paid in time, quietly.
    // Reminders ride the same kind of loop: a job in the database, not a timer.
    const sweeps = [
      createExpirySweep(() => service.expirePending(), root.log, 'reservation expiry sweep'),
      createExpirySweep(() => service.remindUpcoming(), root.log, 'reservation reminder sweep'),
      // Deposits owed back whose refund did not go through yet.
      ...(deposits
        ? [createExpirySweep(() => deposits.retryDue(), root.log, 'deposit refund sweep')]
        : []),
    ];
    app.addHook('onReady', async () => {
      for (const sweep of sweeps) sweep.start();
    });
    app.addHook('onClose', async () => {
      for (const sweep of sweeps) sweep.stop();
      await Promise.all(sweeps.map((sweep) => sweep.idle()));
    });

    app.get(
      '/api/reservations/availability',
      {
        schema: {
          tags,
          summary:
            'Public: the time slots of a date (today by default) with their state and seats left',
          querystring: availabilityQuerySchema,
          response: { 200: availabilitySchema, ...errorResponses(400) },
        },
      },
      async (request, reply) => {
        // Seats change with every booking: always fresh.
        reply.header('cache-control', 'no-store');
        return service.availability(request.query.date, request.query.guests);
      },
    );

    app.post(
      '/api/reservations',
      {
        schema: {
          tags,
          summary:
            'Book seats in a slot (customers). 409 "Time slot no longer available." when they no longer fit',
          body: reservationInputSchema,
          response: { 201: reservationResponseSchema, ...errors },
        },
        preHandler: rateLimit({
          limiter,
          rule: { limit: BOOKINGS_PER_HOUR_PER_USER, windowMs: 3600_000 },
          key: (request) => `reservations:user:${requireCustomer(request).id}`,
        }),
      },
      async (request, reply) => {
        const user = requireCustomer(request);
        const reservation = await service.create(user, request.body);
        return reply.status(201).send({ reservation });
      },
    );

    app.get(
      '/api/reservations/mine',
      {
        schema: {
          tags,
          summary: "The signed-in customer's reservations, upcoming first, 4 per page",
          querystring: pageQuerySchema,
          response: { 200: reservationPageSchema, ...errors },
        },
      },
      async (request, reply) => {
        const user = requireCustomer(request);
        reply.header('cache-control', 'no-store');
        return service.listMine(user, request.query.cursor);
      },
    );

    app.post(
      '/api/reservations/:id/cancel',
      {
        schema: {
          tags,
          summary:
            'Cancel one of your own reservations while it is not confirmed (frees its seats; a paid deposit is refunded in full before the cutoff)',
          params: reservationIdParamsSchema,
          response: { 200: reservationResponseSchema, ...errors },
        },
      },
      async (request) => {
        const user = requireCustomer(request);
        return { reservation: await service.cancelMine(user, request.params.id) };
      },
    );

    app.get(
      '/api/admin/reservations',
      {
        config: { permission: 'reservations.manage' },
        schema: {
          tags: adminTags,
          summary: 'All reservations, or only confirmed ones; upcoming first, 4 per page (admins)',
          querystring: adminListQuerySchema,
          response: { 200: reservationPageSchema, ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return service.listForAdmin(request.query.status, request.query.cursor);
      },
    );

    app.post(
      '/api/admin/reservations/:id/confirm',
      {
        config: { permission: 'reservations.manage' },
        schema: {
          tags: adminTags,
          summary: 'Confirm a pending reservation and e-mail the diner (admins)',
          params: reservationIdParamsSchema,
          response: { 200: reservationResponseSchema, ...errors },
        },
      },
      async (request) => {
        return { reservation: await service.confirm(request.params.id) };
      },
    );
  };
}
