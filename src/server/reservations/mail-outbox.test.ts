import { testConfig } from '@server/config';
import { AppError } from '@server/errors';
import type { MailService } from '@server/mail';
import { mailOutbox } from '@server/mail/schema';
import { createCustomer } from '@server/seed/factories';
import { addDays, reservationInputSchema } from '@shared/reservations';
import type { PublicUser } from '@shared/schemas/auth';
import { testDatabaseKinds } from '@test/support/databases';
import { bookingInput, restaurantToday } from '@test/support/reservations';
import { createTestApp, type TestApp } from '@test/support/test-app';
import { eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReservationsRepository } from './repository';
import { reservations } from './schema';
import { createReservationsService } from './service';
import { tablesDepsFor } from './tables-service';

/**
 * The mail a reservation's state change promises is written to the outbox in
 * the change's own transaction. The faults are injected into the mail service the domain is given:
 * - "dies after the commit": `enqueue` (a write after the commit) never stores anything, as when
 *   the process is killed between the commit and the mail (47 bookings, 3 mails after `kill -9`);
 * - "the mail write fails": the outbox insert inside the transaction throws.
 */
describe.each(testDatabaseKinds())('reservation mails commit with the change on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  const db = () => t.db.database.db;
  const config = testConfig({ RESERVATION_SEATS_PER_SLOT: '6' });

  /** The real outbox, with a fault: what the domain writes outside its transaction is lost. */
  const diesAfterCommit = (): MailService => ({
    ...t.services.mail,
    async enqueue() {
      throw new Error('killed between the commit and the mail');
    },
    deliverSoon() {},
  });
  /** The real outbox, except that writing the mail inside the transaction fails. */
  const mailWriteFails = (): MailService => ({
    ...t.services.mail,
    async enqueue() {
      throw new Error('killed between the commit and the mail');
    },
    async enqueueInTransaction(tx, messages) {
      await t.services.mail.enqueueInTransaction(tx, messages);
      throw new Error('outbox write failed');
    },
  });
  const serviceWith = (mail: MailService) =>
    createReservationsService({
      repo: createReservationsRepository(db()),
      config,
      mail,
      log: t.app.log,
      settings: t.services.settings,
      ...tablesDepsFor(db(), t.services.settings, config.timeZone),
    });

  const diner = async (prefix: string): Promise<PublicUser> => {
    const account = await createCustomer(t.services, {
      email: `${prefix}-${Math.random().toString(36).slice(2, 8)}@example.com`,
    });
    return {
      id: account.id,
      username: account.username,
      email: account.email,
      role: 'customer',
      emailVerified: true,
    };
  };
  const mailsTo = (to: string) => db().select().from(mailOutbox).where(eq(mailOutbox.to, to));
  const rowsOf = (userId: string) =>
    db().select().from(reservations).where(eq(reservations.userId, userId));

  it('a booking, its confirmation and a cancellation each find their mail in the outbox after a crash', async () => {
    const service = serviceWith(diesAfterCommit());
    const [ada, bola] = [await diner('ada'), await diner('bola')];
    const date = addDays(restaurantToday(), 4);

    const booked = await service.create(ada, parsed({ date, time: '12:00' }));
    const confirmed = await service.confirm(booked.id);
    expect(confirmed.status).toBe('confirmed');
    const other = await service.create(bola, parsed({ date, time: '14:00' }));
    const canceled = await service.cancelMine(bola, other.id);
    expect(canceled.status).toBe('canceled');

    expect((await mailsTo(ada.email)).map((m) => m.kind).sort()).toEqual([
      'reservation_confirmation',
      'reservation_confirmed',
    ]);
    expect((await mailsTo(bola.email)).map((m) => m.kind).sort()).toEqual([
      'reservation_canceled',
      'reservation_confirmation',
    ]);
  });

  it('when the mail cannot be written, the change is not made either', async () => {
    const failing = serviceWith(mailWriteFails());
    const working = serviceWith(diesAfterCommit());
    const chidi = await diner('chidi');
    const date = addDays(restaurantToday(), 5);

    await expect(failing.create(chidi, parsed({ date, time: '12:00' }))).rejects.toThrow(
      'outbox write failed',
    );
    expect(await rowsOf(chidi.id)).toHaveLength(0);
    expect(await mailsTo(chidi.email)).toHaveLength(0);

    const booked = await working.create(chidi, parsed({ date, time: '12:00' }));
    await expect(failing.confirm(booked.id)).rejects.toThrow('outbox write failed');
    await expect(failing.cancelMine(chidi, booked.id)).rejects.toThrow('outbox write failed');
    expect((await rowsOf(chidi.id)).map((r) => r.status)).toEqual(['pending']);
    expect((await mailsTo(chidi.email)).map((m) => m.kind)).toEqual(['reservation_confirmation']);
  });

  it('a parallel burst of bookings leaves exactly one mail per booking, and none for a refusal', async () => {
    const service = serviceWith(diesAfterCommit());
    const diners = await Promise.all(Array.from({ length: 24 }, (_, i) => diner(`burst${i}`)));
    const date = addDays(restaurantToday(), 6);
    // Six seats per slot, two per booking: three of the diners per slot win, the rest are refused.
    const results = await Promise.allSettled(
      diners.map(async (user, i) =>
        service.create(user, parsed({ date, time: i % 2 ? '18:00' : '20:00', guests: 2 })),
      ),
    );
    const won = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r) => r.status === 'rejected');
    expect(won).toHaveLength(6);
    for (const r of refused) expect((r as PromiseRejectedResult).reason).toBeInstanceOf(AppError);

    const mails = await db().select().from(mailOutbox).where(like(mailOutbox.to, 'burst%'));
    const booked = await db()
      .select()
      .from(reservations)
      .where(
        inArray(
          reservations.userId,
          diners.map((d) => d.id),
        ),
      );
    expect(booked).toHaveLength(6);
    expect(mails).toHaveLength(6);
    expect(mails.map((m) => m.to).sort()).toEqual(booked.map((r) => r.email).sort());
    expect(mails.every((m) => m.kind === 'reservation_confirmation')).toBe(true);
  });
});

/** A booking as the route hands it to the service: validated and normalised by the shared schema. */
const parsed = (overrides: Parameters<typeof bookingInput>[0]) =>
  reservationInputSchema.parse(bookingInput(overrides));
