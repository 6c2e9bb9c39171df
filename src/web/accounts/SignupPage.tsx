import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { messages } from '../../shared/messages';
import { signupSchema } from '../../shared/schemas/auth';
import { api, errorMessage } from '../lib/api';
import { TextField } from '../ui/TextField';
import { usePageTitle } from '../ui/usePageTitle';
import './auth.css';
import { scriptOnlyForm } from '../ui/scriptOnlyForm';
import { useSchemaForm } from './useAuthForm';

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
      await api('/api/auth/signup', { method: 'POST', body: values });
      navigate(`/Auth/VerifyMail?email=${encodeURIComponent(values.email)}`);
    } catch (error) {
      setFormError(errorMessage(error, m.signupFallback));
    }
  });

  return (
    <section className="auth-page">
      <div className="card auth-card">
        <h1>Sign Up</h1>
        <p className="lead">Create your account to order from our kitchen and book a table.</p>
        <form className="form" {...scriptOnlyForm} onSubmit={onSubmit} noValidate>
          <TextField
            label="Username"
            autoComplete="username"
            error={errors.username?.message}
            {...form.register('username')}
          />
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...form.register('email')}
          />
          <TextField
            label="Password"
            type="password"
            autoComplete="new-password"
            hint="At least 6 characters."
            error={errors.password?.message}
            {...form.register('password')}
          />
          {formError && (
            <p className="form-error" role="alert">
              {formError}
            </p>
          )}
          <button type="submit" className="btn btn-primary btn-block" disabled={isSubmitting}>
            {isSubmitting ? m.signingUp : 'Sign Up'}
          </button>
        </form>
        <div className="auth-links">
          <span>
            Already have an account? <Link to="/Auth/login">Log in</Link>
          </span>
        </div>
      </div>
    </section>
  );
}
