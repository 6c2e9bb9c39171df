import { DEFAULT_RESTAURANT_TIMEZONE } from '@shared/calendar-dates';
import { DEFAULT_RESTAURANT_LOCALE } from '@shared/typed-date';
import { z } from 'zod';
import { type PaymentsConfig, PaymentsConfigError, paymentsConfigFromEnv } from './payments/config';
import { isLoopbackHost, parseTrustProxy } from './platform/network';

const bool = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    // This machine only, unless the operator opens it (HOST=0.0.0.0 for every interface).
    HOST: z.string().min(1).default('127.0.0.1'),
    DATABASE_URL: z
      .string()
      .default('')
      .refine((v) => v === '' || /^postgres(ql)?:\/\//.test(v), 'must start with postgres://'),
    DATA_DIR: z.string().min(1).default('./.data'),
    APP_URL: z.url().optional(),
    MAIL_TRANSPORT: z.enum(['outbox', 'smtp', 'emailjs']).default('outbox'),
    SMTP_URL: z
      .string()
      .default('')
      .refine((v) => v === '' || /^smtps?:\/\//.test(v), 'must start with smtp:// or smtps://'),
    MAIL_FROM: z.string().min(3).default('Tavola <no-reply@tavola.example>'),
    // No default: nothing is sent to a service on the internet unless the operator names it.
    EMAILJS_URL: z.url().optional(),
    EMAILJS_USER_ID: z.string().default(''),
    EMAILJS_SERVICE_ID: z.string().default(''),
    EMAILJS_TEMPLATE_ID: z.string().default(''),
    ADMIN_EMAIL: z.string().default(''),
    ADMIN_PASSWORD: z.string().default(''),
    SEED_DEMO: z.enum(['true', 'false']).optional(),
    // Signs mailed links (guest orders, bookings, payment links). Unset: one made and stored in the
    // database on first start, shared by every instance.
    LINK_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    SESSION_TTL_HOURS: z.coerce
      .number()
      .positive()
      .max(24 * 90)
      .default(24 * 7),
    SIGNUPS_PER_HOUR_PER_ADDRESS: z.coerce.number().int().positive().default(20),
    CATALOG_SOURCE: z.enum(['local', 'themealdb']).default('local'),
    THEMEALDB_URL: z.url().default('https://www.themealdb.com/api/json/v1/1'),
    RESERVATION_SEATS_PER_SLOT: z.coerce.number().int().min(1).max(1000).default(40),
    RESTAURANT_TIMEZONE: z
      .string()
      .default(DEFAULT_RESTAURANT_TIMEZONE)
      .refine((tz) => {
        try {
          new Intl.DateTimeFormat('en', { timeZone: tz });
          return true;
        } catch {
          return false;
        }
      }, 'must be an IANA time zone such as Africa/Lagos'),
    RESTAURANT_LOCALE: z
      .string()
      .default(DEFAULT_RESTAURANT_LOCALE)
      .refine((locale) => {
        try {
          return Intl.DateTimeFormat.supportedLocalesOf(locale).length > 0;
        } catch {
          return false;
        }
      }, 'must be a locale such as en-NG'),
    RESERVATION_AUTO_CONFIRM: bool,
    RESTAURANT_PICKUP_ADDRESS: z
      .string()
      .trim()
      .min(5)
      .max(200)
      .default('Tavola, 14 Admiralty Way, Lekki Phase 1, Lagos (front counter)'),
    RESTAURANT_PICKUP_NOTE: z
      .string()
      .trim()
      .max(300)
      .default('Open for pickup every day, 11:00 to 22:00. Give your order number at the counter.'),
    /** The hours the demo seed writes: the demo's lunch and dinner, or open around the clock. */
    RESTAURANT_HOURS: z.enum(['demo', 'always']).default('demo'),
    WEB_DIST_DIR: z.string().optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
    TRUST_PROXY: z
      .string()
      .optional()
      .transform((raw, ctx) => {
        const parsed = parseTrustProxy(raw);
        if ('value' in parsed) return parsed.value;
        ctx.addIssue({ code: 'custom', message: parsed.error });
        return z.NEVER;
      }),
    /** Live-update streams (server-sent events) one session, and one client address, may hold open. */
    LIVE_STREAMS_PER_SESSION: z.coerce.number().int().min(1).max(100).default(5),
    LIVE_STREAMS_PER_ADDRESS: z.coerce.number().int().min(1).max(10_000).default(20),
    /** The back office's statement timeout (ms): a statement past it is cancelled, the page gets a 503. */
    ADMIN_QUERY_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
    /** Empty: /metrics is open (meant for a private network). Set: scrapers send it as a bearer token. */
    METRICS_TOKEN: z.string().default(''),
  })
  .superRefine((env, ctx) => {
    if (env.MAIL_TRANSPORT === 'smtp' && !env.SMTP_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['SMTP_URL'],
        message: 'is required when MAIL_TRANSPORT=smtp',
      });
    }
    if (env.MAIL_TRANSPORT === 'emailjs') {
      const keys = [
        'EMAILJS_URL',
        'EMAILJS_USER_ID',
        'EMAILJS_SERVICE_ID',
        'EMAILJS_TEMPLATE_ID',
      ] as const;
      for (const key of keys) {
        if (!env[key])
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message: 'is required when MAIL_TRANSPORT=emailjs',
          });
      }
    }
    if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.ADMIN_EMAIL ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL'],
        message: 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
      });
    }
    if (env.ADMIN_PASSWORD && env.ADMIN_PASSWORD.length < 6) {
      ctx.addIssue({
        code: 'custom',
        path: ['ADMIN_PASSWORD'],
        message: 'must be at least 6 characters',
      });
    }
    if (env.ADMIN_EMAIL && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(env.ADMIN_EMAIL)) {
      ctx.addIssue({ code: 'custom', path: ['ADMIN_EMAIL'], message: 'must be an email address' });
    }
  });

