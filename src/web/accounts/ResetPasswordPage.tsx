import { messages } from '@shared/messages';
import { requestResetSchema } from '@shared/schemas/auth';
import { errorMessage } from '@web/lib/api/errors';
import { Link, useSearchParams } from '@web/lib/router';
import { TextField } from '@web/ui/TextField';
import { usePageTitle } from '@web/ui/usePageTitle';
import { useState } from 'react';
import { z } from 'zod';
import './auth.css';
import {
  NewPasswordFields,
  newPasswordPair,
  withConfirmedPassword,
} from '@web/ui/NewPasswordFields';
import { scriptOnlyForm } from '@web/ui/scriptOnlyForm';
import { useSchemaForm } from '@web/ui/useSchemaForm';
import { AuthCard, AuthForm } from './AuthForm';
import { requestPasswordReset, resetPassword } from './api';

const m = messages.auth;

function RequestLinkForm() {
  const [sent, setSent] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useSchemaForm(requestResetSchema, { defaultValues: { email: '' } });
  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const result = await requestPasswordReset(values);
      setSent(result.message ?? null);
    } catch (error) {
      setFormError(errorMessage(error, messages.toast.genericError));
    }
  });
  if (sent) {
    return (
      <p className="form-success" role="status">
        {sent}
      </p>
    );
  }
  return (
    <AuthForm
      onSubmit={onSubmit}
      formError={formError}
      isSubmitting={form.formState.isSubmitting}
      submitLabel="Email me a reset link"
      pendingLabel="Sending…"
    >
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        error={form.formState.errors.email?.message}
        {...form.register('email')}
      />
    </AuthForm>
  );
}

const newPasswordForm = withConfirmedPassword(z.object(newPasswordPair));

function NewPasswordForm({ token }: { token: string }) {
  const [done, setDone] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useSchemaForm(newPasswordForm, { defaultValues: { password: '', confirm: '' } });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const result = await resetPassword({ token, password: values.password });
      setDone(result.message ?? null);
    } catch (error) {
      setFormError(errorMessage(error, messages.toast.genericError));
    }
  });
  if (done) {
    return (
      <>
        <p className="form-success" role="status">
          {done}
        </p>
        <p>
          <Link className="btn btn-primary" to="/Auth/login">
            Sign in
          </Link>
        </p>
      </>
    );
  }
  return (
    <form className="form" {...scriptOnlyForm} onSubmit={onSubmit} noValidate>
      <NewPasswordFields
        register={form.register}
        errors={errors}
        label="New password"
        confirmLabel="Confirm new password"
      />
      {formError && (
        <p className="form-error" role="alert">
          {formError}{' '}
          {formError === m.resetLinkInvalid && (
            <Link to="/Auth/ResetPassword">Ask for a new link.</Link>
          )}
        </p>
      )}
      <button type="submit" className="btn btn-primary btn-block" disabled={isSubmitting}>
        {isSubmitting ? 'Saving…' : 'Set new password'}
      </button>
    </form>
  );
}

/** /Auth/ResetPassword: ask for a mailed link, or (with ?token=) choose a new password. */
export default function ResetPasswordPage() {
  usePageTitle('Reset password');
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <AuthCard
      title={token ? 'Choose a new password' : 'Reset your password'}
      lead={
        token
          ? 'Pick a password of at least 6 characters.'
          : 'Enter the email of your account and we will mail you a link to set a new password.'
      }
      links={<Link to="/Auth/login">Back to sign in</Link>}
    >
      {token ? <NewPasswordForm token={token} /> : <RequestLinkForm />}
    </AuthCard>
  );
}
