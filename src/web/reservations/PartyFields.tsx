import {
  formatReservationDate,
  MAX_GUESTS,
  MIN_GUESTS,
  SPECIAL_REQUESTS_MAX,
  seatsForGuests,
  reservationTexts as t,
  toCount,
} from '@shared/reservations';
import { TextField } from '@web/ui/TextField';
import { useId } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import type { WizardValues } from './wizard-form';

/**
 * Step 3: guests, seats and special requests. Setting the guests suggests the seats (2 for fewer
 * than 3 guests, else one each); the seats stay editable. Non-numeric input counts as 0 (docs/storefront-spec.md §5).
 */
export function PartyFields({
  form,
  seatsLeft,
  capacity,
}: {
  form: UseFormReturn<WizardValues>;
  /** Seats still free in the chosen slot, when known. */
  seatsLeft: number | null;
  capacity: number;
}) {
  const requestsId = useId();
  const { errors } = form.formState;
  const [date, time] = form.watch(['date', 'time']);
  const maxSeats = Math.min(capacity, seatsLeft ?? capacity);

  return (
    <div className="wizard-fields">
      <p className="wizard-recap">
        Table on <strong>{formatReservationDate(date)}</strong> at <strong>{time}</strong>
        {seatsLeft !== null && (
          <span className="muted">
            {' '}
            · {seatsLeft} {seatsLeft === 1 ? 'seat' : 'seats'} free
          </span>
        )}
      </p>
      <div className="wizard-fields-2">
        <Controller
          control={form.control}
          name="guests"
          render={({ field, fieldState }) => (
            <TextField
              label="Number of guests"
              type="number"
              inputMode="numeric"
              min={MIN_GUESTS}
              max={MAX_GUESTS}
              required
              name={field.name}
              ref={field.ref}
              value={String(field.value)}
              onBlur={field.onBlur}
              onChange={(event) => {
                const guests = toCount(event.target.value);
                field.onChange(guests);
                form.setValue('seats', seatsForGuests(guests), {
                  shouldValidate: form.formState.isSubmitted,
                });
              }}
              hint={`From ${MIN_GUESTS} to ${MAX_GUESTS} guests.`}
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={form.control}
          name="seats"
          render={({ field, fieldState }) => (
            <TextField
              label="Number of seats"
              type="number"
              inputMode="numeric"
              min={1}
              max={maxSeats}
              required
              name={field.name}
              ref={field.ref}
              value={String(field.value)}
              onBlur={field.onBlur}
              onChange={(event) => field.onChange(toCount(event.target.value))}
              hint={`Seats to hold for your party (up to ${maxSeats}).`}
              error={fieldState.error?.message}
            />
          )}
        />
      </div>
      <div className="field">
        <label htmlFor={requestsId}>
          Special requests <span className="muted">(optional)</span>
        </label>
        <textarea
          id={requestsId}
          className="textarea"
          placeholder={t.specialRequestsPlaceholder}
          maxLength={SPECIAL_REQUESTS_MAX}
          aria-invalid={errors.specialRequests ? true : undefined}
          aria-describedby={errors.specialRequests ? `${requestsId}-error` : undefined}
          {...form.register('specialRequests')}
        />
        {errors.specialRequests && (
          <p id={`${requestsId}-error`} className="field-error">
            {errors.specialRequests.message}
          </p>
        )}
      </div>
    </div>
  );
}
