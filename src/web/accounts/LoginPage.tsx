import { messages } from '@shared/messages';
import type { loginSchema } from '@shared/schemas/auth';
import { errorMessage } from '@web/lib/api/errors';
import { forgetGuestCart } from '@web/lib/guest-cart';
import { Link, useLocation, useNavigate, useSearchParams } from '@web/lib/router';
import { usePageTitle } from '@web/ui/usePageTitle';
import { useState } from 'react';
import { safeRedirect } from './safe-redirect';
import './auth.css';
import { AuthCard, SignInForm } from './AuthForm';
import { signIn } from './api';
import { useAuthChanged } from './session';
import { useLazySchemaForm } from './useLazySchemaForm';

const m = messages.auth;

// Validation arrives after the page has drawn: zod stays out of the sign-in page's start-up.
const loadLoginResolver = () => import('./login-validation').then((module) => module.loginResolver);

/** Customer sign-in (/Auth/login). Admins are refused here by the server. */
export default function LoginPage() {
  usePageTitle('Sign in');
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const authChanged = useAuthChanged();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useLazySchemaForm<typeof loginSchema>(loadLoginResolver, {
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const { user } = await signIn(values);
      // The server moved this browser's guest cart into the account's.
      forgetGuestCart();
      await authChanged(user);
      const target = safeRedirect(params.get('redirect'));
      // Opened from a page's "Sign in" link (the menu's guest toast): go Back to that very entry
      // rather than stack a second copy of it, so the browser's Back then leaves the page.
      const openedFrom = (location.state as { returnTo?: string } | null)?.returnTo;
      if (openedFrom === target) navigate(-1);
      else navigate(target, { replace: true });
    } catch (error) {
      setFormError(errorMessage(error, m.customerLoginFallback));
    }
  });

  return (
    <AuthCard
      title="Sign In"
      lead="Welcome back. Sign in to order, pay and book a table."
      links={
        <>
          <Link to="/Auth/ResetPassword">Forgot password?</Link>
          <span>
            New here? <Link to="/Auth/Signup">Sign up</Link>
          </span>
        </>
      }
    >
      <SignInForm form={form} onSubmit={onSubmit} formError={formError} />
    </AuthCard>
  );
}
