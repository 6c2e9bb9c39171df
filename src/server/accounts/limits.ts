import type { PaceRule, RateLimitRule } from '@server/platform/rate-limit';

export const MINUTE = 60_000;

/**
 * Sign-in attempts. Whoever fails slows only themselves, so the right password from a client that
 * has not failed is always heard (a stranger's guesses never lock the owner out):
 * - pair, one account from one address: a few attempts at once, then each after a pause that
 *   doubles up to 15 minutes; a success, or an hour of quiet, forgets them.
 * - address, any accounts from one address (trying many accounts): a fixed window.
 * - account, from any address: only counted; past its limit the account is under attack, and
 *   each address gets `freeUnderAttack` attempts at it before its pauses start.
 */
export const loginLimits: {
  pair: PaceRule;
  freeUnderAttack: number;
  address: RateLimitRule;
  account: RateLimitRule;
} = {
  pair: { free: 5, firstDelayMs: 30_000, maxDelayMs: 15 * MINUTE, forgetAfterMs: 60 * MINUTE },
  freeUnderAttack: 1,
  address: { limit: 30, windowMs: 15 * MINUTE },
  account: { limit: 20, windowMs: 15 * MINUTE },
};
export const mailLinkLimit: RateLimitRule = { limit: 5, windowMs: 60 * MINUTE };
export const VERIFY_TTL_MS = 24 * 60 * MINUTE;
export const RESET_TTL_MS = 60 * MINUTE;
