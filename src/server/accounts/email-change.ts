import type { Db } from '@server/db/client';
import { AppError } from '@server/errors';
import type { MailService } from '@server/mail';
import { hashToken, newToken } from '@server/platform/tokens';
import { messages } from '@shared/messages';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { emailChangedNotice, emailChangeMail } from './email-change-mails';
import type { UserRow } from './repository';
import { authTokens, users } from './schema';
import type { AccountsService } from './service';

const TTL_MS = 24 * 60 * 60_000;

/**
 * Changing the sign-in address: the link goes to the new address, written with
 * its mail in one transaction (the outbox); the account moves only when the link is used, and the
 * old address is told in the transaction that moves it. An address another account uses gets the
 * same answer and no mail, so the form tells no stranger which addresses are known.
 */
export function createEmailChange(deps: {
  db: Db;
  mail: MailService;
  accounts: AccountsService;
  appUrl: string;
  now: () => Date;
}) {
  const { db, mail, accounts, now } = deps;
  const taken = async (executor: Db, email: string) =>
    (
      await executor
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    ).length > 0;

  return {
    async request(user: UserRow, newEmail: string): Promise<void> {
      if (newEmail.toLowerCase() === user.email.toLowerCase())
        throw new AppError('invalid', messages.account.sameEmail, {
          newEmail: messages.account.sameEmail,
        });
      const token = newToken();
      const at = now();
      const link = `${deps.appUrl}/Auth/VerifyMail?change=1&token=${encodeURIComponent(token)}`;
      const queued = await db.transaction(async (tx) => {
        if (await taken(tx, newEmail)) return [];
        await tx.insert(authTokens).values({
          id: hashToken(token),
          userId: user.id,
          purpose: 'change_email',
          newEmail,
          createdAt: at,
          expiresAt: new Date(at.getTime() + TTL_MS),
        });
        return mail.enqueueInTransaction(tx, [emailChangeMail(newEmail, user.username, link)]);
      });
      mail.deliverSoon(queued);
    },

    /** Uses a change link once: the account signs in with the new address from now on. */
    async confirm(token: string): Promise<void> {
      const at = now();
      const outcome = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(authTokens)
          .set({ usedAt: at })
          .where(
            and(
              eq(authTokens.id, hashToken(token)),
              eq(authTokens.purpose, 'change_email'),
              isNull(authTokens.usedAt),
              gt(authTokens.expiresAt, at),
            ),
          )
          .returning();
        if (!row?.newEmail) return null;
        const [user] = await tx.select().from(users).where(eq(users.id, row.userId)).for('update');
        if (!user || (await taken(tx, row.newEmail))) return 'taken' as const;
        await tx
          .update(users)
          .set({ email: row.newEmail, emailVerifiedAt: user.emailVerifiedAt ?? at })
          .where(eq(users.id, user.id));
        const notice = emailChangedNotice(user.email, user.username, row.newEmail);
        return { userId: user.id, queued: await mail.enqueueInTransaction(tx, [notice]) };
      });
      if (outcome === null) throw new AppError('invalid', messages.auth.verifyLinkInvalid);
      if (outcome === 'taken') throw new AppError('conflict', messages.account.emailTaken);
      mail.deliverSoon(outcome.queued);
      accounts.refreshUser(outcome.userId);
    },
  };
}
