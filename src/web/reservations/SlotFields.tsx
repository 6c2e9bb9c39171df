import { useId } from 'react';
import DatePicker from 'react-datepicker';
import { Controller, type UseFormReturn } from 'react-hook-form';
import 'react-datepicker/dist/react-datepicker.css';
import './calendar.css';
import { checkBookingDay } from '@shared/booking-rules';
import { messages } from '@shared/messages';
import { type Availability, reservationTexts as t } from '@shared/reservations';
import { readerClockDiffers, restaurantZoneName } from '@web/lib/restaurant-time';
import { GuestsField } from './PartyFields';
import { calendarToday, markRestaurantToday, RestaurantTodayContainer } from './restaurant-today';
import { WaitlistJoin } from './WaitlistJoin';
import { fromPickerDate, toPickerDate, type WizardValues } from './wizard-form';

/** Seats left are worth telling only when they are getting few. */
const FEW_SEATS = 10;

function slotLabel(slot: Availability['slots'][number], byTables: boolean) {
  if (slot.state === 'past') return `${slot.time} (passed)`;
  if (slot.state === 'full') return `${slot.time} (${byTables ? 'no table free' : 'full'})`;
  if (byTables) return slot.time;
  if (slot.seatsLeft <= FEW_SEATS)
    return `${slot.time} (${slot.seatsLeft} ${slot.seatsLeft === 1 ? 'seat' : 'seats'} left)`;
  return slot.time;
}

/** Step 2: the day (react-datepicker, yyyy-MM-dd, no past days) and one of the day's slots. */
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
  const date = form.watch('date');
  // Slots shown only once they belong to the picked day (not the previous day's, while loading).
  const slots = availability && availability.date === date ? availability.slots : null;
  const noneLeft = slots?.every((s) => s.state !== 'available') ?? false;
  const today = calendarToday(availability?.today);
  const byTables = availability?.byTables ?? false;
  // By tables, only the times a table is free for this party are listed.
  const shownSlots = byTables ? slots?.filter((s) => s.state === 'available') : slots;

  return (
    <div className="wizard-fields wizard-fields-2">
      {byTables && availability && (
        <div className="wizard-party">
          <GuestsField form={form} rules={availability.rules} />
        </div>
      )}
      <Controller
        control={form.control}
        name="date"
        render={({ field, fieldState }) => (
          <div className="field">
            <label htmlFor={dateId}>Date</label>
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
                if (!typed || !availability) return;
                const day = checkBookingDay(
                  typed,
                  availability.today,
                  availability.rules.windowDays,
                );
                if (day.ok) form.clearErrors('date');
                else form.setError('date', { message: day.message });
              }}
              // Enter in the date box picks or opens the calendar; it must not submit the step.
              onKeyDown={(event) => {
                if (event.key === 'Enter') event.preventDefault();
              }}
              dateFormat="yyyy-MM-dd"
              placeholderText="yyyy-mm-dd"
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
                Type it as yyyy-mm-dd or pick it from the calendar.
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
        >
          <option value="">{date ? 'Choose a time' : 'Choose a date first'}</option>
          {(shownSlots ?? []).map((slot) => (
            <option key={slot.time} value={slot.time} disabled={slot.state !== 'available'}>
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
