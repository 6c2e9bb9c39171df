import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('has working defaults: embedded database, outbox mail, port 3000', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBe('');
    expect(config.dataDir).toBe('./.data');
    expect(config.mail.transport).toBe('outbox');
    expect(config.appUrl).toBe('http://localhost:3000');
    expect(config.timeZone).toBe('Africa/Lagos');
    expect(config.reservations.seatsPerSlot).toBe(40);
    expect(config.seedDemo).toBe(true);
    expect(
      loadConfig({ NODE_ENV: 'production', ALLOW_SANDBOX_IN_PRODUCTION: 'true' }).seedDemo,
    ).toBe(false);
    expect(config.payments.provider).toBe('sandbox');
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ MAIL_TRANSPORT: 'pigeon' }, 'MAIL_TRANSPORT'],
    [{ MAIL_TRANSPORT: 'smtp' }, 'SMTP_URL'],
    [{ MAIL_TRANSPORT: 'emailjs', EMAILJS_USER_ID: 'u' }, 'EMAILJS_SERVICE_ID'],
    [
      {
        MAIL_TRANSPORT: 'emailjs',
        EMAILJS_USER_ID: 'u',
        EMAILJS_SERVICE_ID: 's',
        EMAILJS_TEMPLATE_ID: 't',
      },
      'EMAILJS_URL',
    ],
    [{ ADMIN_EMAIL: 'boss@example.com' }, 'ADMIN_PASSWORD'],
    [{ ADMIN_EMAIL: 'boss', ADMIN_PASSWORD: 'secret-1' }, 'ADMIN_EMAIL'],
    [{ APP_URL: 'not a url' }, 'APP_URL'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ RESTAURANT_TIMEZONE: 'Mars/Olympus' }, 'RESTAURANT_TIMEZONE'],
    [{ RESERVATION_SEATS_PER_SLOT: '0' }, 'RESERVATION_SEATS_PER_SLOT'],
    [{ PAYMENT_PROVIDER: 'paystack' }, 'PAYSTACK_SECRET_KEY'],
    [{ NODE_ENV: 'production' }, 'PAYMENT_PROVIDER'],
  ])('refuses %o naming %s', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`\\b${variable}\\b`));
  });
});
