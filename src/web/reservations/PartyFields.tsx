import { depositFor, depositTexts } from '@shared/deposits';
import { messages } from '@shared/messages';
import {
  type Availability,
  formatReservationDate,
  MIN_GUESTS,
  SPECIAL_REQUESTS_MAX,
  reservationTexts as t,
  toCount,
} from '@shared/reservations';
import { TextField } from '@web/ui/TextField';
import { useId } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import type { WizardValues } from './wizard-form';

/**
 * Step 3: the party and special requests. The party size is the seat count: there is
 * no separate seats box. Parties above the owner's online maximum are asked to call, with the
 * restaurant's phone, as soon as the number is typed. Non-numeric input counts as 0 (docs/storefront-spec.md §5).
 */
export function PartyFields({
  form,
  seatsLeft,
  rules,
  byTables = false,
}: {
  form: UseFormReturn<WizardValues>;
  /** Seats still free in the chosen slot, when known. */
  seatsLeft: number | null;
  rules: Availability['rules'];
  /** The party was chosen with the time (tables fit parties): shown here, changed on step 2. */
  byTables?: boolean;
}) {
  const requestsId = useId();
  const { errors } = form.formState;
  const [date, time, guests] = form.watch(['date', 'time', 'guests']);

  return (
    <div className="wizard-fields">
      <p className="wizard-recap">
        Table{' '}
        {byTables && (
          <>
            for <strong>{guests}</strong>{' '}
          </>
        )}
        on <strong>{formatReservationDate(date)}</strong> at <strong>{time}</strong>
        {!byTables && seatsLeft !== null && (
          <span className="muted">
            {' '}
            · {seatsLeft} {seatsLeft === 1 ? 'seat' : 'seats'} free
          </span>
        )}
      </p>
      {byTables ? (
        <p className="muted field-hint">To change the party, go back to the date and time.</p>
      ) : (
        <GuestsField form={form} rules={rules} />
      )}
      {depositFor(guests, rules) > 0 && (
        // The deposit, the hold and the refund terms before the diner books.
        <p className="deposit-note" role="note">
          {depositTexts.wizardNotice(rules.depositPerGuestMinor, guests, rules.changeCutoffHours)}
        </p>
      )}
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

/** The party size: one seat per guest; above the online maximum, the restaurant's phone. */
export function GuestsField({
  form,
  rules,
}: {
  form: UseFormReturn<WizardValues>;
  rules: Availability['rules'];
}) {
  const guests = form.watch('guests');
  const max = rules.maxOnlineParty;
  const callUs = messages.booking.callForGroups(max, rules.phone);
  const tooLarge = guests > max;
  return (
    <>
      <Controller
        control={form.control}
        name="guests"
        render={({ field, fieldState }) => (
          <TextField
            label="Number of guests"
            type="number"
            inputMode="numeric"
            min={MIN_GUESTS}
            max={max}
            required
            name={field.name}
            ref={field.ref}
            value={String(field.value)}
            onBlur={field.onBlur}
            onChange={(event) => {
              form.clearErrors('guests');
              field.onChange(toCount(event.target.value));
            }}
            hint={`From ${MIN_GUESTS} to ${max} guests online; one seat each.${
              rules.depositPerGuestMinor > 0
                ? ` ${depositTexts.wizardFromParty(rules.depositFromParty, rules.depositPerGuestMinor)}`
                : ''
            }`}
            error={fieldState.error?.message ?? (tooLarge ? callUs : undefined)}
          />
        )}
      />
      {tooLarge && (
        <p className="wizard-call-us" role="status">
          <a href={`tel:${rules.phone.replace(/[^\d+]/g, '')}`}>Call {rules.phone}</a>
        </p>
      )}
    </>
  );
}
