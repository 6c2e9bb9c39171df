import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { messages } from '../../shared/messages';
import { loginSchema, type PublicUser } from '../../shared/schemas/auth';
import { safeRedirect } from '../app/guards';
import { api, errorMessage } from '../lib/api';
import { TextField } from '../ui/TextField';
import { usePageTitle } from '../ui/usePageTitle';
import './auth.css';
import { scriptOnlyForm } from '../ui/scriptOnlyForm';
import { useAuthChanged } from './session';
import { useSchemaForm } from './useAuthForm';

const m = messages.auth;

/** Customer sign-in (/Auth/login). Admins are refused here by the server. */
export default function LoginPage() {
  usePageTitle('Sign in');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const authChanged = useAuthChanged();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useSchemaForm(loginSchema, { defaultValues: { email: '', password: '' } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const { user } = await api<{ user: PublicUser }>('/api/auth/login', {
        method: 'POST',
        body: values,
      });
      await authChanged(user);
      navigate(safeRedirect(params.get('redirect')), { replace: true });
    } catch (error) {
      setFormError(errorMessage(error, m.customerLoginFallback));
    }
  });

  return (
    <section className="auth-page">
      <div className="card auth-card">
        <h1>Sign In</h1>
        <p className="lead">Welcome back. Sign in to order, pay and book a table.</p>
        <form className="form" {...scriptOnlyForm} onSubmit={onSubmit} noValidate>
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
            autoComplete="current-password"
            error={errors.password?.message}
            {...form.register('password')}
          />
          {formError && (
            <p className="form-error" role="alert">
              {formError}
            </p>
          )}
          <button type="submit" className="btn btn-primary btn-block" disabled={isSubmitting}>
            {isSubmitting ? m.signingIn : 'Sign In'}
          </button>
        </form>
        <div className="auth-links">
          <Link to="/Auth/ResetPassword">Forgot password?</Link>
          <span>
            New here? <Link to="/Auth/Signup">Sign up</Link>
          </span>
        </div>
      </div>
    </section>
  );
}
