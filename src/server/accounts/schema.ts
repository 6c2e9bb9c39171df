import { ROLES, STAFF_ROLES } from '@shared/permissions';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** Set on the account page; null until the diner gives one. */
    phone: text('phone'),
    role: text('role', { enum: ROLES }).notNull().default('customer'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Staff: who changed what and when, for the audit log to come. */
    invitedBy: uuid('invited_by'),
    roleChangedAt: timestamp('role_changed_at', { withTimezone: true }),
    roleChangedBy: uuid('role_changed_by'),
    /** A deactivated account cannot sign in and its sessions are refused on the next request. */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    /** Who deactivated, or last reactivated, the account. */
    activeChangedBy: uuid('active_changed_by'),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    /**
     * Moved on by every statement that writes this diner's cart lines (the cart's trigger,
     * drizzle/0044), and read with the session: an instance may answer GET /api/cart from the copy
     * it priced at that revision without asking the database again (cart/line-cache.ts).
     */
    cartRevision: bigint('cart_revision', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    // The roles of src/shared/permissions.ts; migration 0019 turned every 'admin' into 'owner'.
    check(
      'users_role_check',
      sql`${t.role} in ('customer', 'owner', 'manager', 'kitchen', 'host')`,
    ),
  ],
);

/** Server-side sessions. Only a SHA-256 of the cookie token is stored, so a leaked table cannot be replayed. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** One-time tokens mailed to users (e-mail verification, password reset); stored hashed. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', {
      enum: ['verify_email', 'reset_password', 'change_email'],
    }).notNull(),
    /** change_email: the address the account moves to once the link mailed there is used. */
    newEmail: text('new_email'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('auth_tokens_user_idx').on(t.userId)],
);

/**
 * Staff invitations: the owner invites an address with a role; the mailed link
 * (only its SHA-256 is kept, replaced on each resend) works once, for 72 hours, unless revoked.
 */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    email: text('email').notNull(),
    role: text('role', { enum: STAFF_ROLES }).notNull(),
    invitedBy: uuid('invited_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the newest link was mailed (the first one, or the latest resend) and by whom. */
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    sentBy: uuid('sent_by').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedUserId: uuid('accepted_user_id').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: uuid('revoked_by'),
  },
  (t) => [
    uniqueIndex('staff_invitations_token_unique').on(t.tokenHash),
    // One open invitation per address: a second invite is a resend.
    uniqueIndex('staff_invitations_open_email_unique')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.acceptedAt} is null and ${t.revokedAt} is null`),
    check(
      'staff_invitations_role_check',
      sql`${t.role} in ('owner', 'manager', 'kitchen', 'host')`,
    ),
    check('staff_invitations_one_end', sql`${t.acceptedAt} is null or ${t.revokedAt} is null`),
  ],
);
