import type { StaffAlerts } from '@server/alerts';
import type { PaymentsService } from '@server/payments';
import type { Domain, DomainContext } from '@server/platform/domain';
import type { SettingsService } from '@server/settings';
import { bookingLinks } from './booking-link';
import { createDepositRepository } from './deposit-repository';
import { createDeposits, type Deposits } from './deposits';
import { guestLinkRoutes } from './guest-link-routes';
import { createGuestLinkService } from './guest-link-service';
import { createHostRepository } from './host-repository';
import { hostRoutes } from './host-routes';
import { createHostService } from './host-service';
import { reservationReminderMail } from './mails';
import { createReminders } from './reminders';
import { createReservationsRepository } from './repository';
import { reservationsRoutes } from './routes';
import { createReservationsService, type ReservationsService } from './service';
import { tablesRoutes } from './tables-routes';
import { tablesDepsFor } from './tables-service';
import { toReservation } from './view';
import { waitlistHoldsFor } from './waitlist-holds';
import { createWaitlistRepository } from './waitlist-repository';
import { waitlistRoutes } from './waitlist-routes';
import { createWaitlistService, type WaitlistService } from './waitlist-service';

export type { DepositPaid, DepositRefusal, Deposits } from './deposits';
export { reservationsPersonalData } from './personal-data';
export type { ReservationsService } from './service';
export type { TablesService } from './tables-service';
export { waitlistPersonalData } from './waitlist-personal-data';
export type { WaitlistService } from './waitlist-service';

/**
 * Table reservations: by tables and stay times when the owner lists tables,
 * else by seats per sitting; booked atomically so a table or a slot never overbooks.
 */
export function createReservationsDomain(
  ctx: DomainContext & {
    settings: Pick<SettingsService, 'current'>;
    /** The staff alerts, told of each new booking and of each read of the host's day. */
    alerts?: Pick<StaffAlerts, 'bookingMade' | 'bookingsViewed'>;
    /** Booking deposits' refunds, and what the provider later says of them. */
    payments?: Pick<PaymentsService, 'refund' | 'onRefundSettled'>;
  },
): Domain<
  ReservationsService & {
    tables: ReservationsTables;
    waitlist: WaitlistService;
    deposits: Deposits;
  }
> {
  const tableDeps = tablesDepsFor(ctx.db, ctx.settings, ctx.config.timeZone);
  // Every mail to a guest carries the signed link to their booking's page.
  const links = bookingLinks(ctx.links, ctx.config.appUrl, ctx.config.timeZone);
  const repo = createReservationsRepository(ctx.db);
  const hostRepo = createHostRepository(ctx.db);
  const deposits = createDeposits({
    repo: createDepositRepository(ctx.db),
    payments: ctx.payments,
    mail: ctx.mail,
    log: ctx.log,
    settings: ctx.settings,
    alerts: ctx.alerts,
    bookingUrl: links.urlFor,
    appUrl: ctx.config.appUrl,
    timeZone: ctx.config.timeZone,
    autoConfirm: ctx.config.reservations.autoConfirm,
  });
  // A deposit refund whose answer was lost (or is paid out later) is settled when payments learns.
  ctx.payments?.onRefundSettled((event) => deposits.onRefundSettled(event));
  const service = createReservationsService({
    repo,
    config: ctx.config,
    mail: ctx.mail,
    log: ctx.log,
    settings: ctx.settings,
    remindDue: createReminders({
      db: ctx.db,
      mail: ctx.mail,
      log: ctx.log,
      timeZone: ctx.config.timeZone,
      mailFor: (row) =>
        reservationReminderMail(toReservation(row), ctx.config.appUrl, links.urlFor(row)),
    }).remindDue,
    ...tableDeps,
    alerts: ctx.alerts,
    bookingUrl: links.urlFor,
    waitlist: waitlistHoldsFor(ctx.db),
    deposits,
  });
  const register = reservationsRoutes(service, ctx.limiter, deposits);
  const registerTables = tablesRoutes(service, tableDeps.tables);
  const host = createHostService({
    repo: hostRepo,
    ...tableDeps,
    settings: ctx.settings,
    mail: ctx.mail,
    log: ctx.log,
    appUrl: ctx.config.appUrl,
    timeZone: ctx.config.timeZone,
    capacity: ctx.config.reservations.seatsPerSlot,
    bookingUrl: links.urlFor,
    deposits,
  });
  const registerHost = hostRoutes(host, ctx.alerts?.bookingsViewed);
  const guest = createGuestLinkService({
    links,
    findById: repo.findById,
    tableNames: tableDeps.tableNames,
    availability: service.availability,
    edit: host.edit,
    changeStatus: hostRepo.changeStatus,
    settings: ctx.settings,
    mail: ctx.mail,
    log: ctx.log,
    appUrl: ctx.config.appUrl,
    timeZone: ctx.config.timeZone,
    deposits,
  });
  const registerGuest = guestLinkRoutes(guest, ctx.limiter);
  const waitlist = createWaitlistService({
    repo: createWaitlistRepository(ctx.db),
    reservations: service,
    settings: ctx.settings,
    mail: ctx.mail,
    log: ctx.log,
    links: ctx.links,
    appUrl: ctx.config.appUrl,
    timeZone: ctx.config.timeZone,
    capacity: ctx.config.reservations.seatsPerSlot,
  });
  const registerWaitlist = waitlistRoutes(waitlist, ctx.limiter);
  return {
    service: { ...service, tables: tableDeps.tables, waitlist, deposits },
    routes: async (app) => {
      await register(app);
      await registerTables(app);
      await registerHost(app);
      await registerGuest(app);
      await registerWaitlist(app);
    },
  };
}

type ReservationsTables = ReturnType<typeof tablesDepsFor>['tables'];
