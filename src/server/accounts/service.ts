import type { Config } from '@server/config';
import { AppError } from '@server/errors';
import type { MailService } from '@server/mail';
import type { RateLimiter, RateLimitRule } from '@server/platform/rate-limit';
import { hashToken, newToken } from '@server/platform/tokens';
import { messages } from '@shared/messages';
import { isStaff, type Role } from '@shared/permissions';
import type {
  LoginInput,
  PublicUser,
  RequestResetInput,
  ResetPasswordInput,
  SignupInput,
} from '@shared/schemas/auth';
import { staffMessages } from '@shared/schemas/staff';
import { loginLimits, MINUTE, mailLinkLimit, RESET_TTL_MS, VERIFY_TTL_MS } from './limits';
import { accountExistsMail, passwordResetMail, verificationMail } from './mails';
import { getDummyHash, hashPassword, verifyPassword } from './password';
import { type ClientInfo, toPublicUser } from './public-user';
import type { AccountsRepository, UserRow } from './repository';
import { createSessionCache, type EndedSessions, type LiveSession } from './session-cache';

export { loginLimits } from './limits';
export { type ClientInfo, toPublicUser } from './public-user';
export type { EndedSessions, LiveSession } from './session-cache';

const m = messages.auth;
export function createAccountsService(deps: {
  repo: AccountsRepository;
  config: Config;
  mail: MailService;
  limiter: RateLimiter;
  now?: () => Date;
  /** Keep live sessions in memory (only when this process owns the database: embedded PGlite). */
  cacheSessions?: boolean;
}) {
  const { repo, config, mail, limiter } = deps;
  const now = deps.now ?? (() => new Date());
  const sessions = createSessionCache(deps.cacheSessions ?? false);
  // Told of every session ended here, so what hangs on a session (live streams) ends with it.
  const endedListeners = new Set<(ended: EndedSessions) => void>();
  const sessionsEnded = (ended: EndedSessions) => {
    for (const listener of endedListeners) listener(ended);
  };

  /** The live session of a cookie (its stored id, user and expiry), or null. */
  async function liveSession(sessionToken: string | undefined): Promise<LiveSession | null> {
    if (!sessionToken || sessionToken.length > 100) return null;
    const id = hashToken(sessionToken);
    const at = now();
    const cached = sessions.get(id, at);
    if (cached) return { id, user: cached.user, expiresAt: new Date(cached.expiresAt) };
    const row = await repo.findLiveSession(id, at);
    if (!row) return null;
    const user = toPublicUser(row.user);
    sessions.set(id, row.session.userId, user, row.session.expiresAt);
    return { id, user, expiresAt: row.session.expiresAt, cartRevision: row.user.cartRevision };
  }

  const tooMany = (message: string, retryAfterSeconds: number) =>
    new AppError('rate_limited', message, undefined, { 'retry-after': String(retryAfterSeconds) });

  async function limit(key: string, rule: RateLimitRule) {
    const result = await limiter.hit(key, rule);
    if (!result.allowed) throw tooMany(m.tooManyRequests, result.retryAfterSeconds);
  }

  /**
   * Mails a one-time link; the newest reset link is the only live one. A reset link goes out
   * as the reset mail, or as the "you already have an account" mail after a sign-up attempt.
   */
  async function mailLink(
    user: UserRow,
    purpose: 'verify_email' | 'reset_password',
    why: 'asked' | 'account_exists' = 'asked',
  ) {
    const token = newToken();
    const ttl = purpose === 'verify_email' ? VERIFY_TTL_MS : RESET_TTL_MS;
    const at = now();
    const row = {
      id: hashToken(token),
      userId: user.id,
      purpose,
      createdAt: at,
      expiresAt: new Date(at.getTime() + ttl),
    };
    // One live reset link per account (it sets the password); verification links may coexist.
    if (purpose === 'reset_password') await repo.replaceToken(row);
    else await repo.insertToken(row);
    if (purpose === 'verify_email') {
      const link = `${config.appUrl}/Auth/VerifyMail?token=${encodeURIComponent(token)}`;
      await mail.enqueue(verificationMail(user.email, user.username, link));
      return;
    }
    const link = `${config.appUrl}/Auth/ResetPassword?token=${encodeURIComponent(token)}`;
    await mail.enqueue(
      why === 'account_exists'
        ? accountExistsMail(user.email, user.username, link, `${config.appUrl}/Auth/login`)
        : passwordResetMail(user.email, user.username, link),
    );
  }

  async function createSession(user: Pick<UserRow, 'id'>, client: ClientInfo) {
    const token = newToken();
    await repo.updateUser(user.id, { lastSignInAt: now() });
    await repo.insertSession({
      id: hashToken(token),
      userId: user.id,
      expiresAt: new Date(now().getTime() + config.sessionTtlMs),
      userAgent: client.userAgent?.slice(0, 300),
    });
    return token;
  }

  return {
    /**
     * Creates the account and mails its verification link. The answer and the work on the request
     * path (a password hash, one insert) are the same whether or not the address already has an
     * account: then the owner is mailed instead (a link to choose a new password), so the screen
     * never tells a stranger that the address is known.
     */
    async signup(input: SignupInput & { email: string }, client: ClientInfo): Promise<void> {
      await limit(`signup:ip:${client.ip}`, {
        limit: config.signupsPerHourPerAddress,
        windowMs: 60 * MINUTE,
      });
      const passwordHash = await hashPassword(input.password);
      const user = await repo.insertUser({
        username: input.username.trim(),
        email: input.email,
        passwordHash,
        role: 'customer',
      });
      const { email } = input;
      mail.later('sign-up mail', async () => {
        if (user) return mailLink(user, 'verify_email');
        const owner = await repo.findUserByEmail(email);
        if (!owner) return;
        const mailed = await limiter.hit(`mail-link:${owner.id}`, mailLinkLimit);
        if (mailed.allowed) await mailLink(owner, 'reset_password', 'account_exists');
      });
    },

    /**
     * Checks the password and the role before any session exists, so an admin at the customer
     * login (or a customer at the admin login) is refused with no session left open.
     */
    async login(
      input: LoginInput & { email: string },
      client: ClientInfo,
      door: 'customer' | 'admin',
    ) {
      // Every attempt is counted before the password is checked, each counter in one atomic
      // statement shared by every instance: of a burst of parallel guesses only the free ones reach
      // the check, and nothing counts against a client that has not failed (limits.ts).
      const accountKey = `login:account:${input.email}`;
      const account = await limiter.hit(accountKey, loginLimits.account);
      const pairKey = `login:pair:${client.ip}|${input.email}`;
      const addressKey = `login:ip:${client.ip}`;
      const free = account.allowed ? loginLimits.pair.free : loginLimits.freeUnderAttack;
      const pair = await limiter.pace(pairKey, loginLimits.pair, free);
      if (!pair.allowed) throw tooMany(m.tooManyAttempts, pair.retryAfterSeconds);
      const address = await limiter.hit(addressKey, loginLimits.address);
      if (!address.allowed) throw tooMany(m.tooManyAttempts, address.retryAfterSeconds);

      const user = await repo.findUserByEmail(input.email);
      const valid = await verifyPassword(
        user?.passwordHash ?? (await getDummyHash()),
        input.password,
      );
      if (!user || !valid) throw new AppError('unauthorized', m.invalidCredentials);
      // A success gives its attempts back (the account's too: its own sign-ins are no attack).
      await limiter.reset(pairKey);
      await limiter.giveBack(addressKey);
      await limiter.giveBack(accountKey);

      if (door === 'customer' && isStaff(user.role))
        throw new AppError('forbidden', m.adminAtCustomerLogin);
      if (door === 'admin' && !isStaff(user.role)) throw new AppError('forbidden', m.notAdmin);
      if (user.deactivatedAt) throw new AppError('forbidden', staffMessages.deactivatedSignIn);
      if (!user.emailVerifiedAt) {
        const mailed = await limiter.hit(`mail-link:${user.id}`, mailLinkLimit);
        if (mailed.allowed) await mailLink(user, 'verify_email');
        throw new AppError('forbidden', m.emailNotVerified);
      }
      const token = await createSession(user, client);
      return { user: toPublicUser(user), token };
    },

    async logout(sessionToken: string | undefined) {
      if (!sessionToken) return;
      await repo.deleteSession(hashToken(sessionToken));
      sessions.forget(hashToken(sessionToken));
      sessionsEnded({ sessionId: hashToken(sessionToken) });
    },

    /** The signed-in user of a session cookie, or null when absent, unknown, expired or revoked. */
    async userForSession(sessionToken: string | undefined): Promise<PublicUser | null> {
      return (await liveSession(sessionToken))?.user ?? null;
    },
    userFromMemory: (token: string | undefined) => sessions.userOfToken(token, now()), // no wait

    liveSession,

    /** Calls `listener` whenever sessions end here (sign-out, password reset); returns the undo. */
    onSessionsEnded(listener: (ended: EndedSessions) => void): () => void {
      endedListeners.add(listener);
      return () => endedListeners.delete(listener);
    },

    /** Signs a user in (after accepting a staff invitation); the session cookie's token. */
    startSession: (userId: string, client: ClientInfo) => createSession({ id: userId }, client),

    /** Verifies the address; a link already used on a verified account says so. */
    async verifyEmail(token: string): Promise<'verified' | 'already'> {
      const row = await repo.consumeToken(hashToken(token), 'verify_email', now());
      if (row) {
        await repo.updateUser(row.userId, { emailVerifiedAt: now() });
        return 'verified';
      }
      const owner = await repo.findUserOfUsedToken(hashToken(token), 'verify_email');
      if (owner?.emailVerifiedAt) return 'already';
      throw new AppError('invalid', m.verifyLinkInvalid);
    },

    /** Same answer, and the same work on the request path, whether or not the account exists. */
    async resendVerification(email: string, client: ClientInfo): Promise<void> {
      await limit(`mail-link:ip:${client.ip}`, { limit: 10, windowMs: 60 * MINUTE });
      mail.later('verification mail', async () => {
        const user = await repo.findUserByEmail(email);
        if (!user || user.emailVerifiedAt) return;
        const mailed = await limiter.hit(`mail-link:${user.id}`, mailLinkLimit);
        if (mailed.allowed) await mailLink(user, 'verify_email');
      });
    },

    /** Same answer, and the same work on the request path, whether or not the account exists. */
    async requestPasswordReset(
      input: RequestResetInput & { email: string },
      client: ClientInfo,
    ): Promise<void> {
      await limit(`reset:ip:${client.ip}`, { limit: 10, windowMs: 60 * MINUTE });
      mail.later('password reset mail', async () => {
        const user = await repo.findUserByEmail(input.email);
        if (!user) return;
        const mailed = await limiter.hit(`reset:${user.id}`, mailLinkLimit);
        if (mailed.allowed) await mailLink(user, 'reset_password');
      });
    },

    /** Sets the new password, verifies the address (the link proved it) and signs out every session. */
    async resetPassword(input: ResetPasswordInput): Promise<void> {
      const row = await repo.consumeToken(hashToken(input.token), 'reset_password', now());
      if (!row) throw new AppError('invalid', m.resetLinkInvalid);
      const user = await repo.findUserById(row.userId);
      await repo.updateUser(row.userId, {
        passwordHash: await hashPassword(input.password),
        emailVerifiedAt: user?.emailVerifiedAt ?? now(),
      });
      await repo.retireTokensOfUser(row.userId, now());
      await this.endSessions(row.userId);
    },

    /** Signs out every session of a user, or every one but `keepId` (the one changing the password). */
    async endSessions(userId: string, keepId?: string): Promise<void> {
      const ended = await repo.deleteSessionsOfUser(userId, keepId);
      sessions.forgetUser(userId);
      if (keepId === undefined) return sessionsEnded({ userId });
      for (const sessionId of ended) sessionsEnded({ sessionId });
    },

    /** Makes sure an account exists with this email, password and role (ADMIN_EMAIL, demo accounts). */
    async ensureAccount(input: { email: string; password: string; username: string; role: Role }) {
      const passwordHash = await hashPassword(input.password);
      const existing = await repo.findUserByEmail(input.email);
      if (existing) {
        await repo.updateUser(existing.id, {
          passwordHash,
          role: input.role,
          emailVerifiedAt: existing.emailVerifiedAt ?? now(),
        });
        sessions.forgetUser(existing.id);
        return existing.id;
      }
      const created = await repo.insertUser({
        username: input.username,
        email: input.email.toLowerCase(),
        passwordHash,
        role: input.role,
        emailVerifiedAt: now(),
      });
      return created?.id ?? (await repo.findUserByEmail(input.email))!.id;
    },
    pruneExpiredSessions: () => repo.deleteExpiredSessions(now()),
    /** Drops the cached copy of a user after their details changed (account page). */
    refreshUser: (userId: string) => sessions.forgetUser(userId),
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
