import type { Reservation } from '@shared/reservations';
import { waitlistTexts as wt } from '@shared/waitlist';
import { errorMessage } from '@web/lib/api/errors';
import { Link, useParams } from '@web/lib/router';
import { Spinner } from '@web/ui/Spinner';
import { usePageTitle } from '@web/ui/usePageTitle';
import { useState } from 'react';
import { useBookOfferMutation, useWaitlistOfferQuery } from './api';
import { BookedNotice } from './BookedNotice';
import './reservations.css';
import './waitlist.css';

/**
 * /reservation/waitlist/:token, the link of a waitlist offer mail: the freed
 * table held for this diner until the time shown, and one button that books it.
 */
export default function WaitlistOfferPage() {
  usePageTitle(wt.offerTitle);
  const { token = '' } = useParams();
  const offer = useWaitlistOfferQuery(token);
  const book = useBookOfferMutation();
  const [booked, setBooked] = useState<Reservation | null>(null);
  const entry = offer.data?.entry;

  return (
    <section className="page">
      <div className="container">
        <div className="card waitlist-offer">
          <h1 className="page-title">{wt.offerTitle}</h1>
          {offer.isPending ? (
            <Spinner />
          ) : offer.isError ? (
            <p className="form-error" role="alert">
              {errorMessage(offer.error, wt.offerGone)}
            </p>
          ) : booked ? (
            <BookedNotice booked={booked} />
          ) : entry && entry.status === 'offered' && entry.heldUntil ? (
            <>
              <p className="lead">
                {wt.offerLine(entry.date, entry.time, entry.guests)} {wt.heldUntil(entry.heldUntil)}
              </p>
              <button
                type="button"
                className="btn btn-primary"
                disabled={book.isPending}
                onClick={() =>
                  book.mutate(token, { onSuccess: ({ reservation }) => setBooked(reservation) })
                }
              >
                {wt.book}
              </button>
              {book.isError && (
                <p className="form-error" role="alert">
                  {errorMessage(book.error, wt.offerGone)}
                </p>
              )}
            </>
          ) : (
            <p className="form-error" role="alert">
              {entry?.status === 'booked' ? wt.booked : wt.offerGone}
            </p>
          )}
          {!booked && (
            <p>
              <Link to="/Reservation">Look for another time</Link> ·{' '}
              <Link to="/user/reservations">Your reservations</Link>
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
