import { messages } from '@shared/messages';
import { isStaff, staffHome } from '@shared/permissions';
import { loginSchema } from '@shared/schemas/auth';
import { errorMessage } from '@web/lib/api/errors';
import { Link, useNavigate } from '@web/lib/router';
import { usePageTitle } from '@web/ui/usePageTitle';
import { useState } from 'react';
import './auth.css';
import { useSchemaForm } from '@web/ui/useSchemaForm';
import { AuthCard, SignInForm } from './AuthForm';
import { signInAsAdmin } from './api';
import { useAuthChanged } from './session';

const m = messages.auth;

/** Admin sign-in (/admin/login). Customers are refused here by the server. */
export default function AdminLoginPage() {
  usePageTitle('Admin sign in');
  const navigate = useNavigate();
  const authChanged = useAuthChanged();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useSchemaForm(loginSchema, { defaultValues: { email: '', password: '' } });

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const { user } = await signInAsAdmin(values);
      if (!user) {
        setFormError(m.noUserInfo);
        return;
      }
      if (!isStaff(user.role)) {
        setFormError(m.notAdmin);
        return;
      }
      await authChanged(user);
      navigate(staffHome(user.role), { replace: true });
    } catch (error) {
      setFormError(errorMessage(error, m.adminLoginFallback));
    }
  });

  return (
    <AuthCard
      title="Admin Sign In"
      lead="The back office for the Tavola team."
      links={
        <>
          <Link to="/Auth/ResetPassword">Forgot password?</Link>
          <Link to="/Auth/Signup">Sign up</Link>
        </>
      }
    >
      <SignInForm form={form} onSubmit={onSubmit} formError={formError} />
    </AuthCard>
  );
}
