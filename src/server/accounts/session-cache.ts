import { hashToken } from '@server/platform/tokens';
import type { PublicUser } from '@shared/schemas/auth';

/** One session (by its stored id) or every session of a user. */
export type EndedSessions = { sessionId: string } | { userId: string };

export interface LiveSession {
  /** The stored id of the session (the hash of its cookie). */
  id: string;
  user: PublicUser;
  expiresAt: Date;
  /**
   * The user's cart revision (users.cart_revision) read with the session, when it was read from
   * the database just now; absent for a session served from memory (embedded database).
   */
  cartRevision?: number;
}

/**
 * Live sessions kept in memory, so a signed-in request costs no database query. Only used when
 * this process owns the database (embedded PGlite): every sign-out, password reset and account
 * change passes through this service and drops the affected entries, and an entry never outlives
 * its session's expiry. With PostgreSQL (several instances) it is off and every request asks the
 * database, so a sign-out on one instance holds on all of them at once.
 */
export function createSessionCache(enabled: boolean) {
  const MAX_ENTRIES = 50_000;
  const entries = new Map<string, { userId: string; user: PublicUser; expiresAt: number }>();
  return {
    get(id: string, at: Date) {
      const entry = entries.get(id);
      if (!entry) return null;
      if (entry.expiresAt <= at.getTime()) {
        entries.delete(id);
        return null;
      }
      return entry;
    },
    /**
     * The user of a session cookie as far as memory can tell without waiting: null for no cookie
     * (or an impossible one), the user of a live cached session, `undefined` when only the
     * database can tell (always so with the cache off).
     */
    userOfToken(token: string | undefined, at: Date): PublicUser | null | undefined {
      if (!token || token.length > 100) return null;
      return this.get(hashToken(token), at)?.user;
    },
    set(id: string, userId: string, user: PublicUser, expiresAt: Date) {
      if (!enabled) return;
      if (entries.size >= MAX_ENTRIES) entries.clear();
      // Frozen: requests share it, and the session route keeps its answer by this object.
      entries.set(id, { userId, user: Object.freeze(user), expiresAt: expiresAt.getTime() });
    },
    forget(id: string) {
      entries.delete(id);
    },
    forgetUser(userId: string) {
      for (const [id, entry] of entries) if (entry.userId === userId) entries.delete(id);
    },
  };
}
