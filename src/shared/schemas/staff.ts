import { STAFF_ROLES } from '@shared/permissions';
import { z } from 'zod';
import { emailSchema, newPasswordSchema, publicUserSchema, usernameSchema } from './auth';

/** The staff screen (/admin/staff) and the invitation page. */
export const staffMessages = {
  invited: (email: string) => `Invitation sent to ${email}. The link works once, for 72 hours.`,
  resent: (email: string) => `A new invitation link is on its way to ${email}.`,
  revoked: 'Invitation revoked: its link no longer works.',
  roleChanged: (name: string, role: string) => `${name} is now ${role}.`,
  deactivated: (name: string) => `${name} is deactivated and signed out.`,
  reactivated: (name: string) => `${name} can sign in again.`,
  alreadyStaff: 'This address already belongs to an account. Staff need their own address.',
  alreadyInvited: 'This address already has an open invitation. Resend it instead.',
  notOpen: 'This invitation was already used or revoked.',
  memberNotFound: 'No staff member with this id.',
  notYourself: 'You cannot change your own role or deactivate yourself. Ask another owner.',
  lastOwner:
    'The restaurant needs at least one active owner. Make someone else owner first, then try again.',
  deactivatedSignIn: 'This staff account is deactivated. Ask the owner to reactivate it.',
  linkUsed: 'This invitation link was already used. Sign in with your e-mail and password.',
  linkExpired: 'This invitation link has expired. Ask the owner to send a new one.',
  linkRevoked:
    'This invitation was withdrawn by the restaurant. Ask the owner if this is a mistake.',
  linkUnknown:
    'This invitation link is not valid. Check that you opened the whole link from the mail.',
  accountExists: 'An account with this e-mail address exists already. Ask the owner to help.',
};

export const staffRoleSchema = z.enum(STAFF_ROLES, {
  error: 'Choose a role: Owner, Manager, Kitchen or Host.',
});

export const inviteStaffSchema = z.strictObject({ email: emailSchema, role: staffRoleSchema });
export type InviteStaffInput = z.input<typeof inviteStaffSchema>;

/** One change at a time: a new role, or active (reactivate) / not active (deactivate). */
export const updateStaffSchema = z.union([
  z.strictObject({ role: staffRoleSchema }),
  z.strictObject({ active: z.boolean({ error: 'Say whether the account is active.' }) }),
]);
export type UpdateStaffInput = z.input<typeof updateStaffSchema>;

export const staffIdParams = z.object({ id: z.uuid(staffMessages.memberNotFound) });
export const invitationIdParams = z.object({ id: z.uuid('No invitation with this id.') });

export const staffMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: staffRoleSchema,
  status: z.enum(['active', 'deactivated']),
  lastSignInAt: z.string().nullable(),
  since: z.string(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: staffRoleSchema,
  sentAt: z.string(),
  expiresAt: z.string(),
  expired: z.boolean(),
});
export type StaffInvitation = z.infer<typeof staffInvitationSchema>;

export const staffListSchema = z.object({
  members: z.array(staffMemberSchema),
  invitations: z.array(staffInvitationSchema),
});
export type StaffList = z.infer<typeof staffListSchema>;

export const staffChangeResponse = z.object({ ok: z.literal(true), message: z.string() });

const tokenSchema = z
  .string()
  .min(10, staffMessages.linkUnknown)
  .max(200, staffMessages.linkUnknown);

export const invitationTokenSchema = z.strictObject({ token: tokenSchema });

/** What the invitation page shows before the person sets a password. */
export const invitationViewSchema = z.object({
  state: z.enum(['open', 'used', 'expired', 'revoked', 'unknown']),
  email: z.string().nullable(),
  role: staffRoleSchema.nullable(),
  message: z.string().nullable(),
});
export type InvitationView = z.infer<typeof invitationViewSchema>;

export const acceptInvitationSchema = z.strictObject({
  token: tokenSchema,
  username: usernameSchema,
  password: newPasswordSchema,
});
export type AcceptInvitationInput = z.input<typeof acceptInvitationSchema>;

export const acceptInvitationResponse = z.object({ user: publicUserSchema, home: z.string() });
