import { createHmac, timingSafeEqual } from 'node:crypto';

/** The webhook's proof: x-paystack-signature = hex HMAC-SHA512 of the raw body with the secret key. */
export function isValidPaystackSignature(
  rawBody: Buffer,
  signature: string | string[] | undefined,
  secretKey: string,
): boolean {
  if (typeof signature !== 'string' || !/^[0-9a-f]{128}$/i.test(signature)) return false;
  const expected = createHmac('sha512', secretKey).update(rawBody).digest();
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
