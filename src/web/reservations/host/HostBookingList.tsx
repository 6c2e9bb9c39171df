import {
  editable,
  type HostTarget,
  hostActions,
  bookingStageTexts as st,
} from '@shared/booking-stages';
import { type DayBooking, hostDayTexts as ht } from '@shared/host-day';
import { useBookingStatusMutation } from '@web/reservations/api';
import { DepositLine, StatusBadge } from '@web/reservations/ReservationCard';
import { byTime, guestName } from './host-view';

/** Buttons that end a booking badly get the quiet style; the next step forward is primary. */
const buttonClass = (to: HostTarget) =>
  to === 'confirmed' || to === 'seated' || to === 'completed'
    ? 'btn btn-primary btn-sm'
    : 'btn btn-secondary btn-sm';

/**
 * The day's bookings grouped by time: who, phone, party, table, note and status, with the
 * buttons the booking's stage allows (booking-stages.ts), Decline asking for a reason, and Edit.
 */
export function HostBookingList({
  bookings,
  onDecline,
  onEdit,
}: {
  bookings: readonly DayBooking[];
  onDecline: (b: DayBooking) => void;
  onEdit: (b: DayBooking) => void;
}) {
  const move = useBookingStatusMutation();
  if (bookings.length === 0) return <p className="empty-state">{ht.noBookings}</p>;
  return (
    <div className="host-list">
      {byTime(bookings).map(([time, group]) => (
        <section key={time} className="host-group" aria-label={`Bookings at ${time}`}>
          <h2 className="host-group-time">
            {time}{' '}
            <span className="muted">
              ·{' '}
              {group.reduce(
                (n, b) =>
                  n +
                  (['awaiting_deposit', 'declined', 'canceled', 'expired', 'no_show'].includes(
                    b.status,
                  )
                    ? 0
                    : b.guests),
                0,
              )}{' '}
              {ht.covers.toLowerCase()}
            </span>
          </h2>
          <ul className="host-rows">
            {group.map((b) => (
              <li key={b.id} className={`host-row status-${b.status}`}>
                <div className="host-row-who">
                  <strong>{guestName(b)}</strong>
                  <span className="host-party">
                    {b.guests} {b.guests === 1 ? 'guest' : 'guests'}
                  </span>
                  <StatusBadge status={b.status} />
                  {b.source === 'walk_in' && b.firstName && (
                    <span className="badge badge-muted">{ht.walkIn}</span>
                  )}
                </div>
                <div className="host-row-facts">
                  {b.tables.length > 0 && <span>Table {b.tables.join(' + ')}</span>}
                  {b.phone && <a href={`tel:${b.phone.replace(/[^\d+]/g, '')}`}>{b.phone}</a>}
                  {b.specialRequests && <span className="host-note">“{b.specialRequests}”</span>}
                  {b.declineReason && <span className="host-note">{b.declineReason}</span>}
                  {b.deposit && <DepositLine deposit={b.deposit} labelled />}
                </div>
                <div className="host-row-actions">
                  {hostActions(b.status).map((to) => (
                    <button
                      key={to}
                      type="button"
                      className={buttonClass(to)}
                      disabled={move.isPending && move.variables?.id === b.id}
                      onClick={() =>
                        to === 'declined'
                          ? onDecline(b)
                          : move.mutate({ id: b.id, change: { to }, guest: guestName(b) })
                      }
                    >
                      {st.buttons[to]}
                    </button>
                  ))}
                  {editable(b.status) && (
                    <button
                      type="button"
                      className="btn btn-secondary btn-sm"
                      onClick={() => onEdit(b)}
                    >
                      {ht.edit}
                    </button>
                  )}
                </div>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
