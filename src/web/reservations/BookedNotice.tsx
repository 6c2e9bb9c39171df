import { depositTexts } from '@shared/deposits';
import {
  formatReservationDate,
  type Reservation,
  reservationTexts as t,
} from '@shared/reservations';
import { Link } from '@web/lib/router';

/** What the wizard says once a booking went through: when, for how many, at which table. */
export function BookedNotice({ booked }: { booked: Reservation }) {
  return (
    <div className="form-success wizard-done" role="status">
      <p>
        <strong>{t.reserveSuccess}</strong>
      </p>
      <p>
        A table for {booked.guests} on {formatReservationDate(booked.date)} at {booked.time}.{' '}
        {booked.status === 'confirmed'
          ? 'Your table is confirmed.'
          : 'Status: Pending until the restaurant confirms it; we will e-mail you.'}{' '}
        {booked.deposit?.status === 'paid' && <>{depositTexts.paid(booked.deposit.amountMinor)} </>}
        <Link to="/user/reservations">See your reservations</Link>
      </p>
    </div>
  );
}
