import { messages } from '@shared/messages';
import { resendVerificationSchema } from '@shared/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { errorMessage } from '@web/lib/api/errors';
import { Link, useSearchParams } from '@web/lib/router';
import { Spinner } from '@web/ui/Spinner';
import { TextField } from '@web/ui/TextField';
import { usePageTitle } from '@web/ui/usePageTitle';
import { useEffect, useRef, useState } from 'react';
import './auth.css';
import { useSchemaForm } from '@web/ui/useSchemaForm';
import { confirmEmailChange, resendVerification, verifyEmail } from './api';

const m = messages.auth;

function ResendForm({ email }: { email: string }) {
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  const form = useSchemaForm(resendVerificationSchema, { defaultValues: { email } });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await resendVerification(values);
      setNote({
        ok: true,
        text: 'If that address has an unverified account, a new link is on its way.',
      });
    } catch (error) {
      setNote({ ok: false, text: errorMessage(error, messages.toast.genericError) });
    }
  });
  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        error={form.formState.errors.email?.message}
        {...form.register('email')}
      />
      <button type="submit" className="btn btn-secondary" disabled={form.formState.isSubmitting}>
        Send me a new link
      </button>
      {note && (
        <p className={note.ok ? 'form-success' : 'form-error'} role="status">
          {note.text}
        </p>
      )}
    </form>
  );
}

/** /Auth/VerifyMail: "check your mail" after sign-up, and the target of the mailed link (?token=). */
export default function VerifyMailPage() {
  usePageTitle('Verify your email');
  const [params] = useSearchParams();
  const token = params.get('token');
  const email = params.get('email') ?? '';
  // ?change=1: the link of an e-mail change (account page), mailed to the new address.
  const isChange = params.get('change') === '1';
  const verify = useMutation({
    mutationFn: isChange ? confirmEmailChange : verifyEmail,
  });
  const started = useRef(false);

  useEffect(() => {
    // A link is used once: never send it twice (React StrictMode runs effects twice in development).
    if (token && !started.current) {
      started.current = true;
      verify.mutate(token);
    }
  }, [token, verify]);

  if (token) {
    return (
      <section className="auth-page">
        <div className="card auth-card">
          <h1>Verify your email</h1>
          {(verify.isPending || verify.isIdle) && <Spinner label="Verifying your email…" />}
          {verify.isSuccess && (
            <>
              <p className="form-success" role="status">
                {verify.data?.message ?? m.emailVerified}
              </p>
              <p>
                <Link className="btn btn-primary" to="/Auth/login">
                  Sign in
                </Link>
              </p>
            </>
          )}
          {verify.isError && (
            <>
              <p className="form-error" role="alert">
                {errorMessage(verify.error, m.verifyLinkInvalid)}
              </p>
              <p>Ask for a new link below.</p>
              <ResendForm email="" />
            </>
          )}
        </div>
      </section>
    );
  }

  return (
    <section className="auth-page">
      <div className="card auth-card">
        <h1>Check your email</h1>
        <p className="lead">
          We have sent a mail to {email ? <strong>{email}</strong> : 'your email address'}. Open the
          link in it to verify your account, then sign in.
        </p>
        <p className="muted">{m.signupKnownAddress}</p>
        <p className="muted">
          No mail after a few minutes? Look in your spam folder, or ask for a new link.
        </p>
        <ResendForm email={email} />
        <div className="auth-links">
          <Link to="/Auth/login">Back to sign in</Link>
        </div>
      </div>
    </section>
  );
}
