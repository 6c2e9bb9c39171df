import type { Db } from '@server/db/client';
import { paymentsConfigFromEnv } from '@server/payments/config';
import { createTestApp, type TestApp } from '@test/support/test-app';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProviderPlugin } from './index';

const plugin = (env: Record<string, string>) =>
  createProviderPlugin({
    db: {} as Db,
    appUrl: 'http://localhost:3000',
    settings: paymentsConfigFromEnv(env),
    log: {} as FastifyBaseLogger,
  });

describe('the active provider', () => {
  it('is the one PAYMENT_PROVIDER names, with the way the browser opens its checkout', () => {
    expect(plugin({}).provider).toMatchObject({ name: 'sandbox', browserCheckout: 'frame' });
    const paystack = {
      PAYMENT_PROVIDER: 'paystack',
      PAYSTACK_SECRET_KEY: 'sk',
      PAYSTACK_PUBLIC_KEY: 'pk',
    };
    expect(plugin(paystack).provider).toMatchObject({
      name: 'paystack',
      publicKey: 'pk',
      browserCheckout: 'popup',
    });
    expect(plugin({ ...paystack, PAYSTACK_CHECKOUT: 'redirect' }).provider.browserCheckout).toBe(
      'redirect',
    );
  });
});

describe("the provider's own routes", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(async () => {
    await t.close();
  });

  it('need no CSRF token where the provider frame calls them; the storefront API still does', async () => {
    const frame = t.client();
    const abandon = await frame.request(
      'POST',
      '/api/payments/sandbox/abandon',
      { accessCode: 'no-such-code' },
      { csrf: false },
    );
    expect(abandon.statusCode).toBe(200);
    const storefront = await frame.request('POST', '/api/checkout/payments', {}, { csrf: false });
    expect(storefront.statusCode).toBe(403);
  });
});
