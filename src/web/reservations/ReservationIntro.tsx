import { wizardTexts as w } from '@shared/reservation-wizard';
import { type Availability, reservationTexts as t } from '@shared/reservations';
import { useId } from 'react';
import './reservation-intro.css';

/**
 * The page's heading and when tables can be booked: the server's words for the very starts the
 * slots are offered at (the same settings), so the copy and the times listed never disagree.
 */
export function ReservationIntro({ times }: { times: Availability['bookingTimes'] | undefined }) {
  const timesId = useId();
  return (
    <header className="reservation-intro">
      <p className="eyebrow">{w.eyebrow}</p>
      <h1 className="page-title">{t.wizardTitle}</h1>
      <p className="lead">{w.intro}</p>
      {times && (
        <section className="reservation-times" aria-labelledby={timesId}>
          <h2 id={timesId} className="reservation-times-label">
            {times.label}
          </h2>
          <ul>
            {times.lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
      )}
    </header>
  );
}
