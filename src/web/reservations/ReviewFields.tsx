import { depositFor, depositTexts } from '@shared/deposits';
import { wizardTexts as w } from '@shared/reservation-wizard';
import {
  type Availability,
  formatReservationDate,
  SPECIAL_REQUESTS_MAX,
  reservationTexts as t,
} from '@shared/reservations';
import { useId } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { WizardValues } from './wizard-form';

/**
 * Step 3: what was chosen (the party, the day, the time: asked once, on step 2, and changed
 * there), the deposit it owes, and the special requests.
 */
export function ReviewFields({
  form,
  rules,
}: {
  form: UseFormReturn<WizardValues>;
  rules: Availability['rules'];
}) {
  const requestsId = useId();
  const { errors } = form.formState;
  const [date, time, guests] = form.watch(['date', 'time', 'guests']);

  return (
    <div className="wizard-fields">
      <p className="wizard-recap">
        {w.reviewLine} <strong>{guests}</strong> on <strong>{formatReservationDate(date)}</strong>{' '}
        at <strong>{time}</strong>
      </p>
      <p className="muted field-hint">{w.changeHint}</p>
      {depositFor(guests, rules) > 0 && (
        // The deposit, the hold and the refund terms before the diner books.
        <p className="deposit-note" role="note">
          {depositTexts.wizardNotice(rules.depositPerGuestMinor, guests, rules.changeCutoffHours)}
        </p>
      )}
      <div className="field">
        <label htmlFor={requestsId}>
          {w.requestsLabel} <span className="muted">{w.optional}</span>
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
