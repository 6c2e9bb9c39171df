import { type DepositView, depositTexts } from '@shared/deposits';
import {
  DINER_STATUS_LABELS,
  formatReservationDate,
  type Reservation,
  type ReservationStatus,
  STATUS_LABELS,
} from '@shared/reservations';
import { restaurantTimeZone } from '@web/lib/restaurant-time';
import type { ReactNode } from 'react';
import './deposits.css';

/**
 * A deposit's amount and state, coloured by whether money is held, on its way, or settled: under
 * a "Deposit" label on the cards, or as a line of its own (`labelled`) on the host's day.
 */
export function DepositLine({
  deposit,
  forDiner = false,
  labelled = false,
}: {
  deposit: DepositView;
  forDiner?: boolean;
  labelled?: boolean;
}) {
  const tone =
    deposit.status === 'paid'
      ? 'is-paid'
      : deposit.status === 'awaiting' || deposit.status === 'refunding'
        ? 'is-open'
        : 'is-closed';
  const timeZone = restaurantTimeZone();
  return (
    <span className={`deposit-line ${tone}`}>
      {labelled
        ? depositTexts.staffLine(deposit, timeZone)
        : depositTexts.value(deposit, { forDiner, timeZone })}
    </span>
  );
}

export const badgeClass: Record<ReservationStatus, string> = {
  awaiting_deposit: 'badge badge-warning',
  confirmed: 'badge badge-success',
  pending: 'badge badge-warning',
  seated: 'badge badge-info',
  completed: 'badge badge-muted',
  canceled: 'badge badge-danger',
  declined: 'badge badge-danger',
  expired: 'badge badge-danger',
  no_show: 'badge badge-danger',
};

/** The status in the back office's words, or the diner's (`forDiner`). */
export function StatusBadge({
  status,
  forDiner = false,
}: {
  status: ReservationStatus;
  forDiner?: boolean;
}) {
  const labels = forDiner ? DINER_STATUS_LABELS : STATUS_LABELS;
  return <span className={badgeClass[status]}>{labels[status]}</span>;
}

/**
 * One reservation as a card: who, when, how many, and its status. The back office also sees
 * the phone number and special requests; the action (cancel or confirm) comes from the page.
 */
export function ReservationCard({
  reservation: r,
  detailed = false,
  forDiner = false,
  action,
}: {
  reservation: Reservation;
  detailed?: boolean;
  /** The diner's own page: statuses in their words, and the restaurant's reason when declined. */
  forDiner?: boolean;
  action?: ReactNode;
}) {
  return (
    <article
      className={`card reservation-card${['canceled', 'declined', 'expired', 'no_show'].includes(r.status) ? ' is-canceled' : ''}`}
      aria-label={`Reservation of ${r.firstName} ${r.lastName} on ${r.date} at ${r.time}`}
    >
      <header className="reservation-card-head">
        <h2 className="reservation-card-name">
          {r.firstName} {r.lastName}
        </h2>
        <StatusBadge status={r.status} forDiner={forDiner} />
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
        {r.deposit && (
          <div className="reservation-facts-wide">
            <dt>Deposit</dt>
            <dd>
              <DepositLine deposit={r.deposit} forDiner={forDiner} />
            </dd>
          </div>
        )}
        {r.status === 'declined' && r.declineReason && (
          <div className="reservation-facts-wide">
            <dt>Reason</dt>
            <dd>{r.declineReason}</dd>
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
