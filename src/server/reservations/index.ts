import type { Domain, DomainContext } from '@server/platform/domain';
import { createReservationsRepository } from './repository';
import { reservationsRoutes } from './routes';
import { createReservationsService, type ReservationsService } from './service';

export type { ReservationsService } from './service';

/** Table reservations: seat capacity per slot, booked atomically so a slot never overbooks. */
export function createReservationsDomain(ctx: DomainContext): Domain<ReservationsService> {
  const service = createReservationsService({
    repo: createReservationsRepository(ctx.db),
    config: ctx.config,
    mail: ctx.mail,
    log: ctx.log,
  });
  return { service, routes: reservationsRoutes(service, ctx.limiter) };
}
