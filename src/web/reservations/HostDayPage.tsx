import { type DayBooking, hostDayTexts as ht } from '@shared/host-day';
import { formatReservationDate } from '@shared/reservations';
import { Link } from '@web/lib/router';
import { Spinner } from '@web/ui/Spinner';
import { usePageTitle } from '@web/ui/usePageTitle';
import { useId, useState } from 'react';
import { useHostDayQuery } from './api';
import { HostBookingList } from './host/HostBookingList';
import { DeclineDialog, EditDialog, WalkInDialog } from './host/HostDialogs';
import { HostTimeline } from './host/HostTimeline';
import './reservations.css';
import './host/host-day.css';

/**
 * /admin/reservations/day, the host's day: a date (today on the restaurant's
 * clock first), the tables' timeline, covers per slot, and the day's bookings by time with the
 * buttons each booking's stage allows. A restaurant without tables sees the list only.
 */
export default function HostDayPage() {
  usePageTitle(ht.title);
  const [date, setDate] = useState('');
  const day = useHostDayQuery(date);
  const [declining, setDeclining] = useState<DayBooking | null>(null);
  const [editing, setEditing] = useState<DayBooking | null>(null);
  const [walkIn, setWalkIn] = useState(false);
  const dateId = useId();
  const data = day.data;
  const tables = data?.tables ?? [];
  const otherDay = data !== undefined && data.date !== data.today;

  return (
    <section className="admin-page host-day">
      <header className="host-day-head">
        <h1 className="page-title">{otherDay ? ht.otherDayTitle : ht.title}</h1>
        <div className="host-day-tools">
          <label htmlFor={dateId} className="visually-hidden">
            Date
          </label>
          <input
            id={dateId}
            type="date"
            className="input host-date"
            value={date || data?.date || ''}
            onChange={(e) => setDate(e.target.value)}
          />
          {otherDay ? (
            <button type="button" className="btn btn-secondary" onClick={() => setDate(data.today)}>
              Today
            </button>
          ) : (
            <button type="button" className="btn btn-primary" onClick={() => setWalkIn(true)}>
              {ht.walkIn}
            </button>
          )}
          <Link to="/admin/reservations" className="btn btn-secondary">
            All reservations
          </Link>
        </div>
      </header>
      {data && <p className="muted host-date-words">{formatReservationDate(data.date)}</p>}
      {day.isPending ? (
        <Spinner />
      ) : day.isError ? (
        <p className="form-error" role="alert">
          {ht.loadError}
        </p>
      ) : data ? (
        <>
          <ul className="host-covers" aria-label={ht.covers}>
            <li className="host-covers-total">
              <strong>{data.covers.reduce((n, c) => n + c.covers, 0)}</strong>{' '}
              {ht.covers.toLowerCase()}
            </li>
            {data.covers.map((c) => (
              <li key={c.time}>
                <span className="muted">{c.time}</span> <strong>{c.covers}</strong>
              </li>
            ))}
          </ul>
          {data.byTables && <HostTimeline day={data} />}
          <HostBookingList bookings={data.bookings} onDecline={setDeclining} onEdit={setEditing} />
        </>
      ) : null}
      <DeclineDialog booking={declining} onClose={() => setDeclining(null)} />
      {editing && <EditDialog booking={editing} tables={tables} onClose={() => setEditing(null)} />}
      <WalkInDialog open={walkIn} tables={tables} onClose={() => setWalkIn(false)} />
    </section>
  );
}
