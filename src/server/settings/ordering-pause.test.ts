import type { AddressInfo } from 'node:net';
import { auditLog } from '@server/audit/schema';
import { createCustomer, createStaff } from '@server/seed/factories';
import { zonedNow } from '@shared/calendar-dates';
import { DEMO_DELIVERY_ZONES } from '@shared/hours';
import { orderingPauseTexts } from '@shared/ordering-pause';
import { testDatabaseKinds } from '@test/support/databases';
import { signedIn } from '@test/support/orders';
import { OWNER, settingsWith } from '@test/support/settings';
import { createTestApp, type TestApp, type TestClient } from '@test/support/test-app';
import { desc, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

/** Reads the public menu stream until `text` arrives (or fails after `timeoutMs`). */
async function streamSays(baseUrl: string, text: string, act: () => Promise<unknown>) {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/menu/events`, {
    headers: { accept: 'text/event-stream' },
    signal: controller.signal,
  });
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let heard = '';
  const timer = setTimeout(() => controller.abort(), 5_000);
  try {
    await act();
    while (!heard.includes(text)) {
      const { value, done } = await reader.read();
      if (done) break;
      heard += decoder.decode(value, { stream: true });
    }
  } catch {
    // Aborted: the assertion below says what was heard.
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
  return heard;
}

describe.each(testDatabaseKinds())('the emergency pause of online orders, on %s', (kind) => {
  let t: TestApp;
  let baseUrl: string;
  let kitchen: TestClient;
  let host: TestClient;
  let owner: TestClient;

  beforeAll(async () => {
    t = await createTestApp(kind);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const as = async (role: 'owner' | 'kitchen' | 'host', username: string) =>
      signedIn(t, await createStaff(t.services, role, { username }), 'admin');
    owner = await as('owner', 'Ngozi');
    kitchen = await as('kitchen', 'Ada');
    host = await as('host', 'Tunde');
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    await t.services.settings.update(settingsWith(), OWNER);
  });

  it('stops online orders on the tap, says who and since when, and resumes on the next', async () => {
    const before = zonedNow(new Date(), 'Africa/Lagos').time;
    const paused = await kitchen.request('PUT', '/api/admin/ordering-pause', { on: true });
    const after = zonedNow(new Date(), 'Africa/Lagos').time;
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.json()).toMatchObject({ on: true, by: 'Ada', until: null });
    // On the restaurant's clock, whatever the machine's zone.
    const since = /^Online orders paused since (\d\d:\d\d) by Ada$/.exec(paused.json().words);
    expect([before, after]).toContain(since?.[1]);
    await expect(t.services.settings.assertTakingOrders('delivery')).rejects.toMatchObject({
      code: 'conflict',
      message: 'Online orders are paused.',
    });
    const status = (await t.client().get('/api/restaurant/status')).json();
    expect(status.pickup.refusal).toBe('Online orders are paused.');
    // Every staff member reads the same words, the host too.
    expect((await host.get('/api/admin/ordering-pause')).json()).toEqual(paused.json());

    const resumed = await host.request('PUT', '/api/admin/ordering-pause', { on: false });
    expect(resumed.json()).toEqual({ on: false, until: null, since: null, by: null, words: null });
    await expect(t.services.settings.assertTakingOrders('delivery')).resolves.toBeUndefined();
  });

  it('pausing again keeps the first stamp and moves only the end; a past end is refused', async () => {
    await kitchen.request('PUT', '/api/admin/ordering-pause', { on: true });
    const until = new Date(Date.now() + 3 * 3600_000).toISOString();
    const again = await owner.request('PUT', '/api/admin/ordering-pause', { on: true, until });
    expect(again.json()).toMatchObject({ on: true, by: 'Ada', until });
    expect(again.json().words).toMatch(/by Ada · until /);
    const past = await owner.request('PUT', '/api/admin/ordering-pause', {
      on: true,
      until: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().error.message).toBe(orderingPauseTexts.untilPast);
  });

  it('is written in the audit log, pause and resume alike', async () => {
    await kitchen.request('PUT', '/api/admin/ordering-pause', { on: true });
    await kitchen.request('PUT', '/api/admin/ordering-pause', { on: false });
    const entries = await t.db.database.db
      .select()
      .from(auditLog)
      .where(inArray(auditLog.action, ['settings.pause', 'settings.resume']))
      .orderBy(desc(auditLog.at))
      .limit(2);
    expect(entries.map((entry) => [entry.action, entry.summary, entry.actorRole])).toEqual([
      ['settings.resume', 'Online orders resumed', 'kitchen'],
      ['settings.pause', 'Online orders paused', 'kitchen'],
    ]);
  });

  it('reaches open storefronts through the public menu stream', async () => {
    const heard = await streamSays(baseUrl, 'ordering.changed', () =>
      kitchen.request('PUT', '/api/admin/ordering-pause', { on: true }),
    );
    expect(heard).toContain('event: menu\ndata: {"type":"ordering.changed"}');
  });

  it('refuses guests (401) and customers (403)', async () => {
    const customer = await signedIn(t, await createCustomer(t.services));
    expect(
      (await t.client().request('PUT', '/api/admin/ordering-pause', { on: true })).statusCode,
    ).toBe(401);
    expect(
      (await customer.request('PUT', '/api/admin/ordering-pause', { on: true })).statusCode,
    ).toBe(403);
    expect((await customer.get('/api/admin/ordering-pause')).statusCode).toBe(403);
    await expect(t.services.settings.assertTakingOrders('pickup')).resolves.toBeUndefined();
  });

  it('a section saved from a page loaded before the pause keeps it, and the other sections', async () => {
    await t.services.settings.update(settingsWith({}, DEMO_DELIVERY_ZONES), OWNER);
    await kitchen.request('PUT', '/api/admin/ordering-pause', { on: true });
    const saved = await owner.request('PATCH', '/api/admin/settings', {
      hours: { leadTimeMinutes: 35 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().hours).toMatchObject({
      leadTimeMinutes: 35,
      pause: { on: true, by: 'Ada' },
    });
    expect(saved.json().zones).toEqual(DEMO_DELIVERY_ZONES);
    const refused = await owner.request('PATCH', '/api/admin/settings', {
      details: { name: '', address: 'x', phone: '12345' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields['details.name']).toMatch(/name/);
    // A section cannot carry the pause: it has its own endpoint.
    const sneaky = await owner.request('PATCH', '/api/admin/settings', {
      hours: { pause: { on: false, until: null } },
    });
    expect(sneaky.statusCode).toBe(400);
    expect((await kitchen.get('/api/admin/ordering-pause')).json().on).toBe(true);
  });

  it('a whole save that leaves the pause on keeps who and when', async () => {
    await kitchen.request('PUT', '/api/admin/ordering-pause', { on: true });
    const view = await t.services.settings.view();
    await t.services.settings.update(
      {
        ...settingsWith({ pause: { on: true, until: null } }),
        bookings: view.bookings,
      },
      OWNER,
    );
    expect((await t.services.settings.pauseState()).by).toBe('Ada');
  });
});
