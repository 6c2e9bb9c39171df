import type { Domain, DomainContext } from '@server/platform/domain';
import type { SettingsService } from '@server/settings';
import { reservationReminderMail } from './mails';
import { createReminders } from './reminders';
import { createReservationsRepository } from './repository';
import { reservationsRoutes } from './routes';
import { createReservationsService, type ReservationsService, toReservation } from './service';

export { reservationsPersonalData } from './personal-data';
export type { ReservationsService } from './service';

/** Table reservations: seat capacity per slot, booked atomically so a slot never overbooks. */
export function createReservationsDomain(
  ctx: DomainContext & { settings: Pick<SettingsService, 'current'> },
): Domain<ReservationsService> {
  const service = createReservationsService({
    repo: createReservationsRepository(ctx.db),
    config: ctx.config,
    mail: ctx.mail,
    log: ctx.log,
    settings: ctx.settings,
    remindDue: createReminders({
      db: ctx.db,
      mail: ctx.mail,
      log: ctx.log,
      timeZone: ctx.config.timeZone,
      mailFor: (row) => reservationReminderMail(toReservation(row), ctx.config.appUrl),
    }).remindDue,
  });
  return { service, routes: reservationsRoutes(service, ctx.limiter) };
}
