import { customerInput } from '@server/seed/factories';
import { testDatabaseKinds } from '@test/support/databases';
import { createTestApp, type TestApp } from '@test/support/test-app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const SIGNUPS = 2;
/** The load balancer in front of the server: the only peer the server ever sees. */
const PROXY = '10.9.0.1';

/**
 * Behind one proxy (TRUST_PROXY=1 or its address), the client's address is the one that proxy
 * appended to X-Forwarded-For. Whatever a client writes in front of it (a spoofed leftmost
 * entry) must not change the address the per-address limits count against.
 */
describe.each(testDatabaseKinds())('trusted proxies on %s', (kind) => {
  for (const trust of ['1', '10.9.0.0/16']) {
    describe(`TRUST_PROXY=${trust}`, () => {
      let t: TestApp;
      beforeAll(async () => {
        t = await createTestApp(kind, {
          TRUST_PROXY: trust,
          SIGNUPS_PER_HOUR_PER_ADDRESS: String(SIGNUPS),
        });
      });
      afterAll(() => t.close());

      const signup = (forwardedFor: string) =>
        t.client(PROXY).request('POST', '/api/auth/signup', customerInput(), {
          headers: { 'x-forwarded-for': forwardedFor },
        });

      it('counts a client by the address its proxy saw, whatever it writes in front', async () => {
        const client = '203.0.113.7';
        for (let i = 0; i < SIGNUPS; i += 1) {
          const response = await signup(`198.51.100.${i + 1}, ${client}`);
          expect(response.statusCode, response.body).not.toBe(429);
        }
        // A new spoofed leftmost address per attempt: still the same client, still refused.
        for (const spoofed of ['198.51.100.99', '1.2.3.4, 5.6.7.8', 'unknown', '::1']) {
          const refused = await signup(`${spoofed}, ${client}`);
          expect(refused.statusCode, `spoofed ${spoofed}`).toBe(429);
        }
        // Another client behind the same proxy has its own count.
        expect((await signup('203.0.113.8')).statusCode).not.toBe(429);
      });
    });
  }
});
