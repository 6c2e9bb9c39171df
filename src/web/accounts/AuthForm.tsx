import { messages } from '@shared/messages';
import type { loginSchema } from '@shared/schemas/auth';
import { PasswordField } from '@web/ui/PasswordField';
import { scriptOnlyForm } from '@web/ui/scriptOnlyForm';
import { TextField } from '@web/ui/TextField';
import { useLive } from '@web/ui/useLive';
import type { FormEventHandler, ReactNode } from 'react';
import type { FieldErrors, UseFormRegisterReturn, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';

/** The card every account page is drawn in: heading, lead, the page's form, then its links. */
export function AuthCard({
  title,
  lead,
  links,
  children,
}: {
  title: ReactNode;
  lead: ReactNode;
  links: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="auth-page">
      <div className="card auth-card">
        <h1>{title}</h1>
        <p className="lead">{lead}</p>
        {children}
        <div className="auth-links">{links}</div>
      </div>
    </section>
  );
}

/**
 * An account form: its fields, the server's error (if any) and a submit button that shows
 * pendingLabel while the submission runs. Only onSubmit may send it (see scriptOnlyForm).
 */
export function AuthForm({
  onSubmit,
  formError,
  isSubmitting,
  submitLabel,
  pendingLabel,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  formError: string | null;
  isSubmitting: boolean;
  submitLabel: string;
  pendingLabel: string;
  children: ReactNode;
}) {
  const live = useLive();
  return (
    <form className="form" {...scriptOnlyForm} onSubmit={onSubmit} noValidate>
      {children}
      {formError && (
        <p className="form-error" role="alert">
          {formError}
        </p>
      )}
      <button type="submit" className="btn btn-primary btn-block" disabled={isSubmitting || !live}>
        {isSubmitting ? pendingLabel : submitLabel}
      </button>
    </form>
  );
}

type EmailAndPassword = { email: string; password: string };

/** The Email and Password fields of a form whose values hold both, with their errors. */
export function EmailPasswordFields({
  register,
  errors,
  passwordAutoComplete,
  passwordHint,
}: {
  /** The form's register (any form whose values include email and password). */
  register: (name: keyof EmailAndPassword) => UseFormRegisterReturn;
  errors: FieldErrors<EmailAndPassword>;
  passwordAutoComplete: 'current-password' | 'new-password';
  passwordHint?: string;
}) {
  return (
    <>
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <PasswordField
        label="Password"
        autoComplete={passwordAutoComplete}
        hint={passwordHint}
        error={errors.password?.message}
        {...register('password')}
      />
    </>
  );
}

/** The sign-in form shared by the customer and the admin login: Email, Password, Sign In. */
export function SignInForm({
  form,
  onSubmit,
  formError,
}: {
  form: UseFormReturn<z.input<typeof loginSchema>, unknown, z.output<typeof loginSchema>>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  formError: string | null;
}) {
  const { errors, isSubmitting } = form.formState;
  return (
    <AuthForm
      onSubmit={onSubmit}
      formError={formError}
      isSubmitting={isSubmitting}
      submitLabel="Sign In"
      pendingLabel={messages.auth.signingIn}
    >
      <EmailPasswordFields
        register={form.register}
        errors={errors}
        passwordAutoComplete="current-password"
      />
    </AuthForm>
  );
}
