import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PaymentsConfigError, paymentsConfigFromEnv } from './config';
import { isValidPaystackSignature } from './providers/paystack';

describe('payment settings', () => {
  it('defaults to the sandbox and the public Paystack URL', () => {
    expect(paymentsConfigFromEnv({})).toEqual({
      provider: 'sandbox',
      paystack: { secretKey: '', publicKey: '', baseUrl: 'https://api.paystack.co' },
    });
  });

  it('refuses the sandbox in production unless explicitly allowed', () => {
    expect(() => paymentsConfigFromEnv({ NODE_ENV: 'production' })).toThrow(PaymentsConfigError);
    expect(() => paymentsConfigFromEnv({ NODE_ENV: 'production' })).toThrow(
      /PAYMENT_PROVIDER: the sandbox/,
    );
    expect(
      paymentsConfigFromEnv({ NODE_ENV: 'production', ALLOW_SANDBOX_IN_PRODUCTION: 'true' })
        .provider,
    ).toBe('sandbox');
  });

  it('needs both Paystack keys for Paystack, and names each missing one', () => {
    try {
      paymentsConfigFromEnv({ PAYMENT_PROVIDER: 'paystack', PAYSTACK_BASE_URL: 'not a url' });
      expect.unreachable();
    } catch (error) {
      expect((error as PaymentsConfigError).issues).toEqual([
        'PAYSTACK_BASE_URL: Invalid URL',
        'PAYSTACK_SECRET_KEY: is required when PAYMENT_PROVIDER=paystack',
        'PAYSTACK_PUBLIC_KEY: is required when PAYMENT_PROVIDER=paystack',
      ]);
    }
    const ok = paymentsConfigFromEnv({
      NODE_ENV: 'production',
      PAYMENT_PROVIDER: 'paystack',
      PAYSTACK_SECRET_KEY: 'sk_live_x',
      PAYSTACK_PUBLIC_KEY: 'pk_live_x',
      PAYSTACK_BASE_URL: 'https://paystack.example/',
    });
    expect(ok.paystack).toEqual({
      secretKey: 'sk_live_x',
      publicKey: 'pk_live_x',
      baseUrl: 'https://paystack.example',
    });
  });
});

describe('the Paystack webhook signature', () => {
  const body = Buffer.from('{"event":"charge.success","data":{"reference":"TVP-1"}}');
  const sign = (secret: string, raw: Buffer) =>
    createHmac('sha512', secret).update(raw).digest('hex');

  it('is the hex HMAC-SHA512 of the raw body with the secret key', () => {
    expect(isValidPaystackSignature(body, sign('sk_test_1', body), 'sk_test_1')).toBe(true);
    expect(isValidPaystackSignature(body, sign('sk_test_1', body).toUpperCase(), 'sk_test_1')).toBe(
      true,
    );
  });

  it('fails for another key, another body, a missing or malformed header', () => {
    expect(isValidPaystackSignature(body, sign('sk_test_2', body), 'sk_test_1')).toBe(false);
    expect(
      isValidPaystackSignature(Buffer.from(`${body} `), sign('sk_test_1', body), 'sk_test_1'),
    ).toBe(false);
    expect(isValidPaystackSignature(body, undefined, 'sk_test_1')).toBe(false);
    expect(isValidPaystackSignature(body, [sign('sk_test_1', body)], 'sk_test_1')).toBe(false);
    expect(isValidPaystackSignature(body, 'abc', 'sk_test_1')).toBe(false);
  });
});
