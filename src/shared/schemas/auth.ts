import { MIN_PASSWORD_LENGTH } from '@shared/constants';
import { EMAIL_PATTERN } from '@shared/email';
import { messages } from '@shared/messages';
import { nameRules } from '@shared/names';
import { ROLES, type Role } from '@shared/permissions';
import { z } from 'zod';

const m = messages.auth;

export const emailSchema = z
  .string({ error: m.emailRequired })
  .trim()
  .min(1, m.emailRequired)
  .max(254, m.invalidEmail)
  .regex(EMAIL_PATTERN, m.invalidEmail)
  .transform((email) => email.toLowerCase());

const passwordSchema = z
  .string({ error: m.passwordRequired })
  .min(1, m.passwordRequired)
  .max(200, 'Password must be at most 200 characters long.');

export const newPasswordSchema = z
  .string({ error: m.passwordRequired })
  .min(MIN_PASSWORD_LENGTH, m.passwordTooShort)
  .max(200, 'Password must be at most 200 characters long.');

export const loginSchema = z.strictObject({
  email: emailSchema,
  password: passwordSchema,
});
export type LoginInput = z.input<typeof loginSchema>;

/** The name a diner goes by, the same rule at sign-up and on the account page. */
export const usernameSchema = nameRules(
  z
    .string({ error: m.usernameRequired })
    .trim()
    .min(1, m.usernameRequired)
    .max(40, 'Username must be at most 40 characters long.'),
  m.usernameRequired,
);

export const signupSchema = z.strictObject({
  username: usernameSchema,
  email: emailSchema,
  password: newPasswordSchema,
});
export type SignupInput = z.input<typeof signupSchema>;

export const requestResetSchema = z.strictObject({ email: emailSchema });
export type RequestResetInput = z.input<typeof requestResetSchema>;

export const resetPasswordSchema = z.strictObject({
  token: z.string().min(10, m.resetLinkInvalid).max(200, m.resetLinkInvalid),
  password: newPasswordSchema,
});
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

export const verifyEmailSchema = z.strictObject({
  token: z.string().min(10, m.verifyLinkInvalid).max(200, m.verifyLinkInvalid),
});

export const resendVerificationSchema = z.strictObject({ email: emailSchema });

export const roleSchema = z.enum(ROLES);
export type { Role };

export const publicUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  role: roleSchema,
  emailVerified: z.boolean(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

export const sessionResponseSchema = z.object({
  user: publicUserSchema.nullable(),
  csrfToken: z.string(),
  /**
   * The restaurant's IANA time zone (RESTAURANT_TIMEZONE): every time the browser shows is in it.
   * Carried by the answer every page already asks for, so it costs no request of its own.
   */
  timeZone: z.string(),
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

export const okSchema = z.object({ ok: z.literal(true), message: z.string().optional() });

export const errorResponseSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
