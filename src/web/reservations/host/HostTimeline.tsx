import { countsAsCovers, type DayBooking, type HostDay } from '@shared/host-day';
import { STATUS_LABELS } from '@shared/reservations';
import { toClock } from '@shared/tables';
import { guestName } from './host-view';

/** The span the timeline shows: whole hours around the day's bookings (noon to 23:00 when none). */
export function timelineSpan(bookings: readonly DayBooking[]): { from: number; to: number } {
  if (bookings.length === 0) return { from: 12 * 60, to: 23 * 60 };
  const from = Math.min(...bookings.map((b) => b.startsMin));
  const to = Math.max(...bookings.map((b) => b.endsMin));
  return { from: Math.floor(from / 60) * 60, to: Math.ceil(to / 60) * 60 };
}

/**
 * Rows are tables, columns the day's slots: each booking a block across its stay on each table
 * it holds, coloured by status, with the party and the name. Scrolls sideways on narrow screens.
 */
export function HostTimeline({ day }: { day: HostDay }) {
  const step = day.slotInterval;
  // A declined, canceled, expired or no-show booking no longer holds its table: the list shows
  // it, the timeline would only cover the party that now sits there.
  const placed = day.bookings.filter((b) => b.tableIds.length > 0 && countsAsCovers(b.status));
  const { from, to } = timelineSpan(placed);
  const columns = Math.max(1, Math.round((to - from) / step));
  const col = (min: number) => Math.min(columns, Math.max(0, Math.round((min - from) / step))) + 2;
  const nowMin =
    day.date === day.today ? Number(day.now.slice(0, 2)) * 60 + Number(day.now.slice(3)) : null;
  /** The minute each column starts at. */
  const starts = Array.from({ length: columns }, (_, i) => from + i * step);
  const style = { gridTemplateColumns: `7rem repeat(${columns}, minmax(2.75rem, 1fr))` };
  return (
    <section className="host-timeline-scroll" aria-label="Tables timeline">
      <div className="host-timeline" style={style}>
        <div className="host-corner" style={{ gridRow: 1, gridColumn: 1 }}>
          Table
        </div>
        {starts.map((min, i) => (
          <div
            key={`h${min}`}
            className={`host-time${min % 60 === 0 ? ' is-hour' : ''}`}
            style={{ gridRow: 1, gridColumn: i + 2 }}
          >
            {min % 60 === 0 ? toClock(min) : ''}
          </div>
        ))}
        {day.tables.map((table, row) => (
          <div
            key={table.id}
            className="host-table-name"
            style={{ gridRow: row + 2, gridColumn: 1 }}
            title={`${table.area}, ${table.minSeats}–${table.maxSeats} seats`}
          >
            {table.name} <span className="muted">({table.maxSeats})</span>
          </div>
        ))}
        {day.tables.map((table, row) =>
          starts.map((min, i) => (
            <div
              key={`${table.id}-${min}`}
              className={`host-cell${min % 60 === 0 ? ' is-hour' : ''}`}
              style={{ gridRow: row + 2, gridColumn: i + 2 }}
            />
          )),
        )}
        {day.tables.flatMap((table, row) =>
          placed
            .filter((b) => b.tableIds.includes(table.id))
            .map((b) => (
              <div
                key={`${b.id}-${table.id}`}
                className={`host-block status-${b.status}`}
                style={{
                  gridRow: row + 2,
                  gridColumn: `${col(b.startsMin)} / ${Math.max(col(b.endsMin), col(b.startsMin) + 1)}`,
                }}
                title={`${b.time} · ${guestName(b)} · ${b.guests} · ${STATUS_LABELS[b.status]}`}
              >
                <strong>{b.guests}</strong> {guestName(b)}
              </div>
            )),
        )}
        {nowMin !== null && nowMin >= from && nowMin <= to && (
          <div
            className="host-now"
            aria-hidden="true"
            style={{
              gridRow: `1 / ${day.tables.length + 2}`,
              gridColumn: `${col(nowMin)} / span 1`,
            }}
          />
        )}
      </div>
    </section>
  );
}
