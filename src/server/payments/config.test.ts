import { describe, expect, it } from 'vitest';
import { checkoutFrameSources, PaymentsConfigError, paymentsConfigFromEnv } from './config';

describe('payment settings', () => {
  it('defaults to the sandbox and the public Paystack URL', () => {
    expect(paymentsConfigFromEnv({})).toEqual({
      provider: 'sandbox',
      paystack: {
        secretKey: '',
        publicKey: '',
        baseUrl: 'https://api.paystack.co',
        checkout: 'popup',
        timeoutMs: 10_000,
      },
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
      checkout: 'popup',
      timeoutMs: 10_000,
    });
  });

  it('opens Paystack in its popup unless PAYSTACK_CHECKOUT=redirect, and refuses anything else', () => {
    const paystack = {
      PAYMENT_PROVIDER: 'paystack',
      PAYSTACK_SECRET_KEY: 'sk_test_x',
      PAYSTACK_PUBLIC_KEY: 'pk_test_x',
    };
    const popup = paymentsConfigFromEnv(paystack);
    expect(popup.paystack.checkout).toBe('popup');
    expect(checkoutFrameSources(popup)).toEqual(['https://checkout.paystack.com']);
    const redirect = paymentsConfigFromEnv({ ...paystack, PAYSTACK_CHECKOUT: 'redirect' });
    expect(redirect.paystack.checkout).toBe('redirect');
    expect(checkoutFrameSources(redirect)).toEqual([]);
    expect(checkoutFrameSources(paymentsConfigFromEnv({}))).toEqual([]);
    expect(() => paymentsConfigFromEnv({ ...paystack, PAYSTACK_CHECKOUT: 'iframe' })).toThrow(
      /PAYSTACK_CHECKOUT/,
    );
  });
});
