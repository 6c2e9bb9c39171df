import { reservationTexts as t } from '@shared/reservations';
import type { PublicUser } from '@shared/schemas/auth';
import { TextField } from '@web/ui/TextField';
import type { UseFormReturn } from 'react-hook-form';
import type { WizardValues } from './wizard-form';

/** Step 1: who is booking (filled from the account when it knows them; always editable). */
export function DetailsFields({
  form,
  user,
}: {
  form: UseFormReturn<WizardValues>;
  user: PublicUser | null;
}) {
  const { errors } = form.formState;
  return (
    <div className="wizard-fields wizard-fields-2">
      <TextField
        label="First name"
        autoComplete="given-name"
        required
        error={errors.firstName?.message}
        {...form.register('firstName')}
      />
      <TextField
        label="Last name"
        autoComplete="family-name"
        required
        error={errors.lastName?.message}
        {...form.register('lastName')}
      />
      <TextField
        label="Phone number"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        required
        hint="So the restaurant can reach you about the booking."
        error={errors.phone?.message}
        {...form.register('phone')}
      />
      {user && (
        // No e-mail field: the mails go only to the account's own verified address.
        <p className="wizard-mail-to">{t.confirmationGoesTo(user.email)}</p>
      )}
    </div>
  );
}
