import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isValidPaystackSignature } from './signature';

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
