import { checkoutTexts, isPlausiblePhone } from '@shared/checkout';
import { messages } from '@shared/messages';
import { z } from 'zod';
import { emailSchema, newPasswordSchema, usernameSchema } from './auth';

/** The account page's details: the name (sign-up's rule) and a phone (checkout's rule), or none. */
export const profileInputSchema = z.strictObject({
  username: usernameSchema,
  /** '' clears it. */
  phone: z
    .string({ error: checkoutTexts.phoneInvalid })
    .trim()
    .max(30, checkoutTexts.phoneInvalid)
    .refine((phone) => phone === '' || isPlausiblePhone(phone), checkoutTexts.phoneInvalid),
});
export type ProfileInput = z.input<typeof profileInputSchema>;

export const profileSchema = z.object({
  username: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  emailVerified: z.boolean(),
  createdAt: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

const currentPasswordSchema = z
  .string({ error: messages.auth.passwordRequired })
  .min(1, messages.auth.passwordRequired)
  .max(200, messages.account.currentPasswordWrong);

export const changePasswordSchema = z.strictObject({
  currentPassword: currentPasswordSchema,
  newPassword: newPasswordSchema,
});
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

export const emailChangeSchema = z.strictObject({
  newEmail: emailSchema,
  password: currentPasswordSchema,
});
export type EmailChangeInput = z.input<typeof emailChangeSchema>;

export const deleteAccountSchema = z.strictObject({ password: currentPasswordSchema });
export type DeleteAccountInput = z.input<typeof deleteAccountSchema>;

/** "Download my data": the profile and each domain's part, as stored. */
export const accountExportSchema = z.object({
  exportedAt: z.string(),
  profile: profileSchema,
  parts: z.record(z.string(), z.unknown()),
});
export type AccountExport = z.infer<typeof accountExportSchema>;
