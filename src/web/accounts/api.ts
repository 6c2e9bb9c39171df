import type {
  LoginInput,
  RequestResetInput,
  ResetPasswordInput,
  SignupInput,
} from '@shared/schemas/auth';
import { api, unwrap } from '@web/lib/api/client';

// The sign-in screens work without the query cache (they are part of the prerendered pages), and
// the session store loads this module only when it first asks, so these are plain functions.

export { fetchSession } from '@web/lib/api/client';

export const signIn = (input: LoginInput) => unwrap(api.POST('/api/auth/login', { body: input }));

/** The back-office door: customers are refused here by the server. */
export const signInAsAdmin = (input: LoginInput) =>
  unwrap(api.POST('/api/auth/admin/login', { body: input }));

export const signOutOnServer = () => unwrap(api.POST('/api/auth/logout'));

export const signUp = (input: SignupInput) => unwrap(api.POST('/api/auth/signup', { body: input }));

export const verifyEmail = (token: string) =>
  unwrap(api.POST('/api/auth/verify-email', { body: { token } }));

/** The link mailed to a new address (account page): the account moves to it. */
export const confirmEmailChange = (token: string) =>
  unwrap(api.POST('/api/auth/email-change/confirm', { body: { token } }));

export const resendVerification = (input: RequestResetInput) =>
  unwrap(api.POST('/api/auth/resend-verification', { body: input }));

export const requestPasswordReset = (input: RequestResetInput) =>
  unwrap(api.POST('/api/auth/password/forgot', { body: input }));

export const resetPassword = (input: ResetPasswordInput) =>
  unwrap(api.POST('/api/auth/password/reset', { body: input }));
