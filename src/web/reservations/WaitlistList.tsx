import { formatReservationDate } from '@shared/reservations';
import { waitlistTexts as wt } from '@shared/waitlist';
import { useLeaveWaitlistMutation, useMyWaitlistQuery } from './api';
import './waitlist.css';

/** On the diner's reservations page: the slots they wait for, each leavable. */
export function WaitlistList() {
  const list = useMyWaitlistQuery();
  const leave = useLeaveWaitlistMutation();
  const entries = list.data?.entries ?? [];
  if (entries.length === 0) return null;
  return (
    <section aria-labelledby="waitlist-title" className="waitlist-section">
      <h2 id="waitlist-title">{wt.listTitle}</h2>
      <ul className="waitlist-list">
        {entries.map((e) => (
          <li key={e.id} className="card">
            <span>
              {formatReservationDate(e.date)} at {e.time} for {e.guests} ·{' '}
              <strong>{wt.labels[e.status]}</strong>
              {e.heldUntil && ` · ${wt.heldUntil(e.heldUntil)}`}
            </span>
            <button
              type="button"
              className="btn btn-secondary btn-sm"
              disabled={leave.isPending}
              onClick={() => leave.mutate(e.id)}
            >
              {wt.leave}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
