import {
  formatReservationDate,
  type Reservation,
  type ReservationStatus,
  STATUS_LABELS,
} from '@shared/reservations';
import type { ReactNode } from 'react';

const badgeClass: Record<ReservationStatus, string> = {
  confirmed: 'badge badge-success',
  pending: 'badge badge-warning',
  canceled: 'badge badge-danger',
  expired: 'badge badge-danger',
};

export function StatusBadge({ status }: { status: ReservationStatus }) {
  return <span className={badgeClass[status]}>{STATUS_LABELS[status]}</span>;
}

/**
 * One reservation as a card: who, when, how many, and its status. The back office also sees
 * the phone number and special requests; the action (cancel or confirm) comes from the page.
 */
export function ReservationCard({
  reservation: r,
  detailed = false,
  action,
}: {
  reservation: Reservation;
  detailed?: boolean;
  action?: ReactNode;
}) {
  return (
    <article
      className={`card reservation-card${r.status === 'canceled' ? ' is-canceled' : ''}`}
      aria-label={`Reservation of ${r.firstName} ${r.lastName} on ${r.date} at ${r.time}`}
    >
      <header className="reservation-card-head">
        <h2 className="reservation-card-name">
          {r.firstName} {r.lastName}
        </h2>
        <StatusBadge status={r.status} />
      </header>
      <dl className="reservation-facts">
        <div>
          <dt>Date</dt>
          <dd>
            <time dateTime={r.date} title={formatReservationDate(r.date)}>
              {formatReservationDate(r.date, 'short')}
            </time>
          </dd>
        </div>
        <div>
          <dt>Time</dt>
          <dd>{r.time}</dd>
        </div>
        <div>
          <dt>Guests</dt>
          <dd>{r.guests}</dd>
        </div>
        {r.tables.length > 0 && (
          <div>
            <dt>Table</dt>
            <dd>{r.tables.join(' + ')}</dd>
          </div>
        )}
        <div className="reservation-facts-wide">
          <dt>E-mail</dt>
          <dd>{r.email}</dd>
        </div>
        {detailed && (
          <div className="reservation-facts-wide">
            <dt>Phone</dt>
            <dd>
              <a href={`tel:${r.phone.replace(/[^\d+]/g, '')}`}>{r.phone}</a>
            </dd>
          </div>
        )}
        {r.specialRequests && (
          <div className="reservation-facts-wide">
            <dt>Special requests</dt>
            <dd>{r.specialRequests}</dd>
          </div>
        )}
      </dl>
      {action && <div className="reservation-card-actions">{action}</div>}
    </article>
  );
}
