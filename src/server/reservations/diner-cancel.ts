import { AppError } from '@server/errors';
import type { SettingsService } from '@server/settings';
import { bookingLinkTexts as bt, changeDeadline, deadlineInWords } from '@shared/booking-link';
import type { Reservation } from '@shared/reservations';
import { reservationTexts as t } from '@shared/reservations';
import type { PublicUser } from '@shared/schemas/auth';
import type { Deposits } from './deposits';
import type { mailingWith } from './mailing';
import { reservationCanceledMail } from './mails';
import type { ReservationsRepository, WithChange } from './repository';
import type { ReservationRow } from './schema';
import { toReservation } from './view';

export interface DinerCancelDeps {
  repo: ReservationsRepository;
  mailing: ReturnType<typeof mailingWith>;
  settings: Pick<SettingsService, 'current'>;
  deposits?: Pick<Deposits, 'refundIfOwed'>;
  appUrl: string;
  timeZone: string;
  clock: () => Date;
}

/**
 * A diner cancels their own booking from their account while the restaurant has not confirmed
 * it (or while its deposit is still to pay). A paid deposit comes back in full, so such a cancel
 * is taken only before the owner's cutoff, as from the booking's link, the cutoff read again in
 * the cancel's transaction; later, the diner is asked to call. Giving up an unpaid hold sends no
 * mail: nothing was ever booked.
 */
export async function cancelMine(
  deps: DinerCancelDeps,
  user: PublicUser,
  id: string,
): Promise<Reservation> {
  const found = await deps.repo.findById(id);
  // Someone else's booking is answered exactly like a missing one: ids reveal nothing.
  if (!found || found.userId !== user.id) throw new AppError('not_found', t.notFound);
  if (found.status === 'confirmed') throw new AppError('conflict', t.confirmedCannotCancel);
  const { bookings, details } = await deps.settings.current();
  const deadlineOf = (row: ReservationRow) =>
    changeDeadline(
      row.reservationDate,
      row.reservationTime.slice(0, 5),
      deps.timeZone,
      bookings.changeCutoffHours,
    );
  const assertInTime = (row: ReservationRow) => {
    const deadline = deadlineOf(row);
    if (deps.clock().getTime() >= deadline.getTime())
      throw new AppError(
        'conflict',
        bt.tooLate(deadlineInWords(deadline, deps.timeZone), details.phone),
      );
  };
  if (found.depositStatus === 'paid') assertInTime(found);
  const mailed = deps.mailing((r, link) => reservationCanceledMail(r, deps.appUrl, link));
  const withChange: WithChange = async (tx, changed) => {
    if (changed.depositStatus === 'refunding') assertInTime(changed);
    if (changed.depositStatus !== 'unpaid') await mailed.withChange(tx, changed);
  };
  const canceled = await deps.repo.cancelPendingOfUser(id, user.id, deps.clock(), withChange);
  if (canceled) {
    mailed.deliver();
    return toReservation((await deps.deposits?.refundIfOwed(canceled)) ?? canceled);
  }
  const row = await deps.repo.findById(id);
  if (!row) throw new AppError('not_found', t.notFound);
  if (row.status === 'confirmed') throw new AppError('conflict', t.confirmedCannotCancel);
  return toReservation(row); // already canceled: canceling again changes nothing
}
