import { openDatabase } from '@server/db/client';
import { mailOutbox } from '@server/mail/schema';
import { testDatabaseKinds } from '@test/support/databases';
import { signedInCustomer } from '@test/support/reservations';
import { saveBookingRules } from '@test/support/settings';
import { createTestApp, type TestApp } from '@test/support/test-app';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reservationReminderMail } from './mails';
import { createReminders } from './reminders';
import { reservations } from './schema';
import { toReservation } from './view';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A reminder mail per confirmed booking, once, ahead of it by the owner's lead. */
describe.each(testDatabaseKinds())('booking reminders on %s', (kind) => {
  let t: TestApp;
  let userId: string;
  beforeAll(async () => {
    t = await createTestApp(kind, {}, { backgroundLoops: false });
    userId = (await signedInCustomer(t, { email: 'reminded@example.com' })).customer.id;
  });
  afterAll(async () => {
    await t.close();
  });
  const db = () => t.db.database.db;

  /** A booking as the restaurant holds it: any day, time, status and age. */
  async function booking(
    date: string,
    time: string,
    { status = 'confirmed', createdAt = new Date('2026-01-01T00:00:00Z') } = {},
  ) {
    const [row] = await db()
      .insert(reservations)
      .values({
        userId,
        firstName: 'Ada',
        lastName: 'Obi',
        email: `${date}.${time.replace(':', '')}.${status}@example.com`,
        phone: '+2348012345678',
        reservationDate: date,
        reservationTime: time,
        guests: 4,
        status: status as 'confirmed',
        createdAt,
      })
      .returning();
    return row!;
  }
  const remindersTo = (emails: string[]) =>
    db()
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, 'reservation_reminder'), inArray(mailOutbox.to, emails)));

  it('mails a confirmed booking once, from 24 h before its start (Lagos wall clock) until it starts', async () => {
    // 2027-03-10 19:00 in Lagos (UTC+1) is 18:00 UTC.
    const row = await booking('2027-03-10', '19:00');
    const start = Date.parse('2027-03-10T18:00:00Z');
    const remind = t.services.reservations.remindUpcoming;
    expect(await remind(new Date(start - DAY - 60_000))).toBe(0);
    expect(await remind(new Date(start - DAY))).toBe(1);
    expect(await remind(new Date(start - DAY + HOUR))).toBe(0);
    expect(await remind(new Date(start - 60_000))).toBe(0);
    const mails = await remindersTo([row.email]);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('Wednesday, 10 March 2027 at 19:00');
    const [after] = await db().select().from(reservations).where(eq(reservations.id, row.id));
    expect(after!.remindedAt).toEqual(new Date(start - DAY));
  });

  it.each([
    ['pending', { status: 'pending' }],
    ['canceled', { status: 'canceled' }],
    ['made inside the 24 h', { createdAt: new Date('2027-04-10T00:00:00Z') }],
  ])('sends none for a booking %s', async (_case, options) => {
    const row = await booking('2027-04-10', '20:00', options);
    expect(await t.services.reservations.remindUpcoming(new Date('2027-04-10T12:00:00Z'))).toBe(0);
    expect(await remindersTo([row.email])).toHaveLength(0);
  });

  it('sends none once it started, and none at all when the owner sets 0 hours', async () => {
    const late = await booking('2027-05-01', '12:00');
    expect(await t.services.reservations.remindUpcoming(new Date('2027-05-01T11:30:00Z'))).toBe(0);
    await saveBookingRules(t, { reminderHours: 0 });
    const off = await booking('2027-05-03', '12:00');
    expect(await t.services.reservations.remindUpcoming(new Date('2027-05-03T00:00:00Z'))).toBe(0);
    await saveBookingRules(t, { reminderHours: 3 });
    expect(await t.services.reservations.remindUpcoming(new Date('2027-05-03T08:00:00Z'))).toBe(1);
    expect(await remindersTo([late.email])).toHaveLength(0);
    expect(await remindersTo([off.email])).toHaveLength(1);
    await saveBookingRules(t, { reminderHours: 24 });
  });

  it('counts the lead in real hours across a DST change (Europe/London, spring forward)', async () => {
    const london = createReminders({
      db: db(),
      mail: t.services.mail,
      log: t.app.log,
      timeZone: 'Europe/London',
      mailFor: (row) => reservationReminderMail(toReservation(row), 'http://localhost'),
    });
    // 2027-03-28 19:00 BST is 18:00 UTC; clocks went forward at 01:00 UTC that day.
    const row = await booking('2027-03-28', '19:00');
    expect(await london.remindDue(new Date('2027-03-27T17:59:00Z'), 24)).toBe(0);
    expect(await london.remindDue(new Date('2027-03-27T18:00:00Z'), 24)).toBe(1);
    expect(await remindersTo([row.email])).toHaveLength(1);
  });

  it('sends each reminder exactly once with two app instances sweeping the same database', async () => {
    const rows = await Promise.all(
      ['18:00', '18:30', '19:00', '19:30', '20:00'].map((time) => booking('2027-06-20', time)),
    );
    const second =
      kind === 'postgres'
        ? await openDatabase({ url: t.db.url, dataDir: 'memory' })
        : t.db.database;
    const other = await createTestApp(
      kind,
      {},
      {
        backgroundLoops: false,
        database: { database: second, url: t.db.url, dispose: async () => {} },
      },
    );
    try {
      const at = new Date('2027-06-20T06:00:00Z');
      const swept = await Promise.all([
        t.services.reservations.remindUpcoming(at),
        other.services.reservations.remindUpcoming(at),
        t.services.reservations.remindUpcoming(at),
        other.services.reservations.remindUpcoming(at),
      ]);
      expect(swept.reduce((a, b) => a + b, 0)).toBe(5);
      const mails = await remindersTo(rows.map((r) => r.email));
      expect(mails.map((m) => m.to).sort()).toEqual(rows.map((r) => r.email).sort());
    } finally {
      await other.close();
      if (kind === 'postgres') await second.close();
    }
  });
});
