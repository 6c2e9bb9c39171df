import { randomUUID } from 'node:crypto';
import { orders } from '@server/orders/schema';
import { createCustomer, createStaff } from '@server/seed/factories';
import { AUDIT_PAGE_SIZE } from '@shared/audit';
import { dishInput } from '@test/support/authorization/kit';
import { testDatabaseKinds } from '@test/support/databases';
import { seedPaidOrders, signedIn } from '@test/support/orders';
import { seededCheckoutApp } from '@test/support/payments';
import { settingsWith } from '@test/support/settings';
import type { TestApp, TestClient } from '@test/support/test-app';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordAudit } from './index';
import { auditLog } from './schema';

/** The audit log: one entry per staff change, in its transaction, never edited. */
describe.each(testDatabaseKinds())('the audit log on %s', (kind) => {
  let t: TestApp;
  let owner: TestClient;
  let ownerAccount: { id: string; email: string };
  let diner: { id: string; email: string; password: string };
  const db = () => t.db.database.db;

  beforeAll(async () => {
    t = await seededCheckoutApp(kind);
    const account = await createStaff(t.services, 'owner', {
      email: `owner-${randomUUID()}@staff.example`,
    });
    ownerAccount = account;
    owner = await signedIn(t, account, 'admin');
    diner = await createCustomer(t.services);
  });
  afterAll(async () => {
    await t.close();
  });

  const entriesAbout = (subjectId: string) =>
    db().select().from(auditLog).where(eq(auditLog.subjectId, subjectId));
  const newOrder = async () =>
    (await seedPaidOrders(db(), { userId: diner.id, email: diner.email })).orderId;
  const byOwner = { id: () => ownerAccount.id, email: () => ownerAccount.email };
  const expectActor = (entry: typeof auditLog.$inferSelect) =>
    expect(entry).toMatchObject({
      actorId: byOwner.id(),
      actorEmail: byOwner.email(),
      actorRole: 'owner',
    });

  it('records a stage change once, with who, before and after', async () => {
    const orderId = await newOrder();
    const response = await owner.post(`/api/admin/orders/${orderId}/transition`, {
      action: 'accept',
      estimate: { minutes: 20 },
    });
    expect(response.statusCode, response.body).toBe(200);
    const entries = await entriesAbout(orderId);
    expect(entries).toHaveLength(1);
    expectActor(entries[0]!);
    expect(entries[0]).toMatchObject({
      action: 'order.stage',
      subjectType: 'order',
      before: { stage: 'new' },
      after: { stage: 'accepted', readyAt: expect.any(String) },
    });
  });

  it('records nothing for a refused stage move', async () => {
    const orderId = await newOrder();
    const response = await owner.post(`/api/admin/orders/${orderId}/transition`, {
      action: 'complete',
    });
    expect(response.statusCode).toBe(409);
    expect(await entriesAbout(orderId)).toHaveLength(0);
  });

  it('records nothing when the changing transaction rolls back', async () => {
    const subjectId = randomUUID();
    const actor = { id: randomUUID(), email: 'x@staff.example', role: 'owner' };
    await expect(
      db().transaction(async (tx) => {
        await recordAudit(
          tx,
          { action: 'dish.update', subjectType: 'dish', subjectId, summary: 'x' },
          actor,
        );
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await entriesAbout(subjectId)).toHaveLength(0);
  });

  it('records a refund sent by the owner', async () => {
    const orderId = await newOrder();
    await db()
      .update(orders)
      .set({
        stage: 'canceled',
        canceledAt: new Date(),
        refundStatus: 'pending',
        refundMinor: sql`${orders.totalMinor}`,
      })
      .where(eq(orders.orderId, orderId));
    const response = await owner.post(`/api/admin/orders/${orderId}/refund`);
    expect(response.statusCode, response.body).toBe(200);
    await t.services.orders.idle();
    const entries = await entriesAbout(orderId);
    expect(entries).toHaveLength(1);
    expectActor(entries[0]!);
    expect(entries[0]).toMatchObject({
      action: 'order.refund',
      before: { refundStatus: 'pending' },
      after: { refundMinor: expect.any(Number) },
    });
  });

  it('records a menu edit with only the changed fields', async () => {
    const created = await owner.post('/api/admin/dishes', dishInput(`Audit ${randomUUID()}`));
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().item.id as string;
    const changed = await owner.request('PATCH', `/api/admin/dishes/${id}`, {
      priceMinor: 1800_00,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const entries = await entriesAbout(id);
    expect(entries.map((e) => e.action).sort()).toEqual(['dish.create', 'dish.update']);
    const update = entries.find((e) => e.action === 'dish.update')!;
    expectActor(update);
    expect(update.before).toEqual({ priceMinor: 1500_00 });
    expect(update.after).toEqual({ priceMinor: 1800_00 });
  });

  it('records a settings change', async () => {
    const saved = await owner.request(
      'PUT',
      '/api/admin/settings',
      settingsWith({ leadTimeMinutes: 35 }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const entries = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'settings.update'), eq(auditLog.actorId, byOwner.id())));
    expect(entries).toHaveLength(1);
    expectActor(entries[0]!);
    expect(
      (entries[0]!.after as { hours: { leadTimeMinutes: number } }).hours.leadTimeMinutes,
    ).toBe(35);
    expect(entries[0]!.before).toHaveProperty('hours');
  });

  it('records a staff invitation', async () => {
    const email = `cook-${randomUUID()}@staff.example`;
    const invited = await owner.post('/api/admin/staff/invitations', { email, role: 'kitchen' });
    expect(invited.statusCode, invited.body).toBe(201);
    const entries = await db()
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'staff.invite'), sql`${auditLog.after} ->> 'email' = ${email}`),
      );
    expect(entries).toHaveLength(1);
    expectActor(entries[0]!);
    expect(entries[0]).toMatchObject({ subjectType: 'invitation', after: { role: 'kitchen' } });
  });

  it("keeps the actor's role as it was, and records a role change with before and after", async () => {
    const second = await createStaff(t.services, 'owner', {
      email: `second-${randomUUID()}@staff.example`,
    });
    const client = await signedIn(t, second, 'admin');
    const email = `host-${randomUUID()}@staff.example`;
    expect(
      (await client.post('/api/admin/staff/invitations', { email, role: 'host' })).statusCode,
    ).toBe(201);
    const demoted = await owner.request('PATCH', `/api/admin/staff/${second.id}`, {
      role: 'manager',
    });
    expect(demoted.statusCode, demoted.body).toBe(200);
    const [invite] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'staff.invite'), eq(auditLog.actorId, second.id)));
    expect(invite).toMatchObject({ actorRole: 'owner', actorEmail: second.email });
    const roleChanges = await entriesAbout(second.id);
    expect(roleChanges).toHaveLength(1);
    expectActor(roleChanges[0]!);
    expect(roleChanges[0]).toMatchObject({
      action: 'staff.role',
      before: { role: 'owner' },
      after: { role: 'manager' },
    });
  });

  it('records nothing for a diner cancelling their own order', async () => {
    const orderId = await newOrder();
    const client = await signedIn(t, diner);
    const canceled = await client.post(`/api/orders/${orderId}/cancel`);
    expect(canceled.statusCode, canceled.body).toBe(200);
    await t.services.orders.idle();
    expect(await entriesAbout(orderId)).toHaveLength(0);
  });

  it('refuses to change or delete an entry, even to the database user', async () => {
    const [entry] = await db().select().from(auditLog).limit(1);
    expect(entry).toBeDefined();
    await expect(
      db().execute(sql`update audit_log set summary = 'edited' where id = ${entry!.id}`),
    ).rejects.toThrow();
    await expect(
      db().execute(sql`delete from audit_log where id = ${entry!.id}`),
    ).rejects.toThrow();
    const [still] = await db().select().from(auditLog).where(eq(auditLog.id, entry!.id));
    expect(still?.summary).toBe(entry!.summary);
  });

  it('pages through every entry once, newest first, and only to the owner', async () => {
    const actor = { id: randomUUID(), email: 'pager@staff.example', role: 'manager' };
    const total = AUDIT_PAGE_SIZE * 2 + 7;
    // One transaction: every entry gets the same `at`, so the pages turn on the id alone.
    await db().transaction(async (tx) => {
      for (let i = 0; i < total; i++)
        await recordAudit(
          tx,
          { action: 'dish.update', subjectType: 'dish', subjectId: `d${i}`, summary: `#${i}` },
          actor,
        );
    });
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = `actor=${actor.id}${cursor ? `&before=${cursor}` : ''}`;
      const response = await owner.get(`/api/admin/audit?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      const page = response.json();
      expect(page.entries.length).toBeLessThanOrEqual(AUDIT_PAGE_SIZE);
      seen.push(...page.entries.map((e: { id: string }) => e.id));
      cursor = page.next;
      pages++;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);

    for (const role of ['manager', 'kitchen', 'host'] as const) {
      const staff = await createStaff(t.services, role, {
        email: `${role}-${randomUUID()}@staff.example`,
      });
      const client = await signedIn(t, staff, 'admin');
      expect((await client.get('/api/admin/audit')).statusCode).toBe(403);
    }
  });
});
