import { depositTexts } from '@shared/deposits';
import { messages } from '@shared/messages';
import { wizardTexts as w } from '@shared/reservation-wizard';
import { type Availability, MIN_GUESTS, toCount } from '@shared/reservations';
import { useId } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import type { WizardValues } from './wizard-form';

/** Whether the party is larger than the owner lets book online (then only a call will do). */
export const tooLargeOnline = (guests: number, rules: Availability['rules']) =>
  guests > rules.maxOnlineParty;

/**
 * The party size: one seat per guest. Above the owner's online maximum it says one thing, once:
 * the spec's "please call us" with the number to tap; the day and time wait until the party fits.
 * Non-numeric input counts as 0 (docs/storefront-spec.md §5).
 */
export function GuestsField({
  form,
  rules,
}: {
  form: UseFormReturn<WizardValues>;
  rules: Availability['rules'];
}) {
  const id = useId();
  const guests = form.watch('guests');
  const max = rules.maxOnlineParty;
  const tooLarge = tooLargeOnline(guests, rules);
  return (
    <Controller
      control={form.control}
      name="guests"
      render={({ field, fieldState }) => {
        const error = tooLarge ? undefined : fieldState.error?.message;
        const describedBy = tooLarge ? `${id}-call` : error ? `${id}-error` : `${id}-hint`;
        return (
          <div className="field">
            <label htmlFor={id}>{w.guestsLabel}</label>
            <input
              id={id}
              className="input"
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
              aria-invalid={tooLarge || error ? true : undefined}
              aria-describedby={describedBy}
            />
            {tooLarge ? (
              <div id={`${id}-call`} className="wizard-call-us" role="status">
                <p>{messages.booking.callForGroups(max, rules.phone)}</p>
                <a
                  className="btn btn-secondary btn-sm"
                  href={`tel:${rules.phone.replace(/[^\d+]/g, '')}`}
                >
                  {w.callUs(rules.phone)}
                </a>
              </div>
            ) : error ? (
              <p id={`${id}-error`} className="field-error">
                {error}
              </p>
            ) : (
              <p id={`${id}-hint`} className="muted field-hint">
                {w.guestsHint(max)}
                {rules.depositPerGuestMinor > 0 &&
                  ` ${depositTexts.wizardFromParty(rules.depositFromParty, rules.depositPerGuestMinor)}`}
              </p>
            )}
          </div>
        );
      }}
    />
  );
}
