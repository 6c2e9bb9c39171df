import type { Closure } from '@shared/hours';
import { useId } from 'react';
import { errorsUnder, type FieldErrors } from './field-errors';

/** Days the restaurant is closed (a date or a range), each with the note diners read. */
export function ClosuresEditor({
  closures,
  onChange,
  today,
  errors,
}: {
  closures: Closure[];
  onChange: (closures: Closure[]) => void;
  /** The restaurant's date today: what a new closure starts on. */
  today: string;
  errors: FieldErrors;
}) {
  const id = useId();
  const set = (index: number, change: Partial<Closure>) =>
    onChange(closures.map((closure, i) => (i === index ? { ...closure, ...change } : closure)));
  const listError = errors['hours.closures'];
  return (
    <fieldset
      className="card settings-section"
      aria-describedby={listError ? `${id}-error` : undefined}
    >
      <legend>Closures</legend>
      <p className="muted">
        Days you are closed: no online orders and no table bookings. Diners see the note.
      </p>
      {closures.length === 0 && <p>No closures planned.</p>}
      <ul className="closure-list">
        {closures.map((closure, index) => {
          const closureErrors = errorsUnder(errors, `hours.closures.${index}`);
          const errorId = `${id}-${index}-error`;
          const describedBy = closureErrors.length > 0 ? errorId : undefined;
          const label = `Closure ${index + 1}`;
          const field = (key: keyof Closure, text: string, type: string) => (
            <div className="field">
              <label htmlFor={`${id}-${index}-${key}`}>
                <span className="visually-hidden">{label}: </span>
                {text}
              </label>
              <input
                id={`${id}-${index}-${key}`}
                className="input"
                type={type}
                value={closure[key]}
                aria-invalid={closureErrors.length > 0 || undefined}
                aria-describedby={describedBy}
                onChange={(event) => {
                  const value = event.target.value;
                  // A later start moves the end along: a one-day closure stays one day.
                  if (key === 'from' && closure.to < value) set(index, { from: value, to: value });
                  else set(index, { [key]: value });
                }}
              />
            </div>
          );
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: closures have no identity but their place.
            <li className="closure-row" key={index}>
              {field('from', 'From', 'date')}
              {field('to', 'To (same day for one day)', 'date')}
              {field('note', 'Note for diners', 'text')}
              <button
                type="button"
                className="btn btn-ghost btn-sm"
                onClick={() => onChange(closures.filter((_, i) => i !== index))}
              >
                Remove<span className="visually-hidden"> {label}</span>
              </button>
              {closureErrors.length > 0 && (
                <p id={errorId} className="field-error closure-error">
                  {closureErrors.join(' ')}
                </p>
              )}
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        className="btn btn-secondary btn-sm"
        onClick={() => onChange([...closures, { from: today, to: today, note: '' }])}
      >
        Add a closure
      </button>
      {listError && (
        <p id={`${id}-error`} className="field-error">
          {listError}
        </p>
      )}
    </fieldset>
  );
}
