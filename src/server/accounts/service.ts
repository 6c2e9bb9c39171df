import type { Config } from '@server/config';
import { AppError } from '@server/errors';
import type { MailService } from '@server/mail';
import type { RateLimiter, RateLimitRule } from '@server/platform/rate-limit';
import { hashToken, newToken } from '@server/platform/tokens';
import { messages } from '@shared/messages';
import type {
  LoginInput,
  PublicUser,
  RequestResetInput,
  ResetPasswordInput,
  SignupInput,
} from '@shared/schemas/auth';
import { passwordResetMail, verificationMail } from './mails';
import { getDummyHash, hashPassword, verifyPassword } from './password';
import type { AccountsRepository, UserRow } from './repository';

const m = messages.auth;
const MINUTE = 60_000;

/** Sign-in attempts: per account (guessing one password) and per address (trying many accounts). */
export const loginLimits = {
  account: { limit: 5, windowMs: 15 * MINUTE },
  address: { limit: 30, windowMs: 15 * MINUTE },
} satisfies Record<string, RateLimitRule>;
const mailLinkLimit: RateLimitRule = { limit: 5, windowMs: 60 * MINUTE };

const VERIFY_TTL_MS = 24 * 60 * MINUTE;
const RESET_TTL_MS = 60 * MINUTE;

export interface ClientInfo {
  ip: string;
  userAgent?: string;
}

