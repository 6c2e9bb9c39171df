import type { Config } from '@server/config';
import type { Db } from '@server/db/client';
import { AppError } from '@server/errors';
import type { RateLimiter } from '@server/platform/rate-limit';
import { messages } from '@shared/messages';
import { type OrderAccountInput, orderLinkTexts } from '@shared/order-links';
import type { PublicUser } from '@shared/schemas/auth';
import { MINUTE } from './limits';
import { hashPassword } from './password';
import { type ClientInfo, toPublicUser } from './public-user';
import type { AccountsRepository } from './repository';
import type { AccountsService } from './service';

/**
 * The orders domain's side of "create an account from the order page" (wired in app.ts, so this
 * domain knows no orders): the order a mailed link may join to an account, and the join, both in
 * the caller's transaction.
 */
export interface OrderJoining {
  joinableOrder(tx: Db, token: string): Promise<{ email: string; customerName: string }>;
  joinAccountIn(tx: Db, token: string, userId: string): Promise<{ outcome: 'joined' | 'already' }>;
}

/**
 * A guest makes an account from their order's page (docs/decisions/031-guest-checkout.md). The
 * account gets the order's e-mail, verified: the receipt's link was mailed there,
 * so holding it proves the address (the browser's own after-payment link cannot do this). The user
 * row and the order's join are one transaction: the account exists with its order, or neither
 * does (a join that lost a race rolls the new account back). An address that already has an
 * account is told so, to the holder of that mailed link only, and the page offers sign-in.
 */
export function createOrderAccounts(deps: {
  db: Db;
  repo: AccountsRepository;
  accounts: AccountsService;
  limiter: RateLimiter;
  config: Config;
  orders: OrderJoining;
  now?: () => Date;
}) {
  const { db, repo, accounts, limiter, config, orders } = deps;
  const now = deps.now ?? (() => new Date());
  return {
    async create(
      token: string,
      input: OrderAccountInput,
      client: ClientInfo,
    ): Promise<{ user: PublicUser; token: string }> {
      // The same allowance as sign-up: accounts per address per hour.
      const hit = await limiter.hit(`signup:ip:${client.ip}`, {
        limit: config.signupsPerHourPerAddress,
        windowMs: 60 * MINUTE,
      });
      if (!hit.allowed)
        throw new AppError('rate_limited', messages.auth.tooManyRequests, undefined, {
          'retry-after': String(hit.retryAfterSeconds),
        });
      const passwordHash = await hashPassword(input.password);
      const userId = await db.transaction(async (tx) => {
        const order = await orders.joinableOrder(tx, token);
        const created = await repo.insertUserIn(tx, {
          username: input.username.trim(),
          email: order.email.trim().toLowerCase(),
          passwordHash,
          role: 'customer',
          emailVerifiedAt: now(),
        });
        // The page tells this one apart by its field and offers sign-in.
        if (!created)
          throw new AppError('conflict', orderLinkTexts.accountExists, {
            email: orderLinkTexts.accountExists,
          });
        const { outcome } = await orders.joinAccountIn(tx, token, created.id);
        // Only a fresh account can have held it already, which cannot be: joined, or rolled back.
        if (outcome !== 'joined') throw new AppError('conflict', orderLinkTexts.joinedElsewhere);
        return created.id;
      });
      const session = await accounts.startSession(userId, client);
      const row = await repo.findUserById(userId);
      if (!row) throw new Error('The new account was not found.');
      return { user: toPublicUser(row), token: session };
    },
  };
}

export type OrderAccounts = ReturnType<typeof createOrderAccounts>;
