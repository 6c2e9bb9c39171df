import { zonedNow } from '@shared/calendar-dates';
import {
  slotDayWords,
  slotsByDay,
  scheduleTexts as t,
  type WhenOptions,
} from '@shared/scheduled-orders';
import { useEffect, useId } from 'react';
import './when.css';

/** What the diner chose: ready as soon as possible, or at one of the offered slots (ISO). */
export type WhenChoice = { mode: 'asap' } | { mode: 'later'; slot: string | null };

/** The ISO time to send with the payment (null: ASAP), or undefined when nothing valid is chosen. */
export function scheduledForOf(choice: WhenChoice, options: WhenOptions | undefined) {
  if (!options) return undefined;
  if (choice.mode === 'asap') return options.asap.available ? null : undefined;
  return choice.slot && options.slots.includes(choice.slot) ? choice.slot : undefined;
}

/**
 * "When" at checkout: "As soon as possible" with its ready time, offered only
 * while the kitchen takes orders now (else its reason shows and a later time is chosen), or a day
 * and a time among the slots the server offers, on the restaurant's clock. `asapAnyway` (the
 * staff's phone orders) keeps ASAP selectable with its reason: staff confirm it beside.
 */
export function WhenSection({
  options,
  loading,
  failed,
  choice,
  onChange,
  asapAnyway = false,
}: {
  options: WhenOptions | undefined;
  loading: boolean;
  failed: boolean;
  choice: WhenChoice;
  onChange: (choice: WhenChoice) => void;
  asapAnyway?: boolean;
}) {
  const group = useId();
  const dayId = useId();
  const timeId = useId();
  const asapOff = options !== undefined && !options.asap.available && !asapAnyway;
  const firstSlot = options?.slots[0] ?? null;

  // ASAP not offered (closed, paused, full): the earliest slot is proposed instead. A chosen slot
  // that is no longer offered (passed or filled up) gives way to the earliest one too.
  useEffect(() => {
    if (!options) return;
    if (choice.mode === 'asap' && asapOff) onChange({ mode: 'later', slot: firstSlot });
    if (choice.mode === 'later' && choice.slot && !options.slots.includes(choice.slot))
      onChange({ mode: 'later', slot: firstSlot });
  }, [options, choice, asapOff, firstSlot, onChange]);

  if (loading) return <p className="muted">{t.loading}</p>;
  if (failed || !options)
    return (
      <p className="form-error" role="alert">
        {t.loadError}
      </p>
    );

  const { timeZone } = options;
  const now = new Date(options.now);
  const days = slotsByDay(options.slots, timeZone);
  const chosen = choice.mode === 'later' ? choice.slot : null;
  const chosenDay = chosen ? zonedNow(new Date(chosen), timeZone).date : days[0]?.date;
  const dayTimes = days.find((day) => day.date === chosenDay)?.times ?? [];

  return (
    <fieldset className="delivery-options when-options">
      <legend className="visually-hidden">{t.heading}</legend>
      <label
        className={`delivery-option${choice.mode === 'asap' ? ' is-selected' : ''}${asapOff ? ' is-disabled' : ''}`}
      >
        <input
          type="radio"
          name={group}
          checked={choice.mode === 'asap'}
          disabled={asapOff}
          onChange={() => onChange({ mode: 'asap' })}
        />
        <span>
          {options.asap.available
            ? t.asapEstimate(zonedNow(new Date(options.asap.readyAt), timeZone).time)
            : t.asap}
          {/* Staff read the reason in their warning above the choices. */}
          {!options.asap.available && !asapAnyway && (
            <span className="when-reason">{options.asap.reason}</span>
          )}
        </span>
      </label>
      <label className={`delivery-option${choice.mode === 'later' ? ' is-selected' : ''}`}>
        <input
          type="radio"
          name={group}
          checked={choice.mode === 'later'}
          disabled={days.length === 0}
          onChange={() => onChange({ mode: 'later', slot: chosen ?? firstSlot })}
        />
        <span>{t.later}</span>
      </label>
      {days.length === 0 && <p className="muted">{t.noSlots}</p>}
      {choice.mode === 'later' && days.length > 0 && (
        <div className="when-pickers">
          <div className="field">
            <label htmlFor={dayId}>{t.day}</label>
            <select
              id={dayId}
              value={chosenDay}
              onChange={(event) => {
                const day = days.find((d) => d.date === event.target.value);
                onChange({ mode: 'later', slot: day?.times[0]?.at ?? null });
              }}
            >
              {days.map((day) => (
                <option key={day.date} value={day.date}>
                  {slotDayWords(day.date, now, timeZone)}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={timeId}>{t.time}</label>
            <select
              id={timeId}
              value={chosen ?? ''}
              onChange={(event) => onChange({ mode: 'later', slot: event.target.value })}
            >
              {dayTimes.map((slot) => (
                <option key={slot.at} value={slot.at}>
                  {slot.time}
                </option>
              ))}
            </select>
          </div>
        </div>
      )}
    </fieldset>
  );
}
