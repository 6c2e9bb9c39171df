import type { AddressInfo } from 'node:net';
import { sessions } from '@server/accounts/schema';
import { createAdmin, createCustomer } from '@server/seed/factories';
import { messages } from '@shared/messages';
import { testDatabaseKinds } from '@test/support/databases';
import { signedIn } from '@test/support/orders';
import { createTestApp, type TestApp, type TestClient } from '@test/support/test-app';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

/** A real server-sent-event stream over HTTP (inject cannot stream), ended by `close`. */
async function openStream(baseUrl: string, path: string, client: TestClient) {
  const controller = new AbortController();
  const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const response = await fetch(`${baseUrl}${path}`, {
    headers: { cookie, accept: 'text/event-stream' },
    signal: controller.signal,
  });
  let endedAt: number | null = null;
  // A refused stream is a short JSON answer: read it whole.
  const body = response.status === 200 ? '' : await response.text();
  const done = (async () => {
    if (response.status !== 200 || !response.body) {
      endedAt = Date.now();
      return;
    }
    const reader = response.body.getReader();
    try {
      for (;;) if ((await reader.read()).done) break;
    } catch {
      // aborted by the test
    }
    endedAt = Date.now();
  })();
  return {
    status: response.status,
    body: () => body,
    get ended() {
      return endedAt !== null;
    },
    /** Resolves when the server ended the stream; fails after `timeoutMs`. */
    async endsWithin(timeoutMs: number) {
      const timer = new Promise<'timeout'>((resolve) => setTimeout(resolve, timeoutMs, 'timeout'));
      const result = await Promise.race([done.then(() => 'ended' as const), timer]);
      if (result === 'timeout') throw new Error(`${path} still open after ${timeoutMs} ms`);
    },
    async close() {
      controller.abort();
      await done;
    },
  };
}
type Stream = Awaited<ReturnType<typeof openStream>>;

const PER_SESSION = 2;
const PER_ADDRESS = 3;

describe.each(testDatabaseKinds())('live-update streams on %s', (kind) => {
  let t: TestApp;
  let url = '';
  const opened: Stream[] = [];
  const open = async (path: string, client: TestClient) => {
    const stream = await openStream(url, path, client);
    opened.push(stream);
    return stream;
  };
  const waitForNoStreams = async () => {
    const deadline = Date.now() + 5000;
    while (t.services.streams.size > 0) {
      if (Date.now() > deadline) throw new Error(`${t.services.streams.size} streams still open`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };

  beforeAll(async () => {
    t = await createTestApp(
      kind,
      {
        LIVE_STREAMS_PER_SESSION: String(PER_SESSION),
        LIVE_STREAMS_PER_ADDRESS: String(PER_ADDRESS),
      },
      { streamTimings: { heartbeatMs: 50, sessionCheckMs: 100 } },
    );
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((stream) => stream.close()));
    await waitForNoStreams();
  });
  afterAll(() => t.close());

  it('caps the streams of one session, and frees a place when one closes', async () => {
    const account = await createCustomer(t.services);
    const diner = await signedIn(t, account);
    const first = await open('/api/orders/events', diner);
    for (let i = 1; i < PER_SESSION; i += 1)
      expect((await open('/api/orders/events', diner)).status).toBe(200);
    const refused = await open('/api/orders/events', diner);
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body()).error.message).toBe(messages.liveUpdates.tooManyForSession);
    // Another session of the same diner has its own count.
    expect((await open('/api/orders/events', await signedIn(t, account))).status).toBe(200);

    await first.close();
    const deadline = Date.now() + 5000;
    let again = await open('/api/orders/events', diner);
    while (again.status === 429 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      again = await open('/api/orders/events', diner);
    }
    expect(again.status).toBe(200);
  });

  it('caps the streams of one address across every stream route, even when opened at once', async () => {
    const accounts = await Promise.all([1, 2, 3].map(() => createCustomer(t.services)));
    const diners = await Promise.all(accounts.map((account) => signedIn(t, account)));
    const admin = await signedIn(t, await createAdmin(t.services), 'admin');
    // A burst: every session asks for its streams at the same moment.
    const burst = await Promise.all([
      ...diners.flatMap((diner) => [diner, diner].map((d) => open('/api/orders/events', d))),
      open('/api/admin/events', admin),
    ]);
    const statuses = burst.map((stream) => stream.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(PER_ADDRESS);
    expect(statuses.filter((status) => status === 429)).toHaveLength(burst.length - PER_ADDRESS);
    const messagesSeen = new Set(
      burst.filter((s) => s.status === 429).map((s) => JSON.parse(s.body()).error.message),
    );
    expect(messagesSeen).toContain(messages.liveUpdates.tooManyForAddress);
    expect(t.services.streams.size).toBe(PER_ADDRESS);
  });

  it('ends the streams of a session when it signs out, and only those', async () => {
    const account = await createCustomer(t.services);
    const leaving = await signedIn(t, account);
    const staying = await signedIn(t, account);
    const left = await open('/api/orders/events', leaving);
    const kept = await open('/api/orders/events', staying);
    expect([left.status, kept.status]).toEqual([200, 200]);

    expect((await leaving.post('/api/auth/logout')).statusCode).toBe(200);
    await left.endsWithin(2000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(kept.ended).toBe(false);
  });

  it('ends every stream of an account whose password is reset (it signs out every session)', async () => {
    const account = await createCustomer(t.services);
    const streams = [
      await open('/api/orders/events', await signedIn(t, account)),
      await open('/api/orders/events', await signedIn(t, account)),
    ];
    expect(streams.map((s) => s.status)).toEqual([200, 200]);
    await t.client().post('/api/auth/password/forgot', { email: account.email });
    await t.services.mail.idle();
    const mail = t.mails.sent.findLast(
      (m) => m.to === account.email && /ResetPassword/.test(m.text),
    );
    const token = /token=([\w-]+)/.exec(mail?.text ?? '')?.[1];
    expect(token).toBeTruthy();
    const reset = await t.client().post('/api/auth/password/reset', {
      token,
      password: 'a-new-password-1',
    });
    expect(reset.statusCode).toBe(200);
    for (const stream of streams) await stream.endsWithin(2000);
  });

  it.runIf(kind === 'postgres')(
    'ends a stream whose session was revoked elsewhere (another instance) at its next check',
    async () => {
      const diner = await signedIn(t, await createCustomer(t.services));
      const stream = await open('/api/orders/events', diner);
      expect(stream.status).toBe(200);
      // What a sign-out on another instance does to the shared database.
      await t.db.database.db.delete(sessions);
      await stream.endsWithin(2000);
    },
  );
});

describe.each(testDatabaseKinds())('a live stream and its session expiry on %s', (kind) => {
  let t: TestApp;
  let url = '';
  beforeAll(async () => {
    // Sessions of 1.8 seconds.
    t = await createTestApp(kind, { SESSION_TTL_HOURS: '0.0005' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  it('ends when the session expires, not minutes later', async () => {
    const diner = await signedIn(t, await createCustomer(t.services));
    const stream = await openStream(url, '/api/orders/events', diner);
    expect(stream.status).toBe(200);
    try {
      await stream.endsWithin(5000);
    } finally {
      await stream.close();
    }
  });
});
