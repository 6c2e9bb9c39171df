import { zonedInstant, zonedNow } from '@shared/calendar-dates';
import { orderingPauseTexts as t } from '@shared/ordering-pause';
import { ApiError } from '@web/lib/api/errors';
import { useId, useState } from 'react';
import { usePauseStateQuery, useSetPauseMutation } from './pause-api';

/**
 * The big "Pause online orders" switch: it takes effect on the tap, whatever else the page holds
 * unsaved, and says who paused and since when. While paused, an optional end: a date and time on
 * the restaurant's clock (whatever the owner's device thinks the time zone is), sent as an instant.
 */
export function PauseSwitch({ id: anchor, timeZone }: { id: string; timeZone: string }) {
  const id = useId();
  const state = usePauseStateQuery();
  const change = useSetPauseMutation();
  const on = state.data?.on ?? false;
  const until = state.data?.until ? zonedNow(new Date(state.data.until), timeZone) : null;
  const [untilValue, setUntilValue] = useState<string | null>(null);
  const shownUntil = untilValue ?? (until ? `${until.date}T${until.time}` : '');
  const error =
    change.error instanceof ApiError ? (change.error.fields.until ?? change.error.message) : null;

  const setEnd = () => {
    const [date, time] = shownUntil.split('T');
    const instant = date && time ? zonedInstant(date, time.slice(0, 5), timeZone) : null;
    change.mutate(
      { on: true, until: instant ? instant.toISOString() : null },
      { onSuccess: () => setUntilValue(null) },
    );
  };

  return (
    <fieldset
      id={anchor}
      className={`card settings-section pause-section${on ? ' is-paused' : ''}`}
      aria-busy={change.isPending || state.isPending}
    >
      <legend>{t.pause}</legend>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-describedby={`${id}-hint`}
        className="pause-switch"
        disabled={!state.data || change.isPending}
        onClick={() => change.mutate({ on: !on })}
      >
        <span className="pause-switch-track" aria-hidden="true">
          <span className="pause-switch-thumb" />
        </span>
        <span className="pause-switch-label">{t.pause}</span>
      </button>
      <p id={`${id}-hint`} className="muted" aria-live="polite">
        {on && state.data?.words ? `${state.data.words}. ${t.hintOn}` : t.hintOff}
      </p>
      {on && (
        <div className="pause-until">
          <div className="field">
            <label htmlFor={`${id}-until`}>{t.untilLabel(timeZone)}</label>
            <input
              id={`${id}-until`}
              className="input"
              type="datetime-local"
              value={shownUntil}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(event) => setUntilValue(event.target.value)}
            />
            {error && (
              <p id={`${id}-error`} className="field-error">
                {error}
              </p>
            )}
          </div>
          <button
            type="button"
            className="btn btn-secondary"
            disabled={change.isPending || untilValue === null}
            onClick={setEnd}
          >
            {t.setUntil}
          </button>
        </div>
      )}
    </fieldset>
  );
}
