import {
  type Period,
  WEEKDAY_NAMES,
  WEEKDAYS,
  type Weekday,
  type WeeklyHours,
} from '@shared/hours';
import { MAX_PERIODS_PER_DAY } from '@shared/hours/texts';
import { useId } from 'react';
import { errorAt, errorsUnder, type FieldErrors } from './field-errors';

/** The periods of one day: opening and closing times, added and removed by the owner. */
function DayPeriods({
  day,
  periods,
  onChange,
  path,
  errors,
}: {
  day: Weekday;
  periods: Period[];
  onChange: (periods: Period[]) => void;
  path: string;
  errors: FieldErrors;
}) {
  const id = useId();
  const name = WEEKDAY_NAMES[day];
  const dayError = errorAt(errors, path);
  const set = (index: number, change: Partial<Period>) =>
    onChange(periods.map((period, i) => (i === index ? { ...period, ...change } : period)));
  const lastEnd = periods.at(-1)?.end ?? '11:00';
  return (
    <fieldset className="day-hours" aria-describedby={dayError ? `${id}-error` : undefined}>
      <legend>{name}</legend>
      {periods.length === 0 && <p className="muted day-closed">Closed all day</p>}
      {periods.map((period, index) => {
        const periodErrors = errorsUnder(errors, `${path}.${index}`);
        const errorId = `${id}-${index}-error`;
        const describedBy = periodErrors.length > 0 ? errorId : undefined;
        const label = `${name}, period ${index + 1}`;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: periods have no identity but their place.
          <div className="period-row" key={index}>
            <div className="field">
              <label htmlFor={`${id}-${index}-start`}>
                <span className="visually-hidden">{label}: </span>Opens
              </label>
              <input
                id={`${id}-${index}-start`}
                className="input"
                type="time"
                required
                value={period.start}
                aria-invalid={periodErrors.length > 0 || undefined}
                aria-describedby={describedBy}
                onChange={(event) => set(index, { start: event.target.value })}
              />
            </div>
            <div className="field">
              <label htmlFor={`${id}-${index}-end`}>
                <span className="visually-hidden">{label}: </span>Closes
              </label>
              <input
                id={`${id}-${index}-end`}
                className="input"
                type="time"
                required
                value={period.end}
                aria-invalid={periodErrors.length > 0 || undefined}
                aria-describedby={describedBy}
                onChange={(event) => set(index, { end: event.target.value })}
              />
            </div>
            <button
              type="button"
              className="btn btn-ghost btn-sm period-remove"
              onClick={() => onChange(periods.filter((_, i) => i !== index))}
            >
              Remove<span className="visually-hidden"> {label}</span>
            </button>
            {periodErrors.length > 0 && (
              <p id={errorId} className="field-error period-error">
                {periodErrors.join(' ')}
              </p>
            )}
          </div>
        );
      })}
      {periods.length < MAX_PERIODS_PER_DAY && (
        <button
          type="button"
          className="btn btn-secondary btn-sm"
          onClick={() => onChange([...periods, { start: lastEnd, end: '22:00' }])}
        >
          Add a period<span className="visually-hidden"> on {name}</span>
        </button>
      )}
      {dayError && (
        <p id={`${id}-error`} className="field-error">
          {dayError}
        </p>
      )}
    </fieldset>
  );
}

/** The weekly hours of one service: every day, Monday first, each with up to four periods. */
export function WeekHoursEditor({
  week,
  onChange,
  path,
  errors,
}: {
  week: WeeklyHours;
  onChange: (week: WeeklyHours) => void;
  /** Where the schema reports this week's errors ('hours.hours.default'). */
  path: string;
  errors: FieldErrors;
}) {
  return (
    <div className="week-hours">
      {WEEKDAYS.map((day) => (
        <DayPeriods
          key={day}
          day={day}
          periods={week[day]}
          onChange={(periods) => onChange({ ...week, [day]: periods })}
          path={`${path}.${day}`}
          errors={errors}
        />
      ))}
    </div>
  );
}