export type Config = ReturnType<typeof toConfig> & { payments: PaymentsConfig };

export class ConfigError extends Error {}

function toConfig(env: z.infer<typeof envSchema>) {
  const appUrl = env.APP_URL ?? `http://localhost:${env.PORT}`;
  return {
    nodeEnv: env.NODE_ENV,
    isProduction: env.NODE_ENV === 'production',
    port: env.PORT,
    host: env.HOST,
    /** Listening on 127.0.0.1/::1/localhost only: nobody else can reach the server directly. */
    loopbackOnly: isLoopbackHost(env.HOST),
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    appUrl: appUrl.replace(/\/$/, ''),
    mail: {
      transport: env.MAIL_TRANSPORT,
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM,
      emailjs: {
        url: (env.EMAILJS_URL ?? '').replace(/\/$/, ''),
        userId: env.EMAILJS_USER_ID,
        serviceId: env.EMAILJS_SERVICE_ID,
        templateId: env.EMAILJS_TEMPLATE_ID,
      },
    },
    admin: env.ADMIN_EMAIL
      ? { email: env.ADMIN_EMAIL.toLowerCase(), password: env.ADMIN_PASSWORD }
      : null,
    /** Demo data is seeded by default except in production, where it must be asked for. */
    seedDemo: env.SEED_DEMO ? env.SEED_DEMO === 'true' : env.NODE_ENV !== 'production',
    /** Read by the seed only (when no settings exist yet): e2e, load and crash runs use `always`. */
    seedHours: env.RESTAURANT_HOURS,
    sessionTtlMs: env.SESSION_TTL_HOURS * 3600_000,
    linkSecret: env.LINK_SECRET,
    signupsPerHourPerAddress: env.SIGNUPS_PER_HOUR_PER_ADDRESS,
    catalog: { source: env.CATALOG_SOURCE, theMealDbUrl: env.THEMEALDB_URL.replace(/\/$/, '') },
    reservations: {
      seatsPerSlot: env.RESERVATION_SEATS_PER_SLOT,
      autoConfirm: env.RESERVATION_AUTO_CONFIRM,
    },
    /** Booking dates are calendar dates in this zone, whatever the server's or browser's zone. */
    timeZone: env.RESTAURANT_TIMEZONE,
    /** How the restaurant writes dates: a typed '02/12/2026' is read in its order. */
    locale: env.RESTAURANT_LOCALE,
    /** Where and when pickup orders are collected: shown at checkout, on the order and in the mail. */
    pickup: { address: env.RESTAURANT_PICKUP_ADDRESS, note: env.RESTAURANT_PICKUP_NOTE },
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    trustProxy: env.TRUST_PROXY,
    liveStreams: {
      perSession: env.LIVE_STREAMS_PER_SESSION,
      perAddress: env.LIVE_STREAMS_PER_ADDRESS,
    },
    metricsToken: env.METRICS_TOKEN,
    adminQueryTimeoutMs: env.ADMIN_QUERY_TIMEOUT_MS,
    /** Folder of the built web app (default ./dist). */
    webDistDir: env.WEB_DIST_DIR,
  };
}

/**
 * Reads and validates the environment once. A bad value throws a ConfigError whose message
 * names every offending variable, so a misconfigured start stops with a clear reason.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  const lines = parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join('.') || '(env)'}: ${issue.message}`);
  // The payment settings are validated by the payments domain and reported with the rest.
  let payments: PaymentsConfig | undefined;
  try {
    payments = paymentsConfigFromEnv(env);
  } catch (error) {
    if (!(error instanceof PaymentsConfigError)) throw error;
    lines.push(...error.issues);
  }
  if (!parsed.success || !payments) {
    throw new ConfigError(`Invalid configuration:\n${lines.map((line) => `  ${line}`).join('\n')}`);
  }
  return { ...toConfig(parsed.data), payments };
}

/** Builds a config for tests from a partial override of the environment. */
export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({ NODE_ENV: 'test', SEED_DEMO: 'false', ...overrides });
}
