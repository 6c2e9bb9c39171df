import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { messages } from '../../shared/messages';
import { loginSchema, type PublicUser } from '../../shared/schemas/auth';
import { api, errorMessage } from '../lib/api';
import { TextField } from '../ui/TextField';
import { usePageTitle } from '../ui/usePageTitle';
import './auth.css';
import { scriptOnlyForm } from '../ui/scriptOnlyForm';
import { useAuthChanged } from './session';
import { useSchemaForm } from './useAuthForm';

const m = messages.auth;

/** Admin sign-in (/admin/login). Customers are refused here by the server. */
export default function AdminLoginPage() {
  usePageTitle('Admin sign in');
  const navigate = useNavigate();
  const authChanged = useAuthChanged();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useSchemaForm(loginSchema, { defaultValues: { email: '', password: '' } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const { user } = await api<{ user?: PublicUser | null }>('/api/auth/admin/login', {
        method: 'POST',
        body: values,
      });
      if (!user) {
        setFormError(m.noUserInfo);
        return;
      }
      if (user.role !== 'admin') {
        setFormError(m.notAdmin);
        return;
      }
      await authChanged(user);
      navigate('/admin/overview', { replace: true });
    } catch (error) {
      setFormError(errorMessage(error, m.adminLoginFallback));
    }
  });

  return (
    <section className="auth-page">
      <div className="card auth-card">
        <h1>Admin Sign In</h1>
        <p className="lead">The back office for the Tavola team.</p>
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
          <Link to="/Auth/Signup">Sign up</Link>
        </div>
      </div>
    </section>
  );
}
