import { messages } from '@shared/messages';
import {
  type ChangePasswordInput,
  changePasswordSchema,
  type EmailChangeInput,
  emailChangeSchema,
  type Profile,
  type ProfileInput,
  profileInputSchema,
} from '@shared/schemas/account';
import { errorMessage } from '@web/lib/api/errors';
import { PasswordField } from '@web/ui/PasswordField';
import { TextField } from '@web/ui/TextField';
import { useSchemaForm } from '@web/ui/useSchemaForm';
import { useState } from 'react';
import {
  useChangePasswordMutation,
  useEmailChangeMutation,
  useSaveProfileMutation,
} from './account-api';

type Note = { ok: boolean; text: string } | null;

function FormNote({ note }: { note: Note }) {
  if (!note) return null;
  return (
    <p className={note.ok ? 'form-success' : 'form-error'} role={note.ok ? 'status' : 'alert'}>
      {note.text}
    </p>
  );
}

/** Name and phone, checked by the same rules as sign-up and checkout. */
export function DetailsForm({ profile }: { profile: Profile }) {
  const save = useSaveProfileMutation();
  const [note, setNote] = useState<Note>(null);
  const form = useSchemaForm(profileInputSchema, {
    defaultValues: { username: profile.username, phone: profile.phone ?? '' },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values: ProfileInput) => {
    setNote(null);
    try {
      await save.mutateAsync(values);
      setNote({ ok: true, text: messages.account.profileSaved });
    } catch (error) {
      setNote({ ok: false, text: errorMessage(error, 'Please try again.') });
    }
  });
  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-label="Your details">
      <TextField
        label="Name"
        autoComplete="name"
        error={errors.username?.message}
        {...form.register('username')}
      />
      <TextField
        label="Phone"
        type="tel"
        autoComplete="tel"
        placeholder="e.g. +234 803 555 0147"
        hint="Optional: where the restaurant can call you."
        error={errors.phone?.message}
        {...form.register('phone')}
      />
      <FormNote note={note} />
      <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
        Save details
      </button>
    </form>
  );
}

const EMPTY_PASSWORDS = { currentPassword: '', newPassword: '' };

/** Needs the current password; the server signs out every other device. */
export function PasswordForm() {
  const change = useChangePasswordMutation();
  const [note, setNote] = useState<Note>(null);
  const form = useSchemaForm(changePasswordSchema, { defaultValues: EMPTY_PASSWORDS });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values: ChangePasswordInput) => {
    setNote(null);
    try {
      await change.mutateAsync(values);
      form.reset(EMPTY_PASSWORDS);
      setNote({ ok: true, text: messages.account.passwordChanged });
    } catch (error) {
      setNote({ ok: false, text: errorMessage(error, 'Please try again.') });
    }
  });
  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-label="Change password">
      <PasswordField
        label="Current password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...form.register('currentPassword')}
      />
      <PasswordField
        label="New password"
        autoComplete="new-password"
        hint="At least 6 characters. Your other devices will be signed out."
        error={errors.newPassword?.message}
        {...form.register('newPassword')}
      />
      <FormNote note={note} />
      <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
        Change password
      </button>
    </form>
  );
}

const EMPTY_EMAIL = { newEmail: '', password: '' };

/** A link goes to the new address; the account keeps its address until it is used. */
export function EmailForm() {
  const change = useEmailChangeMutation();
  const [note, setNote] = useState<Note>(null);
  const form = useSchemaForm(emailChangeSchema, { defaultValues: EMPTY_EMAIL });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values: EmailChangeInput) => {
    setNote(null);
    try {
      await change.mutateAsync(values);
      form.reset(EMPTY_EMAIL);
      setNote({ ok: true, text: messages.account.emailChangeSent });
    } catch (error) {
      setNote({ ok: false, text: errorMessage(error, 'Please try again.') });
    }
  });
  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-label="Change email">
      <TextField
        label="New email address"
        type="email"
        autoComplete="email"
        error={errors.newEmail?.message}
        {...form.register('newEmail')}
      />
      <PasswordField
        label="Your password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <FormNote note={note} />
      <button type="submit" className="btn btn-secondary" disabled={isSubmitting}>
        Send me a link
      </button>
    </form>
  );
}
