import { depositTexts } from '@shared/deposits';
import { wizardTexts as w } from '@shared/reservation-wizard';
import { formatReservationDate, type Reservation } from '@shared/reservations';
import { Link } from '@web/lib/router';

/** The wizard's headline once booked: confirmed at once (the spec's words), or only requested. */
export const bookedHeadline = (booked: Reservation) =>
  booked.status === 'confirmed' ? w.confirmedAtOnce : w.requestReceived;

/** What the wizard says once a booking went through: when, for how many, whether confirmed. */
export function BookedNotice({ booked }: { booked: Reservation }) {
  return (
    <div className="form-success wizard-done" role="status">
      <p>
        <strong>{bookedHeadline(booked)}</strong>
      </p>
      <p>
        {w.bookedLine(booked.guests, formatReservationDate(booked.date), booked.time)}{' '}
        {booked.status === 'confirmed' ? w.bookedConfirmed : w.bookedPending}{' '}
        {booked.deposit?.status === 'paid' && <>{depositTexts.paid(booked.deposit.amountMinor)} </>}
        <Link to="/user/reservations">{w.seeReservations}</Link>
      </p>
    </div>
  );
}
