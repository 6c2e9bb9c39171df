import { type BookingByLink, bookingLinkTexts as bt } from '@shared/booking-link';
import { type DepositView, depositTexts } from '@shared/deposits';
import { DINER_STATUS_LABELS, formatReservationDate } from '@shared/reservations';
import { errorMessage } from '@web/lib/api/errors';
import { readerClockDiffers, restaurantZoneName } from '@web/lib/restaurant-time';
import { Link, useParams } from '@web/lib/router';
import { Modal } from '@web/ui/Modal';
import { Spinner } from '@web/ui/Spinner';
import { usePageTitle } from '@web/ui/usePageTitle';
import { useState } from 'react';
import { BookingLinkChange } from './BookingLinkChange';
import { useBookingByLinkQuery, useBookingLinkMutations } from './booking-link-api';
import { badgeClass, DepositLine } from './ReservationCard';
import './reservations.css';
import './booking-link.css';

/**
 * /booking/:token, the page every booking mail links to: the guest sees their
 * booking and, until the owner's cutoff, changes its time or party or cancels it. No sign-in: the
 * signed token is the proof.
 */
export default function BookingLinkPage() {
  usePageTitle(bt.title);
  const token = useParams().token ?? '';
  const query = useBookingByLinkQuery(token);

  return (
    <section className="page container booking-link-page">
      <h1 className="page-title">{bt.title}</h1>
      {query.isPending ? (
        <Spinner />
      ) : query.isError ? (
        <p className="form-error" role="alert">
          {errorMessage(query.error, bt.notFound)}
        </p>
      ) : (
        <BookingLinkView token={token} view={query.data} />
      )}
    </section>
  );
}

function BookingLinkView({ token, view }: { token: string; view: BookingByLink }) {
  const { booking: b } = view;
  // Held here: the forms go (or start afresh) once the booking changes; their words stay.
  const { change, cancel } = useBookingLinkMutations(token);
  const open = b.status === 'pending' || b.status === 'confirmed';
  return (
    <>
      {change.isSuccess && !cancel.isSuccess && (
        <p className="form-success" role="status">
          {bt.changed}
        </p>
      )}
      {cancel.isSuccess && (
        <p className="form-success" role="status">
          {bt.canceled}
        </p>
      )}
      <article className="card booking-link-card" aria-label="Booking details">
        <header className="reservation-card-head">
          <h2 className="reservation-card-name">Hello {b.firstName}</h2>
          <span className={badgeClass[b.status]}>{DINER_STATUS_LABELS[b.status]}</span>
        </header>
        <dl className="reservation-facts">
          <dt>Date</dt>
          <dd>{formatReservationDate(b.date)}</dd>
          <dt>Time</dt>
          <dd>{b.time}</dd>
          <dt>Guests</dt>
          <dd>{b.guests}</dd>
          {b.tables.length > 0 && (
            <>
              <dt>Table</dt>
              <dd>{b.tables.join(' + ')}</dd>
            </>
          )}
          {b.deposit && (
            <>
              <dt>Deposit</dt>
              <dd>
                <DepositLine deposit={b.deposit} forDiner />
              </dd>
            </>
          )}
          {b.specialRequests && (
            <>
              <dt>Note</dt>
              <dd>{b.specialRequests}</dd>
            </>
          )}
        </dl>
        {readerClockDiffers() && (
          <p className="muted field-hint">{bt.restaurantTime(restaurantZoneName())}</p>
        )}
        <p className={view.canChange ? 'muted' : 'booking-link-note'} role="note">
          {view.canChange
            ? bt.changeUntil(view.changeUntil)
            : open
              ? bt.tooLate(view.changeUntil, view.phone)
              : bt.closed(b.status, view.phone)}
        </p>
        {!open && (
          <Link className="btn btn-primary booking-link-again" to="/Reservation">
            {bt.bookAgain}
          </Link>
        )}
      </article>
      {view.canChange && (
        <>
          <BookingLinkChange
            key={`${b.date} ${b.time} ${b.guests}`}
            token={token}
            view={view}
            change={change}
          />
          <BookingLinkCancel cancel={cancel} deposit={b.deposit} />
        </>
      )}
    </>
  );
}

function BookingLinkCancel({
  cancel,
  deposit,
}: {
  cancel: ReturnType<typeof useBookingLinkMutations>['cancel'];
  deposit: DepositView | null;
}) {
  const [asking, setAsking] = useState(false);
  return (
    <section className="card booking-link-cancel" aria-label={bt.cancelTitle}>
      <h2>{bt.cancelTitle}</h2>
      {cancel.isError && (
        <p className="form-error" role="alert">
          {errorMessage(cancel.error, bt.notFound)}
        </p>
      )}
      <button type="button" className="btn btn-secondary" onClick={() => setAsking(true)}>
        {bt.cancelButton}
      </button>
      <Modal
        open={asking}
        title={bt.cancelQuestion}
        onClose={() => setAsking(false)}
        className="reservation-modal"
      >
        {deposit?.status === 'paid' && <p>{depositTexts.cancelRefunds(deposit.amountMinor)}</p>}
        <div className="modal-actions">
          <button type="button" className="btn btn-ghost" onClick={() => setAsking(false)}>
            {bt.keepButton}
          </button>
          <button
            type="button"
            className="btn btn-danger"
            disabled={cancel.isPending}
            onClick={() => cancel.mutate(undefined, { onSettled: () => setAsking(false) })}
          >
            {cancel.isPending ? bt.canceling : bt.cancelButton}
          </button>
        </div>
      </Modal>
    </section>
  );
}
