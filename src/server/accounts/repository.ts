import type { Db } from '@server/db/client';
import { statementName } from '@server/db/prepared';
import { and, eq, gt, isNotNull, isNull, lt, ne, sql } from 'drizzle-orm';
import { authTokens, sessions, users } from './schema';

export type UserRow = typeof users.$inferSelect;
export type TokenPurpose = (typeof authTokens.$inferSelect)['purpose'];

/** All database access of the accounts domain. */
export function createAccountsRepository(db: Db) {
  const liveSession = db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('id')),
        gt(sessions.expiresAt, sql.placeholder('now')),
        isNull(users.deactivatedAt),
      ),
    )
    .prepare(statementName(db, 'live_session'));

  return {
    async findUserByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
      return row;
    },

    async findUserById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },

    /** Inserts a user; returns undefined when the email is already taken (unique index). */
    async insertUser(values: typeof users.$inferInsert): Promise<UserRow | undefined> {
      const [row] = await db.insert(users).values(values).onConflictDoNothing().returning();
      return row;
    },

    /** The same, inside a caller's transaction (accepting a staff invitation). */
    async insertUserIn(tx: Db, values: typeof users.$inferInsert): Promise<UserRow | undefined> {
      const [row] = await tx.insert(users).values(values).onConflictDoNothing().returning();
      return row;
    },

    async updateUser(id: string, values: Partial<typeof users.$inferInsert>): Promise<void> {
      await db.update(users).set(values).where(eq(users.id, id));
    },

    async insertSession(values: typeof sessions.$inferInsert): Promise<void> {
      await db.insert(sessions).values(values);
    },

    /** The live session and its user, in one query (this runs on every signed-in request). */
    async findLiveSession(id: string, now: Date) {
      const [row] = await liveSession.execute({ id, now });
      return row;
    },

    async deleteSession(id: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.id, id));
    },

    /** Deletes the user's sessions (all, or all but `keepId`); returns the ids deleted. */
    async deleteSessionsOfUser(userId: string, keepId?: string): Promise<string[]> {
      const rows = await db
        .delete(sessions)
        .where(
          keepId === undefined
            ? eq(sessions.userId, userId)
            : and(eq(sessions.userId, userId), ne(sessions.id, keepId)),
        )
        .returning({ id: sessions.id });
      return rows.map((row) => row.id);
    },

    /** The user of a mailed link that was used already (a second click on a verification link). */
    async findUserOfUsedToken(id: string, purpose: TokenPurpose): Promise<UserRow | undefined> {
      const [row] = await db
        .select({ user: users })
        .from(authTokens)
        .innerJoin(users, eq(users.id, authTokens.userId))
        .where(
          and(eq(authTokens.id, id), eq(authTokens.purpose, purpose), isNotNull(authTokens.usedAt)),
        );
      return row?.user;
    },

    async deleteExpiredSessions(now: Date): Promise<void> {
      await db.delete(sessions).where(lt(sessions.expiresAt, now));
    },

    async insertToken(values: typeof authTokens.$inferInsert): Promise<void> {
      await db.insert(authTokens).values(values);
    },

    /**
     * Stores a new mailed link and retires every older live link of the same purpose, in one
     * transaction under a lock on the user's row: only the newest link works, even when two are
     * asked for at once.
     */
    async replaceToken(
      values: typeof authTokens.$inferInsert & { createdAt: Date },
    ): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.execute(sql`select id from users where id = ${values.userId} for update`);
        await tx
          .update(authTokens)
          .set({ usedAt: values.createdAt })
          .where(
            and(
              eq(authTokens.userId, values.userId),
              eq(authTokens.purpose, values.purpose),
              isNull(authTokens.usedAt),
            ),
          );
        await tx.insert(authTokens).values(values);
      });
    },

    /** Retires every live mailed link of a user (after a password reset or change). */
    async retireTokensOfUser(userId: string, now: Date): Promise<void> {
      await db
        .update(authTokens)
        .set({ usedAt: now })
        .where(and(eq(authTokens.userId, userId), isNull(authTokens.usedAt)));
    },

    /**
     * Marks a live, unused token as used and returns it; a second use (or a concurrent one) finds
     * nothing, so every mailed link works exactly once.
     */
    async consumeToken(id: string, purpose: TokenPurpose, now: Date) {
      const [row] = await db
        .update(authTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(authTokens.id, id),
            eq(authTokens.purpose, purpose),
            isNull(authTokens.usedAt),
            gt(authTokens.expiresAt, now),
          ),
        )
        .returning();
      return row;
    },
  };
}

export type AccountsRepository = ReturnType<typeof createAccountsRepository>;
