import type { RateLimitRule } from '@server/platform/rate-limit';

export const MINUTE = 60_000;

/** Sign-in attempts: per account (guessing one password) and per address (trying many accounts). */
export const loginLimits = {
  account: { limit: 5, windowMs: 15 * MINUTE },
  address: { limit: 30, windowMs: 15 * MINUTE },
} satisfies Record<string, RateLimitRule>;
export const mailLinkLimit: RateLimitRule = { limit: 5, windowMs: 60 * MINUTE };
export const VERIFY_TTL_MS = 24 * 60 * MINUTE;
export const RESET_TTL_MS = 60 * MINUTE;
