import { messages } from '@shared/messages';
import { signupSchema } from '@shared/schemas/auth';
import { errorMessage } from '@web/lib/api/errors';
import { Link, useNavigate } from '@web/lib/router';
import { TextField } from '@web/ui/TextField';
import { usePageTitle } from '@web/ui/usePageTitle';
import { useState } from 'react';
import './auth.css';
import { useSchemaForm } from '@web/ui/useSchemaForm';
import { AuthCard, AuthForm, EmailPasswordFields } from './AuthForm';
import { signUp } from './api';

const m = messages.auth;

/** Customer sign-up (/Auth/Signup); on success the verification mail is on its way. */
export default function SignupPage() {
  usePageTitle('Sign up');
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useSchemaForm(signupSchema, {
    defaultValues: { username: '', email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await signUp(values);
      navigate(`/Auth/VerifyMail?email=${encodeURIComponent(values.email)}`);
    } catch (error) {
      setFormError(errorMessage(error, m.signupFallback));
    }
  });

  return (
    <AuthCard
      title="Sign Up"
      lead="Create your account to order from our kitchen and book a table."
      links={
        <span>
          Already have an account? <Link to="/Auth/login">Log in</Link>
        </span>
      }
    >
      <AuthForm
        onSubmit={onSubmit}
        formError={formError}
        isSubmitting={isSubmitting}
        submitLabel="Sign Up"
        pendingLabel={m.signingUp}
      >
        <TextField
          label="Username"
          autoComplete="username"
          error={errors.username?.message}
          {...form.register('username')}
        />
        <EmailPasswordFields
          register={form.register}
          errors={errors}
          passwordAutoComplete="new-password"
          passwordHint="At least 6 characters."
        />
      </AuthForm>
    </AuthCard>
  );
}
