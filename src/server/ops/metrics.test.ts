import type { AddressInfo } from 'node:net';
import { mailOutbox } from '@server/mail/schema';
import { SANDBOX_CARDS } from '@shared/payments';
import {
  addToCart,
  createCheckoutTestApp,
  readyCustomer,
  seedMenu,
  startPayment,
  verify,
} from '@test/support/checkout';
import { testDatabaseKinds } from '@test/support/databases';
import { openStream } from '@test/support/orders';
import type { TestApp } from '@test/support/test-app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** The value of one series of the exposition text, or undefined when it is not there. */
function seriesValue(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe.each(testDatabaseKinds())('Prometheus metrics on %s', (kind) => {
  let t: TestApp;
  let reference: string;
  const scrape = async () => {
    const response = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(200);
    return response;
  };

  beforeAll(async () => {
    t = await createCheckoutTestApp(kind);
    await seedMenu(t);
    const [dish] = await t.services.catalog.menu({ category: 'Pizza' });
    const { client, customer, addressId } = await readyCustomer(t);
    await addToCart(client, dish!);
    const started = await startPayment(client, customer, addressId);
    reference = started.reference;
    const charged = await client.post('/api/payments/sandbox/charge', {
      accessCode: started.accessCode,
      cardNumber: SANDBOX_CARDS.success,
      expiry: '12/39',
      cvv: '123',
    });
    expect(charged.statusCode, charged.body).toBe(200);
    expect((await verify(client, reference)).statusCode).toBe(200);
    await t.services.mail.idle();
    await client.get('/api/menu?category=Pizza');
    await client.get('/api/menu?search=pasta');
    await client.get('/api/no/such/thing');
  });
  afterAll(async () => {
    await t.close();
  });

  it('times requests by method, route pattern and status class, never by raw address', async () => {
    const response = await scrape();
    expect(response.headers['content-type']).toContain('text/plain');
    const text = response.body;
    const menu =
      'tavola_http_request_duration_seconds_count{method="GET",route="/api/menu",status_class="2xx"}';
    expect(seriesValue(text, menu)).toBe(2);
    const verified =
      'tavola_http_request_duration_seconds_count{method="POST",route="/api/checkout/payments/:reference/verify",status_class="2xx"}';
    expect(seriesValue(text, verified)).toBe(1);
    const unmatched =
      'tavola_http_request_duration_seconds_count{method="GET",route="(unmatched)",status_class="4xx"}';
    expect(seriesValue(text, unmatched)).toBe(1);
    expect(text).toContain(
      'tavola_http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/menu",status_class="2xx"}',
    );
    expect(text).not.toContain(reference);
    expect(text).not.toContain('/api/no/such/thing');
    expect(text).not.toContain('category=Pizza');
  });

  it('counts payments, refunds and business events, and the process metrics', async () => {
    const text = (await scrape()).body;
    expect(seriesValue(text, 'tavola_payments{status="successful"}')).toBe(1);
    expect(seriesValue(text, 'tavola_payments{status="failed"}')).toBe(0);
    expect(seriesValue(text, 'tavola_refunds{status="refunded"}')).toBe(0);
    expect(seriesValue(text, 'tavola_business_events_total{event="order.paid"}')).toBe(1);
    expect(text).toContain('process_cpu_user_seconds_total');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
  });

  it('measures the outbox: unsent mails by status and the age of the oldest', async () => {
    let text = (await scrape()).body;
    // The receipt was sent at once by the test transport: nothing waits.
    expect(seriesValue(text, 'tavola_mail_outbox_depth{status="pending"}')).toBe(0);
    expect(seriesValue(text, 'tavola_mail_outbox_oldest_unsent_age_seconds')).toBe(0);
    const hourAgo = new Date(Date.now() - 3600_000);
    await t.db.database.db.insert(mailOutbox).values([
      {
        kind: 'test',
        to: 'a@example.com',
        subject: 'Waiting',
        html: '<p>x</p>',
        text: 'x',
        createdAt: hourAgo,
        nextAttemptAt: new Date(Date.now() + 3600_000),
      },
      {
        kind: 'test',
        to: 'b@example.com',
        subject: 'Gave up',
        html: '',
        text: '',
        status: 'failed',
      },
    ]);
    text = (await scrape()).body;
    expect(seriesValue(text, 'tavola_mail_outbox_depth{status="pending"}')).toBe(1);
    expect(seriesValue(text, 'tavola_mail_outbox_depth{status="failed"}')).toBe(1);
    const age = seriesValue(text, 'tavola_mail_outbox_oldest_unsent_age_seconds')!;
    expect(age).toBeGreaterThanOrEqual(3599);
    expect(age).toBeLessThan(3700);
  });

  it('counts the open live-event streams', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const streams = 'tavola_live_event_streams';
    expect(seriesValue((await scrape()).body, streams)).toBe(0);
    const { client } = await readyCustomer(t);
    const one = await openStream(baseUrl, '/api/orders/events', client);
    const two = await openStream(baseUrl, '/api/orders/events', client);
    expect([one.status, two.status]).toEqual([200, 200]);
    expect(seriesValue((await scrape()).body, streams)).toBe(2);
    one.close();
    two.close();
    const deadline = Date.now() + 5000;
    while (seriesValue((await scrape()).body, streams) !== 0 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seriesValue((await scrape()).body, streams)).toBe(0);
  });

  it('is outside the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(doc.paths)).not.toContain('/metrics');
    expect(Object.keys(doc.paths).some((p) => p.startsWith('/api/health'))).toBe(false);
  });
});

describe('the metrics token', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createCheckoutTestApp('pglite', { env: { METRICS_TOKEN: 'scrape-secret' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('is required as a bearer token when METRICS_TOKEN is set', async () => {
    const scrape = (authorization?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
    const none = await scrape();
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    expect(none.json().error.code).toBe('unauthorized');
    expect((await scrape('Bearer wrong')).statusCode).toBe(401);
    expect((await scrape('scrape-secret')).statusCode).toBe(401);
    const ok = await scrape('Bearer scrape-secret');
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toContain('tavola_http_request_duration_seconds');
  });
});
