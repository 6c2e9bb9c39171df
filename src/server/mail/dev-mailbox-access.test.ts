import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createAdmin, createCustomer, createStaff } from '@server/seed/factories';
import { testDatabaseKinds } from '@test/support/databases';
import { signedIn } from '@test/support/orders';
import { createTestApp, type TestApp, type TestClient } from '@test/support/test-app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** A built web app of one page, so the mailbox page has something to answer with. */
const webRoot = mkdtempSync(path.join(tmpdir(), 'tavola-mailbox-'));
writeFileSync(path.join(webRoot, 'index.html'), '<div id="root">the web app</div>');

const API = ['/api/dev/mails', '/API/dev/mails', '/Api/Dev/Mails/', '/api/dev/mails?x=1'];
const PAGE = ['/dev/mailbox', '/DEV/Mailbox', '/dev/mailbox/', '/dev/mailbox?open=1'];

async function answers(client: TestClient, headers: Record<string, string> = {}) {
  const results: string[] = [];
  for (const url of [...API, ...PAGE]) {
    const response = await client.request('GET', url, undefined, { headers });
    const what =
      response.statusCode !== 200
        ? String(response.statusCode)
        : PAGE.includes(url)
          ? response.body.includes('the web app')
            ? 'page'
            : 'other'
          : Array.isArray(response.json().mails)
            ? 'mails'
            : 'other';
    results.push(`${url} ${what}`);
  }
  return results;
}
const expected = (api: string, page: string) => [
  ...API.map((url) => `${url} ${api}`),
  ...PAGE.map((url) => `${url} ${page}`),
];

describe.each(testDatabaseKinds())('who reads the dev mailbox, on %s', (kind) => {
  describe('listening on loopback only (the default HOST=127.0.0.1)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(kind, { NODE_ENV: 'development' }, { webRoot });
    });
    afterAll(() => t.close());

    it('answers a browser on this machine that names the server by a loopback name', async () => {
      await t.client().post('/api/auth/password/forgot', { email: 'x@example.com' });
      for (const host of ['localhost:3000', '127.0.0.1:3000', '[::1]:3000', 'LOCALHOST'])
        expect(await answers(t.client('127.0.0.1'), { host }), host).toEqual(
          expected('mails', 'page'),
        );
      expect(await answers(t.client('::1'))).toEqual(expected('mails', 'page'));
    });

    it('answers 404 to another machine, though the server listens on loopback', async () => {
      expect(await answers(t.client('203.0.113.7'))).toEqual(expected('404', '404'));
    });

    it('answers 404 to a page on this machine that reached it under a foreign name (DNS rebinding)', async () => {
      for (const host of [
        'attacker.example',
        'attacker.example:3000',
        '127.0.0.1.nip.io',
        'localhost@x',
      ])
        expect(await answers(t.client('127.0.0.1'), { host }), host).toEqual(
          expected('404', '404'),
        );
    });
  });

  describe('behind a proxy on the same host (TRUST_PROXY=1, HOST=127.0.0.1)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(
        kind,
        { NODE_ENV: 'development', TRUST_PROXY: '1', APP_URL: 'https://shop.example' },
        { webRoot },
      );
    });
    afterAll(() => t.close());

    const via = (forwardedFor: string, host = 'shop.example') => ({
      host,
      'x-forwarded-for': forwardedFor,
    });

    it('answers 404 to a remote client the proxy forwards, and to a diner among them', async () => {
      expect(await answers(t.client('127.0.0.1'), via('203.0.113.7'))).toEqual(
        expected('404', '404'),
      );
      expect(await answers(t.client('127.0.0.1'), via('127.0.0.1, 203.0.113.7'))).toEqual(
        expected('404', '404'),
      );
      const diner = await signedIn(t, await createCustomer(t.services));
      expect(await answers(diner, via('203.0.113.8'))).toEqual(expected('404', '404'));
    });

    it("answers a client on this machine under APP_URL's host, and a signed-in owner from anywhere", async () => {
      expect(await answers(t.client('127.0.0.1'), via('127.0.0.1'))).toEqual(
        expected('mails', 'page'),
      );
      expect(await answers(t.client('127.0.0.1'), via('127.0.0.1', 'elsewhere.example'))).toEqual(
        expected('404', '404'),
      );
      const owner = await signedIn(t, await createAdmin(t.services), 'admin');
      expect(await answers(owner, via('203.0.113.9'))).toEqual(expected('mails', 'page'));
    });
  });

  for (const host of ['0.0.0.0']) {
    describe(`listening on ${host} (reachable from the network)`, () => {
      let t: TestApp;
      beforeAll(async () => {
        t = await createTestApp(kind, { NODE_ENV: 'development', HOST: host }, { webRoot });
      });
      afterAll(() => t.close());

      it('answers 404 to a visitor and to a diner, under every spelling', async () => {
        expect(await answers(t.client())).toEqual(expected('404', '404'));
        const diner = await signedIn(t, await createCustomer(t.services));
        expect(await answers(diner)).toEqual(expected('404', '404'));
      });

      it('answers a signed-in owner, and no other staff role', async () => {
        const admin = await signedIn(t, await createAdmin(t.services), 'admin');
        expect(await answers(admin)).toEqual(expected('mails', 'page'));
        const manager = await signedIn(t, await createStaff(t.services, 'manager'), 'admin');
        expect(await answers(manager)).toEqual(expected('404', '404'));
      });
    });
  }

  describe('in production', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(
        kind,
        {
          NODE_ENV: 'production',
          APP_URL: 'https://x.example',
          ALLOW_SANDBOX_IN_PRODUCTION: 'true',
        },
        { webRoot },
      );
    });
    afterAll(() => t.close());

    it('has no mailbox API, even for an admin on loopback (the page is only the web app)', async () => {
      const admin = await signedIn(t, await createAdmin(t.services), 'admin');
      for (const url of API) expect((await admin.get(url)).statusCode, url).toBe(404);
    });
  });
});
