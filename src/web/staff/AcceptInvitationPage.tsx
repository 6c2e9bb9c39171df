import { messages } from '@shared/messages';
import { isStaff, roleLabels } from '@shared/permissions';
import { usernameSchema } from '@shared/schemas/auth';
import { type InvitationView, staffMessages } from '@shared/schemas/staff';
import { AuthCard, useAuthChanged, useSession } from '@web/accounts';
import { errorMessage } from '@web/lib/api/errors';
import { Link, useNavigate, useSearchParams } from '@web/lib/router';
import {
  NewPasswordFields,
  newPasswordPair,
  withConfirmedPassword,
} from '@web/ui/NewPasswordFields';
import { Spinner } from '@web/ui/Spinner';
import { scriptOnlyForm } from '@web/ui/scriptOnlyForm';
import { TextField } from '@web/ui/TextField';
import { usePageTitle } from '@web/ui/usePageTitle';
import { useSchemaForm } from '@web/ui/useSchemaForm';
import { useEffect, useState } from 'react';
import { z } from 'zod';
import '@web/accounts/auth.css';
import { acceptInvitation, fetchInvitation } from './api';

const acceptForm = withConfirmedPassword(
  z.object({ username: usernameSchema, ...newPasswordPair }),
);

function AcceptForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const authChanged = useAuthChanged();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useSchemaForm(acceptForm, {
    defaultValues: { username: '', password: '', confirm: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async ({ username, password }) => {
    setFormError(null);
    try {
      const { user, home } = await acceptInvitation({ token, username, password });
      await authChanged(user);
      navigate(home, { replace: true });
    } catch (error) {
      setFormError(errorMessage(error, messages.toast.genericError));
    }
  });
  return (
    <form className="form" {...scriptOnlyForm} onSubmit={onSubmit} noValidate>
      <TextField
        label="Your name"
        autoComplete="name"
        hint="How the team sees you in the back office."
        error={errors.username?.message}
        {...form.register('username')}
      />
      <NewPasswordFields
        register={form.register}
        errors={errors}
        label="Password"
        confirmLabel="Confirm password"
      />
      {formError && (
        <p className="form-error" role="alert">
          {formError}
        </p>
      )}
      <button type="submit" className="btn btn-primary btn-block" disabled={isSubmitting}>
        {isSubmitting ? 'Saving…' : 'Join the team'}
      </button>
    </form>
  );
}

/** /admin/invitation?token=…: the page a staff invitation mail opens. */
export default function AcceptInvitationPage() {
  usePageTitle('Join the team');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [view, setView] = useState<InvitationView | null>(null);
  const { user } = useSession();
  useEffect(() => {
    if (token.length < 10) {
      setView({ state: 'unknown', email: null, role: null, message: staffMessages.linkUnknown });
      return;
    }
    fetchInvitation(token).then(setView, (error) =>
      setView({
        state: 'unknown',
        email: null,
        role: null,
        message: errorMessage(error, staffMessages.linkUnknown),
      }),
    );
  }, [token]);

  if (!view) return <Spinner />;
  const open = view.state === 'open';
  return (
    <AuthCard
      title={open ? 'Join the team' : 'This invitation cannot be used'}
      lead={
        open ? (
          <>
            You are invited as <strong>{roleLabels[view.role!]}</strong> with{' '}
            <strong>{view.email}</strong>. Choose your name and a password to sign in.
          </>
        ) : (
          <span role="alert">{view.message}</span>
        )
      }
      links={
        isStaff(user?.role) ? (
          <Link to="/admin">Go to the back office</Link>
        ) : (
          <Link to="/admin/login">Staff sign in</Link>
        )
      }
    >
      {open && <AcceptForm token={token} />}
    </AuthCard>
  );
}
