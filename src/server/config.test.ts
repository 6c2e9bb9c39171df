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
    expect(config.locale).toBe('en-NG');
    expect(loadConfig({ RESTAURANT_LOCALE: 'en-US' }).locale).toBe('en-US');
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
    [{ RESTAURANT_LOCALE: 'not a locale!' }, 'RESTAURANT_LOCALE'],
    [{ RESERVATION_SEATS_PER_SLOT: '0' }, 'RESERVATION_SEATS_PER_SLOT'],
    [{ PAYMENT_PROVIDER: 'paystack' }, 'PAYSTACK_SECRET_KEY'],
    [{ NODE_ENV: 'production' }, 'PAYMENT_PROVIDER'],
    [{ TRUST_PROXY: 'yes' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.1,proxy.internal' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '11' }, 'TRUST_PROXY'],
    [{ HOST: '' }, 'HOST'],
    [{ LIVE_STREAMS_PER_SESSION: '0' }, 'LIVE_STREAMS_PER_SESSION'],
    [{ LIVE_STREAMS_PER_ADDRESS: 'many' }, 'LIVE_STREAMS_PER_ADDRESS'],
  ])('refuses %o naming %s', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`\\b${variable}\\b`));
  });

  it('listens on this machine only unless told otherwise, and knows when it is exposed', () => {
    const config = loadConfig({});
    expect(config.host).toBe('127.0.0.1');
    expect(config.loopbackOnly).toBe(true);
    for (const host of ['localhost', '::1', '[::1]', '127.0.0.2'])
      expect(loadConfig({ HOST: host }).loopbackOnly, host).toBe(true);
    for (const host of ['0.0.0.0', '::', '192.168.1.20', '10.0.0.5', 'tavola.internal'])
      expect(loadConfig({ HOST: host }).loopbackOnly, host).toBe(false);
  });

  it('refuses TRUST_PROXY=true at start-up, saying what to give instead', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: .*any X-Forwarded-For.*number of proxies.*\(e\.g\. 1\).*addresses/,
    );
  });

  it('reads TRUST_PROXY as off, a hop count or a list of proxy addresses and ranges', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(
      loadConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,fd00::/8,loopback' }).trustProxy,
    ).toEqual(['10.0.0.1', '10.1.0.0/16', 'fd00::/8', 'loopback']);
  });

  it('caps live-update streams per session and per address', () => {
    expect(loadConfig({}).liveStreams).toEqual({ perSession: 5, perAddress: 20 });
    expect(
      loadConfig({ LIVE_STREAMS_PER_SESSION: '2', LIVE_STREAMS_PER_ADDRESS: '3' }).liveStreams,
    ).toEqual({ perSession: 2, perAddress: 3 });
  });
});