export const toPublicUser = (user: UserRow): PublicUser => ({
  id: user.id,
  username: user.username,
  email: user.email,
  role: user.role,
  emailVerified: user.emailVerifiedAt !== null,
});

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

  const tooMany = (message: string, retryAfterSeconds: number) =>
    new AppError('rate_limited', message, undefined, { 'retry-after': String(retryAfterSeconds) });

  async function limit(key: string, rule: RateLimitRule) {
    const result = await limiter.hit(key, rule);
    if (!result.allowed) throw tooMany(m.tooManyRequests, result.retryAfterSeconds);
  }

  async function mailLink(user: UserRow, purpose: 'verify_email' | 'reset_password') {
    const token = newToken();
    const ttl = purpose === 'verify_email' ? VERIFY_TTL_MS : RESET_TTL_MS;
    await repo.insertToken({
      id: hashToken(token),
      userId: user.id,
      purpose,
      expiresAt: new Date(now().getTime() + ttl),
    });
    if (purpose === 'verify_email') {
      const link = `${config.appUrl}/Auth/VerifyMail?token=${encodeURIComponent(token)}`;
      await mail.enqueue(verificationMail(user.email, user.username, link));
    } else {
      const link = `${config.appUrl}/Auth/ResetPassword?token=${encodeURIComponent(token)}`;
      await mail.enqueue(passwordResetMail(user.email, user.username, link));
    }
  }

  async function createSession(user: UserRow, client: ClientInfo) {
    const token = newToken();
    await repo.insertSession({
      id: hashToken(token),
      userId: user.id,
      expiresAt: new Date(now().getTime() + config.sessionTtlMs),
      userAgent: client.userAgent?.slice(0, 300),
    });
    return token;
  }

  return {
    async signup(input: SignupInput & { email: string }, client: ClientInfo): Promise<PublicUser> {
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
      if (!user) throw new AppError('conflict', m.emailTaken, { email: m.emailTaken });
      await mailLink(user, 'verify_email');
      return toPublicUser(user);
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
      const accountKey = `login:account:${input.email}`;
      const addressKey = `login:ip:${client.ip}`;
      for (const [key, rule] of [
        [accountKey, loginLimits.account],
        [addressKey, loginLimits.address],
      ] as const) {
        const state = await limiter.isBlocked(key, rule);
        if (state.blocked) throw tooMany(m.tooManyAttempts, state.retryAfterSeconds);
      }

      const user = await repo.findUserByEmail(input.email);
      const valid = await verifyPassword(
        user?.passwordHash ?? (await getDummyHash()),
        input.password,
      );
      if (!user || !valid) {
        await limiter.hit(accountKey, loginLimits.account);
        await limiter.hit(addressKey, loginLimits.address);
        throw new AppError('unauthorized', m.invalidCredentials);
      }
      await limiter.reset(accountKey);

      if (door === 'customer' && user.role === 'admin')
        throw new AppError('forbidden', m.adminAtCustomerLogin);
      if (door === 'admin' && user.role !== 'admin') throw new AppError('forbidden', m.notAdmin);
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
    },

    /** The signed-in user of a session cookie, or null when absent, unknown, expired or revoked. */
    async userForSession(sessionToken: string | undefined): Promise<PublicUser | null> {
      if (!sessionToken || sessionToken.length > 100) return null;
      const id = hashToken(sessionToken);
      const at = now();
      const cached = sessions.get(id, at);
      if (cached) return cached;
      const row = await repo.findLiveSession(id, at);
      if (!row) return null;
      const user = toPublicUser(row.user);
      sessions.set(id, row.session.userId, user, row.session.expiresAt);
      return user;
    },

    async verifyEmail(token: string): Promise<void> {
      const row = await repo.consumeToken(hashToken(token), 'verify_email', now());
      if (!row) throw new AppError('invalid', m.verifyLinkInvalid);
      await repo.updateUser(row.userId, { emailVerifiedAt: now() });
    },

    async resendVerification(email: string, client: ClientInfo): Promise<void> {
      await limit(`mail-link:ip:${client.ip}`, { limit: 10, windowMs: 60 * MINUTE });
      const user = await repo.findUserByEmail(email);
      if (!user || user.emailVerifiedAt) return; // same answer either way: no account discovery
      const mailed = await limiter.hit(`mail-link:${user.id}`, mailLinkLimit);
      if (mailed.allowed) await mailLink(user, 'verify_email');
    },

    async requestPasswordReset(
      input: RequestResetInput & { email: string },
      client: ClientInfo,
    ): Promise<void> {
      await limit(`reset:ip:${client.ip}`, { limit: 10, windowMs: 60 * MINUTE });
      const user = await repo.findUserByEmail(input.email);
      if (!user) return;
      const mailed = await limiter.hit(`reset:${user.id}`, mailLinkLimit);
      if (mailed.allowed) await mailLink(user, 'reset_password');
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
      await repo.deleteSessionsOfUser(row.userId);
      sessions.forgetUser(row.userId);
    },

    /** Makes sure an account exists with this email, password and role (ADMIN_EMAIL, demo accounts). */
    async ensureAccount(input: {
      email: string;
      password: string;
      username: string;
      role: 'customer' | 'admin';
    }) {
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
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;

/**
 * Live sessions kept in memory, so a signed-in request costs no database query. Only used when
 * this process owns the database (embedded PGlite): every sign-out, password reset and account
 * change passes through this service and drops the affected entries, and an entry never outlives
 * its session's expiry. With PostgreSQL (several instances) it is off and every request asks the
 * database, so a sign-out on one instance holds on all of them at once.
 */
function createSessionCache(enabled: boolean) {
  const MAX_ENTRIES = 50_000;
  const entries = new Map<string, { userId: string; user: PublicUser; expiresAt: number }>();
  return {
    get(id: string, at: Date): PublicUser | null {
      const entry = entries.get(id);
      if (!entry) return null;
      if (entry.expiresAt <= at.getTime()) {
        entries.delete(id);
        return null;
      }
      return entry.user;
    },
    set(id: string, userId: string, user: PublicUser, expiresAt: Date) {
      if (!enabled) return;
      if (entries.size >= MAX_ENTRIES) entries.clear();
      entries.set(id, { userId, user, expiresAt: expiresAt.getTime() });
    },
    forget(id: string) {
      entries.delete(id);
    },
    forgetUser(userId: string) {
      for (const [id, entry] of entries) if (entry.userId === userId) entries.delete(id);
    },
  };
}
