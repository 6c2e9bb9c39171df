import { zonedInstant, zonedNow } from '@shared/calendar-dates';
import type { Pause } from '@shared/hours';
import { useId } from 'react';

/**
 * The big "Pause online orders" switch, with an optional end: a date and time on the restaurant's
 * clock (whatever the owner's device thinks the time zone is), stored as an instant.
 */
export function PauseSwitch({
  pause,
  onChange,
  timeZone,
  error,
}: {
  pause: Pause;
  onChange: (pause: Pause) => void;
  timeZone: string;
  error?: string;
}) {
  const id = useId();
  const until = pause.until ? zonedNow(new Date(pause.until), timeZone) : null;
  const untilValue = until ? `${until.date}T${until.time}` : '';
  return (
    <fieldset className={`card settings-section pause-section${pause.on ? ' is-paused' : ''}`}>
      <legend>Pause online orders</legend>
      <button
        type="button"
        role="switch"
        aria-checked={pause.on}
        aria-describedby={`${id}-hint`}
        className="pause-switch"
        onClick={() => onChange({ on: !pause.on, until: pause.on ? null : pause.until })}
      >
        <span className="pause-switch-track" aria-hidden="true">
          <span className="pause-switch-thumb" />
        </span>
        <span className="pause-switch-label">Pause online orders</span>
      </button>
      <p id={`${id}-hint`} className="muted">
        {pause.on
          ? 'Online orders are paused: diners cannot pay for delivery or pickup. Table bookings go on.'
          : 'Online orders are taken during opening hours.'}
      </p>
      {pause.on && (
        <div className="field">
          <label htmlFor={`${id}-until`}>Until (optional, {timeZone} time)</label>
          <input
            id={`${id}-until`}
            className="input"
            type="datetime-local"
            value={untilValue}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => {
              const [date, time] = event.target.value.split('T');
              onChange({
                on: true,
                until:
                  date && time
                    ? zonedInstant(date, time.slice(0, 5), timeZone).toISOString()
                    : null,
              });
            }}
          />
          {error && (
            <p id={`${id}-error`} className="field-error">
              {error}
            </p>
          )}
        </div>
      )}
    </fieldset>
  );
}
