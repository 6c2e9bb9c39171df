import { PAYMENT_PROVIDERS, type PaymentProviderName } from '@shared/payments';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

const paymentsEnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PAYMENT_PROVIDER: z.enum(PAYMENT_PROVIDERS).default('sandbox'),
    PAYSTACK_SECRET_KEY: z.string().trim().default(''),
    PAYSTACK_PUBLIC_KEY: z.string().trim().default(''),
    PAYSTACK_BASE_URL: z.url().default('https://api.paystack.co'),
    PAYSTACK_CHECKOUT: z.enum(['popup', 'redirect']).default('popup'),
    /** How long a Paystack call may take before its answer counts as lost (tests shorten it). */
    PAYSTACK_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
    ALLOW_SANDBOX_IN_PRODUCTION: bool,
  })
  .superRefine((env, ctx) => {
    if (env.PAYMENT_PROVIDER === 'paystack') {
      for (const key of ['PAYSTACK_SECRET_KEY', 'PAYSTACK_PUBLIC_KEY'] as const) {
        if (!env[key]) {
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message: 'is required when PAYMENT_PROVIDER=paystack',
          });
        }
      }
    }
    if (
      env.PAYMENT_PROVIDER === 'sandbox' &&
      env.NODE_ENV === 'production' &&
      !env.ALLOW_SANDBOX_IN_PRODUCTION
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENT_PROVIDER'],
        message:
          'the sandbox takes no real money and is refused in production: set PAYMENT_PROVIDER=paystack with its keys (or ALLOW_SANDBOX_IN_PRODUCTION=true for a demo site)',
      });
    }
  });

export interface PaymentsConfig {
  provider: PaymentProviderName;
  paystack: {
    secretKey: string;
    publicKey: string;
    baseUrl: string;
    /** How the browser opens Paystack's checkout: its inline popup, or a redirect to its hosted page. */
    checkout: 'popup' | 'redirect';
    timeoutMs: number;
  };
}

/** Where Paystack's inline script opens its checkout (a frame over our page). */
export const PAYSTACK_POPUP_ORIGIN = 'https://checkout.paystack.com';

/**
 * Other sites the storefront's pages must be allowed to frame (Content-Security-Policy frame-src)
 * for the active provider's checkout: only Paystack's popup needs one.
 */
export function checkoutFrameSources(settings: PaymentsConfig): string[] {
  return settings.provider === 'paystack' && settings.paystack.checkout === 'popup'
    ? [PAYSTACK_POPUP_ORIGIN]
    : [];
}

export class PaymentsConfigError extends Error {
  constructor(readonly issues: string[]) {
    super(`Invalid payments configuration:\n${issues.map((i) => `  ${i}`).join('\n')}`);
    this.name = 'PaymentsConfigError';
  }
}

/**
 * Reads and validates the payment settings. Throws a PaymentsConfigError naming every offending
 * variable (`issues` are "NAME: reason" lines, ready to merge with the other settings' errors).
 */
export function paymentsConfigFromEnv(
  env: Record<string, string | undefined> = process.env,
): PaymentsConfig {
  const parsed = paymentsEnvSchema.safeParse(env);
  if (!parsed.success) {
    throw new PaymentsConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || '(env)'}: ${issue.message}`),
    );
  }
  const e = parsed.data;
  return {
    provider: e.PAYMENT_PROVIDER,
    paystack: {
      secretKey: e.PAYSTACK_SECRET_KEY,
      publicKey: e.PAYSTACK_PUBLIC_KEY,
      baseUrl: e.PAYSTACK_BASE_URL.replace(/\/$/, ''),
      checkout: e.PAYSTACK_CHECKOUT,
      timeoutMs: e.PAYSTACK_TIMEOUT_MS,
    },
  };
}
