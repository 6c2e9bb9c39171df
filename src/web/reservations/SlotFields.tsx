import { useId } from 'react';
import DatePicker from 'react-datepicker';
import { Controller, type UseFormReturn } from 'react-hook-form';
import 'react-datepicker/dist/react-datepicker.css';
import './calendar.css';
import { checkBookingDay } from '@shared/booking-rules';
import { messages } from '@shared/messages';
import { wizardTexts as w } from '@shared/reservation-wizard';
import {
  type Availability,
  formatReservationDate,
  isCalendarDate,
  reservationTexts as t,
} from '@shared/reservations';
import { DATE_ORDER_PATTERN, readTypedDate } from '@shared/typed-date';
import { readerClockDiffers, restaurantZoneName } from '@web/lib/restaurant-time';
import { GuestsField, tooLargeOnline } from './GuestsField';
import { calendarToday, markRestaurantToday, RestaurantTodayContainer } from './restaurant-today';
import { WaitlistJoin } from './WaitlistJoin';
import { fromPickerDate, toPickerDate, type WizardValues } from './wizard-form';

/** Seats left are worth telling only when they are getting few. */
const FEW_SEATS = 10;

/** Whether the party can take this time: bookable, with a seat for each guest. */
export const slotTakes = (slot: Availability['slots'][number], guests: number) =>
  slot.state === 'available' && slot.seatsLeft >= guests;

function slotLabel(slot: Availability['slots'][number], byTables: boolean) {
  if (slot.state === 'past') return `${slot.time} (passed)`;
  if (slot.state === 'full') return `${slot.time} (${byTables ? 'no table free' : 'full'})`;
  if (byTables) return slot.time;
  if (slot.seatsLeft <= FEW_SEATS)
    return `${slot.time} (${slot.seatsLeft} ${slot.seatsLeft === 1 ? 'seat' : 'seats'} left)`;
  return slot.time;
}

/**
 * Step 2: the party, then the day (react-datepicker, yyyy-MM-dd, no past days; a typed day is read
 * in the restaurant's date order) and one of the day's slots that seats the party.
 */
