import { messages } from '@shared/messages';
import { newPasswordSchema } from '@shared/schemas/auth';
import { PasswordField } from '@web/ui/PasswordField';
import type { FieldErrors, UseFormRegisterReturn } from 'react-hook-form';
import { z } from 'zod';

type PasswordPair = { password: string; confirm: string };

/** The new password (the sign-up rules) and its confirmation, for a form's z.object. */
export const newPasswordPair = { password: newPasswordSchema, confirm: z.string() };

/** The form schema with the mismatch of the two passwords told on confirm. */
export function withConfirmedPassword<S extends z.ZodType<PasswordPair, PasswordPair>>(schema: S) {
  return schema.refine((v) => v.password === v.confirm, {
    path: ['confirm'],
    message: messages.auth.passwordsDoNotMatch,
  });
}

/** The new password and its confirmation, for a form whose values include newPasswordPair. */
export function NewPasswordFields({
  register,
  errors,
  label,
  confirmLabel,
}: {
  /** The form's register (any form whose values include password and confirm). */
  register: (name: keyof PasswordPair) => UseFormRegisterReturn;
  errors: FieldErrors<PasswordPair>;
  label: string;
  confirmLabel: string;
}) {
  return (
    <>
      <PasswordField
        label={label}
        autoComplete="new-password"
        hint="At least 6 characters."
        error={errors.password?.message}
        {...register('password')}
      />
      <PasswordField
        label={confirmLabel}
        autoComplete="new-password"
        error={errors.confirm?.message}
        {...register('confirm')}
      />
    </>
  );
}
