import { type BookingByLink, bookingLinkTexts as bt } from '@shared/booking-link';
import { messages } from '@shared/messages';
import { MAX_GUESTS, MIN_GUESTS, toCount } from '@shared/reservations';
import { errorMessage } from '@web/lib/api/errors';
import { useId, useState } from 'react';
import { type useBookingLinkMutations, useBookingLinkSlotsQuery } from './booking-link-api';

/**
 * The guest's change: another day, time or party, from the times the wizard
 * would offer this party (their own table left out). The server checks it all again.
 */
export function BookingLinkChange({
  token,
  view,
  change,
}: {
  token: string;
  view: BookingByLink;
  change: ReturnType<typeof useBookingLinkMutations>['change'];
}) {
  const ids = { date: useId(), time: useId(), guests: useId() };
  const { booking } = view;
  const [date, setDate] = useState(booking.date);
  const [guestsText, setGuestsText] = useState(String(booking.guests));
  const [time, setTime] = useState(booking.time);
  const guests = toCount(guestsText);
  const tooMany = guests > view.maxOnlineParty;
  const partyOk = guests >= MIN_GUESTS && !tooMany;
  const slots = useBookingLinkSlotsQuery(token, date, partyOk ? guests : 0);
  const free =
    slots.data?.date === date ? slots.data.slots.filter((s) => s.state === 'available') : null;
  const timeOffered = free?.some((s) => s.time === time) ?? false;
  const unchanged = date === booking.date && time === booking.time && guests === booking.guests;

  return (
    <form
      className="card booking-link-change"
      aria-labelledby={`${ids.date}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        change.mutate({ date, time, guests });
      }}
    >
      <h2 id={`${ids.date}-title`}>{bt.changeTitle}</h2>
      <div className="booking-link-fields">
        <div className="field">
          <label htmlFor={ids.date}>Date</label>
          <input
            id={ids.date}
            type="date"
            className="input"
            value={date}
            min={view.today}
            max={view.lastDate}
            required
            onChange={(event) => setDate(event.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={ids.guests}>Guests</label>
          <input
            id={ids.guests}
            type="number"
            inputMode="numeric"
            className="input"
            min={MIN_GUESTS}
            max={MAX_GUESTS}
            value={guestsText}
            aria-invalid={tooMany ? true : undefined}
            aria-describedby={`${ids.guests}-note`}
            onChange={(event) => setGuestsText(event.target.value)}
          />
          <p id={`${ids.guests}-note`} className={tooMany ? 'field-error' : 'muted field-hint'}>
            {tooMany
              ? messages.booking.callForGroups(view.maxOnlineParty, view.phone)
              : `Up to ${view.maxOnlineParty} guests online.`}
          </p>
        </div>
        <div className="field">
          <label htmlFor={ids.time}>Time</label>
          <select
            id={ids.time}
            className="select"
            value={timeOffered ? time : ''}
            disabled={!partyOk}
            aria-describedby={`${ids.time}-note`}
            onChange={(event) => setTime(event.target.value)}
          >
            <option value="">Choose a time</option>
            {(free ?? []).map((slot) => (
              <option key={slot.time} value={slot.time}>
                {slot.time}
              </option>
            ))}
          </select>
          <p id={`${ids.time}-note`} className="muted field-hint" aria-live="polite">
            {slots.isError
              ? errorMessage(slots.error, messages.booking.dateInvalid)
              : free && free.length === 0
                ? 'No table for this party is free on this day. Please choose another day.'
                : 'Only the times with room for your party are listed.'}
          </p>
        </div>
      </div>
      {change.isError && (
        <p className="form-error" role="alert">
          {errorMessage(change.error, bt.nothingToChange)}
        </p>
      )}
      <button
        type="submit"
        className="btn btn-primary"
        disabled={change.isPending || !partyOk || !timeOffered || unchanged}
      >
        {change.isPending ? bt.changing : bt.changeButton}
      </button>
    </form>
  );
}