export function SlotFields({
  form,
  availability,
  loadingSlots,
}: {
  form: UseFormReturn<WizardValues>;
  availability: Availability | undefined;
  loadingSlots: boolean;
}) {
  const dateId = useId();
  const timeId = useId();
  const { errors } = form.formState;
  const [date, guests] = form.watch(['date', 'guests']);
  const order = availability?.dateOrder ?? 'dmy';
  // Slots shown only once they belong to the picked day (not the previous day's, while loading).
  const slots = availability && availability.date === date ? availability.slots : null;
  const noneLeft = slots?.every((s) => !slotTakes(s, guests)) ?? false;
  const today = calendarToday(availability?.today);
  const byTables = availability?.byTables ?? false;
  // By tables, only the times a table is free for this party are listed.
  const shownSlots = byTables ? slots?.filter((s) => s.state === 'available') : slots;

  if (availability && tooLargeOnline(guests, availability.rules))
    return (
      <div className="wizard-fields wizard-fields-2">
        <div className="wizard-party">
          <GuestsField form={form} rules={availability.rules} />
        </div>
      </div>
    );
  return (
    <div className="wizard-fields wizard-fields-2">
      {availability && (
        <div className="wizard-party">
          <GuestsField form={form} rules={availability.rules} />
        </div>
      )}
      <Controller
        control={form.control}
        name="date"
        render={({ field, fieldState }) => (
          <div className="field">
            <label htmlFor={dateId}>{w.dateLabel}</label>
            <DatePicker
              id={dateId}
              name={field.name}
              // The box shows what the diner typed, never erased for being unreadable, past or
              // too far: the words under it say what is wrong.
              value={field.value}
              selected={toPickerDate(field.value)}
              onChangeRaw={(event) => {
                const box = event?.target;
                if (box instanceof HTMLInputElement) field.onChange(box.value);
              }}
              onChange={(picked: Date | null) => {
                // A text the picker cannot read stays as typed; only a real day replaces it.
                if (!picked) return;
                field.onChange(fromPickerDate(picked));
                form.clearErrors('date');
              }}
              onBlur={() => {
                field.onBlur();
                const typed = form.getValues('date');
                // '02/12/2026' becomes the day it means, written as the calendar writes it.
                const read = readTypedDate(typed, order);
                if (read && read !== typed) field.onChange(read);
                if (!typed || !availability) return;
                const day = checkBookingDay(
                  typed,
                  availability.today,
                  availability.rules.windowDays,
                  order,
                );
                if (day.ok) form.clearErrors('date');
                else form.setError('date', { message: day.message });
              }}
              // Enter in the date box picks or opens the calendar; it must not submit the step.
              onKeyDown={(event) => {
                if (event.key === 'Enter') event.preventDefault();
              }}
              dateFormat="yyyy-MM-dd"
              placeholderText={DATE_ORDER_PATTERN[order]}
              // The restaurant's today, never the browser's: the first day offered, where the
              // calendar opens (and the keyboard lands) when no day is picked yet, and marked.
              minDate={toPickerDate(today) ?? undefined}
              maxDate={(availability && toPickerDate(availability.lastDate)) || undefined}
              openToDate={toPickerDate(field.value) ?? toPickerDate(today) ?? undefined}
              dayClassName={markRestaurantToday(today)}
              calendarContainer={RestaurantTodayContainer}
              strictParsing
              autoComplete="off"
              className="input"
              wrapperClassName="datepicker-wrapper"
              calendarClassName="tavola-calendar"
              popperPlacement="bottom-start"
              ariaInvalid={fieldState.error ? 'true' : undefined}
              ariaDescribedBy={fieldState.error ? `${dateId}-error` : `${dateId}-hint`}
              ariaRequired="true"
            />
            {fieldState.error ? (
              <p id={`${dateId}-error`} className="field-error">
                {fieldState.error.message}
              </p>
            ) : (
              <p id={`${dateId}-hint`} className="muted field-hint">
                {isCalendarDate(field.value)
                  ? w.dateRead(formatReservationDate(field.value))
                  : w.dateHint(DATE_ORDER_PATTERN[order])}
                {availability && ` ${messages.booking.dateTooFar(availability.rules.windowDays)}.`}
              </p>
            )}
          </div>
        )}
      />

      <div className="field">
        <label htmlFor={timeId}>Time</label>
        <select
          id={timeId}
          className="select"
          disabled={!date}
          aria-invalid={errors.time ? true : undefined}
          aria-describedby={`${timeId}-note`}
          aria-required="true"
          {...form.register('time')}
          // Controlled too: a time kept while the field was away shows again once its options do.
          value={form.watch('time')}
        >
          <option value="">{date ? 'Choose a time' : 'Choose a date first'}</option>
          {(shownSlots ?? []).map((slot) => (
            <option key={slot.time} value={slot.time} disabled={!slotTakes(slot, guests)}>
              {slotLabel(slot, byTables)}
            </option>
          ))}
        </select>
        <p
          id={`${timeId}-note`}
          className={errors.time ? 'field-error' : 'muted field-hint'}
          aria-live="polite"
        >
          {errors.time?.message ??
            (!date
              ? 'Pick a day to see its times.'
              : loadingSlots && !slots
                ? 'Checking the free tables…'
                : noneLeft
                  ? byTables
                    ? 'No table for this party is free on this day. Please choose another day.'
                    : 'No table is free on this day any more. Please choose another day.'
                  : byTables
                    ? 'Only the times with a free table for your party are listed.'
                    : 'Times that are full or already passed cannot be chosen.')}
        </p>
        {readerClockDiffers() && (
          <p className="muted field-hint">{t.timesAreRestaurants(restaurantZoneName())}</p>
        )}
      </div>
      <WaitlistJoin form={form} availability={availability} />
    </div>
  );
}
