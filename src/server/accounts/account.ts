import type { Db } from '@server/db/client';
import { AppError } from '@server/errors';
import type { MailService } from '@server/mail';
import type { PersonalDataKeeper } from '@server/platform/personal-data';
import { newToken } from '@server/platform/tokens';
import { messages } from '@shared/messages';
import type {
  AccountExport,
  ChangePasswordInput,
  DeleteAccountInput,
  EmailChangeInput,
  Profile,
  ProfileInput,
} from '@shared/schemas/account';
import type { PublicUser } from '@shared/schemas/auth';
import { eq } from 'drizzle-orm';
import { createEmailChange } from './email-change';
import { hashPassword, verifyPassword } from './password';
import type { AccountsRepository, UserRow } from './repository';
import { authTokens, users } from './schema';
import type { AccountsService } from './service';

const m = messages.account;

/** What stands in for a deleted diner on the rows the restaurant keeps. */
export const DELETED_NAME = 'Deleted customer';
export const deletedEmail = (userId: string) => `deleted-${userId}@deleted.invalid`;

const toProfile = (user: UserRow): Profile => ({
  username: user.username,
  email: user.email,
  phone: user.phone,
  emailVerified: user.emailVerifiedAt !== null,
  createdAt: user.createdAt.toISOString(),
});

/**
 * The diner's own account: details, password change, "download my data" and
 * "delete my account". Each domain keeping personal data takes part through its
 * `PersonalDataKeeper` (wired in app.ts), so this module reads no other domain's tables.
 */
export function createAccountPage(deps: {
  db: Db;
  repo: AccountsRepository;
  accounts: AccountsService;
  keepers: PersonalDataKeeper[];
  mail: MailService;
  appUrl: string;
  now?: () => Date;
}) {
  const { db, repo, accounts, keepers } = deps;
  const emailChange = createEmailChange({ ...deps, now: deps.now ?? (() => new Date()) });
  const now = deps.now ?? (() => new Date());

  async function userOf(user: PublicUser): Promise<UserRow> {
    const row = await repo.findUserById(user.id);
    if (!row) throw new AppError('unauthorized', messages.auth.sessionExpired);
    return row;
  }

  async function checkPassword(row: UserRow, password: string, wrong: string) {
    if (!(await verifyPassword(row.passwordHash, password)))
      throw new AppError('invalid', wrong, { password: wrong });
  }

  return {
    async profile(user: PublicUser): Promise<Profile> {
      return toProfile(await userOf(user));
    },

    async updateProfile(user: PublicUser, input: ProfileInput): Promise<Profile> {
      const username = input.username.trim();
      const phone = input.phone.trim() || null;
      await repo.updateUser(user.id, { username, phone });
      await accounts.refreshUser(user.id);
      return toProfile(await userOf(user));
    },

    /** Needs the current password; signs out every other session of the account, keeps this one. */
    async changePassword(user: PublicUser, sessionId: string, input: ChangePasswordInput) {
      const row = await userOf(user);
      await checkPassword(row, input.currentPassword, m.currentPasswordWrong);
      if (input.currentPassword === input.newPassword)
        throw new AppError('invalid', m.newPasswordSame, { newPassword: m.newPasswordSame });
      await repo.updateUser(user.id, { passwordHash: await hashPassword(input.newPassword) });
      await repo.retireTokensOfUser(user.id, now());
      await accounts.endSessions(user.id, sessionId);
    },

    requestEmailChange: async (user: PublicUser, input: EmailChangeInput) => {
      const row = await userOf(user);
      await checkPassword(row, input.password, m.currentPasswordWrong);
      await emailChange.request(row, input.newEmail);
    },
    confirmEmailChange: emailChange.confirm,

    async exportData(user: PublicUser): Promise<AccountExport> {
      const profile = toProfile(await userOf(user));
      const parts: Record<string, unknown> = {};
      for (const keeper of keepers)
        if (keeper.exportFor) parts[keeper.name] = await keeper.exportFor(user.id);
      return { exportedAt: now().toISOString(), profile, parts };
    },

    /**
     * Deletes the account after checking its password. The user row stays as a tombstone (the
     * payments and orders kept for the books point at it) with no name, phone, address or usable
     * password, and an address of its own so the e-mail can sign up again. Every domain forgets
     * the diner in the same transaction; then every session ends.
     */
    async deleteAccount(user: PublicUser, input: DeleteAccountInput): Promise<void> {
      const row = await userOf(user);
      await checkPassword(row, input.password, m.deleteConfirmWrong);
      const at = now();
      const replacement = { email: deletedEmail(user.id), name: DELETED_NAME };
      await db.transaction(async (tx) => {
        for (const keeper of keepers) await keeper.forget(tx, user.id, replacement, at);
        await tx.delete(authTokens).where(eq(authTokens.userId, user.id));
        await tx
          .update(users)
          .set({
            email: replacement.email,
            username: DELETED_NAME,
            phone: null,
            // Not a hash of anything: no password ever verifies against it.
            passwordHash: `deleted:${newToken()}`,
            emailVerifiedAt: null,
          })
          .where(eq(users.id, user.id));
      });
      await accounts.endSessions(user.id);
    },
  };
}

export type AccountPage = ReturnType<typeof createAccountPage>;
