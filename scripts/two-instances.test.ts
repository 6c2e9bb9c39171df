/**
 * Two real server processes on one PostgreSQL database, behind a round-robin proxy, act as one
 * store: live updates cross instances, a mail is sent once although both run the delivery loop,
 * and the sign-in limit counts attempts wherever they land. Needs TEST_DATABASE_URL (set in CI).
 */
import { mailOutbox } from '@server/mail/schema';
import { DEMO_ADMIN, DEMO_CUSTOMER } from '@server/seed/demo';
import { messages } from '@shared/messages';
import { ORDER_STREAM_EVENT } from '@shared/orders';
import { SANDBOX_CARDS } from '@shared/payments';
import { createTestDatabase, type TestDatabase } from '@test/support/databases';
import { type Answer, Browser, eventually } from '@test/two-instances/client';
import { inArray, like } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RoundRobinProxy, SERVED_BY_HEADER, startRoundRobinProxy } from './lib/proxy';
import { freePort, type RunningServer, serverTestDatabaseUrl, startServer } from './lib/server';

const databaseUrl = serverTestDatabaseUrl('two-instances test');

const servedBy = (answer: { headers: Headers }) => Number(answer.headers.get(SERVED_BY_HEADER));

function expectStatus<Body = unknown>(answer: Answer, status: number, what: string): Body {
  expect(answer.status, `${what}: ${JSON.stringify(answer.body)}`).toBe(status);
  return answer.body as Body;
}

/** Every copy the SMTP catcher received, by subject. */
async function startMailCatcher() {
  const received: string[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString('utf8');
      });
      stream.on('end', () => {
        received.push(/^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? '');
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => smtp.listen(port, '127.0.0.1', resolve));
  return { port, received, close: () => new Promise<void>((resolve) => smtp.close(resolve)) };
}

describe.skipIf(!databaseUrl)(
  'two instances on one PostgreSQL behind a proxy (needs TEST_DATABASE_URL)',
  () => {
    let database: TestDatabase | undefined;
    let catcher: Awaited<ReturnType<typeof startMailCatcher>> | undefined;
    const servers: RunningServer[] = [];
    let proxy: RoundRobinProxy | undefined;

    beforeAll(async () => {
      database = await createTestDatabase('postgres');
      catcher = await startMailCatcher();
      const env = {
        DATABASE_URL: database.url,
        TRUST_PROXY: '1',
        MAIL_TRANSPORT: 'smtp',
        SMTP_URL: `smtp://127.0.0.1:${catcher.port}`,
        SEED_DEMO: 'true',
        RESTAURANT_HOURS: 'always',
      };
      // One after the other: the first seeds the demo data, the second finds it there.
      for (let i = 0; i < 2; i += 1)
        servers.push(await startServer({ port: await freePort(), env }));
      proxy = await startRoundRobinProxy(servers.map((server) => server.url));
    }, 120_000);

    afterAll(async () => {
      // Each step on its own: a failure in one must not leave processes or the database behind.
      const steps = [
        () => proxy?.close(),
        ...servers.map((server) => async () => {
          const killer = setTimeout(() => server.process.kill('SIGKILL'), 10_000);
          await server.stop();
          clearTimeout(killer);
        }),
        () => catcher?.close(),
        () => database?.dispose(),
      ];
      const failures: unknown[] = [];
      for (const step of steps)
        await Promise.resolve(step()).catch((error) => failures.push(error));
      if (failures.length > 0) throw failures[0];
    }, 60_000);

    it('sends live updates across instances: a delivery marked on one reaches a stream on the other', async () => {
      const diner = new Browser(proxy!.url);
      await diner.session();
      const { email, password } = DEMO_CUSTOMER;
      expectStatus(
        await diner.call('POST', '/api/auth/login', { email, password }),
        200,
        'sign-in',
      );
      const menu = expectStatus<{ items: Array<{ id: string }> }>(
        await diner.call('GET', '/api/menu?category=Pizza'),
        200,
        'menu',
      );
      const dish = menu.items[0]!;
      expectStatus(await diner.call('POST', '/api/cart/items', { dishId: dish.id }), 201, 'cart');
      const address = expectStatus<{ address: { id: string } }>(
        await diner.call('POST', '/api/checkout/addresses', {
          address: '14 Admiralty Way, Lekki Phase 1, Lagos',
          phone: '+234 803 555 0147',
          area: 'Lekki Phase 1',
        }),
        201,
        'address',
      );
      const delivery = { option: 'Home Delivery' };
      expectStatus(await diner.call('PUT', '/api/checkout/delivery', delivery), 200, 'delivery');
      const started = expectStatus<{ reference: string; accessCode: string }>(
        await diner.call('POST', '/api/checkout/payments', {
          addressId: address.address.id,
          fullName: DEMO_CUSTOMER.username,
          email: DEMO_CUSTOMER.email,
        }),
        201,
        'payment start',
      );
      const card = { cardNumber: SANDBOX_CARDS.success, expiry: '12/39', cvv: '123' };
      const charge = { accessCode: started.accessCode, ...card };
      expectStatus(await diner.call('POST', '/api/payments/sandbox/charge', charge), 200, 'charge');
      // The sandbox's webhook may record it first (409); the payment is read either way.
      await diner.call('POST', `/api/checkout/payments/${started.reference}/verify`);
      const payment = await eventually('the payment recorded', async () => {
        const answer = await diner.call('GET', `/api/checkout/payments/${started.reference}`);
        const view = (answer.body as { payment: { status: string; orderIds: string[] } }).payment;
        return view.status === 'successful' ? view : undefined;
      });
      const orderId = payment.orderIds[0]!;

      const admin = new Browser(proxy!.url);
      await admin.session();
      const adminLogin = { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password };
      expectStatus(await admin.call('POST', '/api/auth/admin/login', adminLogin), 200, 'admin');

      const stream = await diner.stream('/api/orders/events', ORDER_STREAM_EVENT);
      try {
        expect(stream.status).toBe(200);
        // Round robin: the next request goes to the other instance.
        const delivered = await admin.call('POST', `/api/admin/orders/${orderId}/deliver`);
        expectStatus(delivered, 200, 'deliver');
        expect(servedBy(delivered)).not.toBe(servedBy(stream));
        const heard = await eventually('the delivery on the stream', () =>
          stream.messages.find((m) => (m as { orderIds: string[] }).orderIds.includes(orderId)),
        );
        expect(heard).toEqual({ type: 'order.delivered', orderIds: [orderId] });
      } finally {
        stream.close();
      }
    });

    it('delivers each outbox mail exactly once although both instances run the delivery loop', async () => {
      const db = database!.database.db;
      const subjects = Array.from({ length: 40 }, (_, i) => `Two instances, mail ${i + 1}`);
      const rows = await db
        .insert(mailOutbox)
        .values(
          subjects.map((subject, i) => ({
            kind: 'ops_test',
            to: `once-${i + 1}@example.com`,
            subject,
            html: `<p>${subject}</p>`,
            text: subject,
          })),
        )
        .returning({ id: mailOutbox.id });
      const ids = rows.map((row) => row.id);
      // Both retry loops (every 5 s) compete for these rows.
      await eventually(
        'every mail sent',
        async () => {
          const sent = await db.select().from(mailOutbox).where(inArray(mailOutbox.id, ids));
          return sent.every((row) => row.status === 'sent') ? sent : undefined;
        },
        30_000,
      );
      // A second send would come right after the first claim; give a straggler time to show.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const copies = catcher!.received.filter((subject) => subject.startsWith('Two instances'));
      expect(copies.toSorted()).toEqual(subjects.toSorted());
      const attempts = await db
        .select({ attempts: mailOutbox.attempts })
        .from(mailOutbox)
        .where(like(mailOutbox.subject, 'Two instances%'));
      expect(attempts.every((row) => row.attempts === 1)).toBe(true);
    });

    it('trips the sign-in limit after the same number of attempts, alternating instances or not', async () => {
      const failuresBeforeLimit = async (browser: Browser, email: string) => {
        await browser.session();
        const served: number[] = [];
        for (let attempt = 1; attempt <= 10; attempt += 1) {
          const answer = await browser.call('POST', '/api/auth/login', {
            email,
            password: 'not-the-password',
          });
          served.push(servedBy(answer));
          if (answer.status === 429) {
            expect((answer.body as { error: { message: string } }).error.message).toBe(
              messages.auth.tooManyAttempts,
            );
            return { failures: attempt - 1, served };
          }
          expect(answer.status).toBe(401);
        }
        throw new Error(`no limit after 10 attempts for ${email}`);
      };
      const alternating = await failuresBeforeLimit(new Browser(proxy!.url), 'roams@example.com');
      expect(new Set(alternating.served.slice(0, -1)).size).toBe(2);
      const oneInstance = await failuresBeforeLimit(
        new Browser(servers[0]!.url),
        'stays@example.com',
      );
      expect(alternating.failures).toBe(5);
      expect(oneInstance.failures).toBe(alternating.failures);
    });

    it('lets at most the limit of 200 parallel guesses on both instances reach the password check', async () => {
      const browser = new Browser(proxy!.url);
      await browser.session();
      const answers = await Promise.all(
        Array.from({ length: 200 }, () =>
          browser.call('POST', '/api/auth/login', {
            email: 'burst@example.com',
            password: 'not-the-password',
          }),
        ),
      );
      // 401 is the answer of a guess that reached the password check; 429 of one counted first.
      const checked = answers.filter((answer) => answer.status === 401);
      expect(checked.length).toBeGreaterThan(0);
      expect(checked.length).toBeLessThanOrEqual(5);
      expect(answers.filter((answer) => answer.status === 429)).toHaveLength(200 - checked.length);
      expect(new Set(answers.map(servedBy)).size).toBe(2);
    });
  },
);
