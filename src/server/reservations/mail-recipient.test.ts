import { mailOutbox } from '@server/mail/schema';
import {
  RESERVATION_NAME_MAX,
  reservationInputSchema,
  SPECIAL_REQUESTS_MAX,
  reservationTexts as texts,
} from '@shared/reservations';
import { testDatabaseKinds } from '@test/support/databases';
import { bookingInput, mailsSettled, signedInCustomer } from '@test/support/reservations';
import { createTestApp, type TestApp } from '@test/support/test-app';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ReservationMailData,
  reservationCanceledMail,
  reservationConfirmedMail,
  reservationReceivedMail,
} from './mails';
import { reservations } from './schema';

/**
 * A free e-mail field on the reservation form would mail attacker-written text to any address
 * typed in. Booking mails go only to the signed-in account's verified address, and the diner's
 * own words in them are capped and escaped.
 */
describe.each(testDatabaseKinds())('who reservation mails go to, on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  const outboxTo = (to: string) =>
    t.db.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));

  it('an e-mail address in the booking is refused: nothing is booked and no stranger is mailed', async () => {
    const { client, customer } = await signedInCustomer(t);
    const response = await client.post('/api/reservations', {
      ...bookingInput({ specialRequests: 'Click https://evil.example/win to claim your prize' }),
      email: 'victim@example.com',
    });
    expect(response.statusCode).toBe(400);
    await mailsSettled(t);
    expect(await outboxTo('victim@example.com')).toHaveLength(0);
    expect(t.mails.sent.filter((m) => m.to === 'victim@example.com')).toHaveLength(0);
    const rows = await t.db.database.db
      .select()
      .from(reservations)
      .where(eq(reservations.email, 'victim@example.com'));
    expect(rows).toHaveLength(0);
    expect((await client.get('/api/reservations/mine')).json().total).toBe(0);
    expect(customer.email).not.toBe('victim@example.com');
  });

  it("the booking's mails go to the account's own address, the one the booking shows", async () => {
    const { client, customer } = await signedInCustomer(t);
    const created = await client.post('/api/reservations', bookingInput());
    expect(created.statusCode).toBe(201);
    expect(created.json().reservation.email).toBe(customer.email);
    await mailsSettled(t);
    const mails = t.mails.sent.filter((m) => m.kind === 'reservation_confirmation');
    expect(mails.filter((m) => m.to === customer.email)).toHaveLength(1);
    expect(await outboxTo(customer.email)).toHaveLength(1);
  });

  it("the diner's words arrive escaped, on their own line, within the caps", async () => {
    const { client, customer } = await signedInCustomer(t);
    // A name cannot forge a line of its own: a line break in it is refused at the door.
    const forged = await client.post(
      '/api/reservations',
      bookingInput({ firstName: '<b>Ada</b>\nVisit evil.example' }),
    );
    expect(forged.statusCode).toBe(400);
    const created = await client.post(
      '/api/reservations',
      bookingInput({
        firstName: '<b>Ada</b> Visit evil.example',
        specialRequests: `<script>alert(1)</script> ${'x'.repeat(SPECIAL_REQUESTS_MAX - 40)}`,
      }),
    );
    expect(created.statusCode).toBe(201);
    await mailsSettled(t);
    const mail = t.mails.sent.find((m) => m.to === customer.email);
    expect(mail?.html).not.toContain('<script>');
    expect(mail?.html).not.toContain('<b>Ada</b>');
    expect(mail?.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail?.text).toContain('Hello <b>Ada</b> Visit evil.example,');
    expect(mail?.text.split('\n')).not.toContain('Visit evil.example');
  });

  it('the caps are in the shared schema: longer free text is refused with its message', () => {
    const tooLong = reservationInputSchema.safeParse(
      bookingInput({ specialRequests: 'x'.repeat(SPECIAL_REQUESTS_MAX + 1) }),
    );
    expect(tooLong.error?.issues[0]?.message).toBe(texts.specialRequestsTooLong);
    const longName = reservationInputSchema.safeParse(
      bookingInput({ lastName: 'x'.repeat(RESERVATION_NAME_MAX + 1) }),
    );
    expect(longName.error?.issues[0]?.message).toBe(texts.nameTooLong);
  });
});

describe('the reservation mails cap what they show, whatever is in the row', () => {
  const huge: ReservationMailData = {
    firstName: 'A'.repeat(5000),
    lastName: 'B'.repeat(5000),
    email: 'diner@example.com',
    date: '2030-06-12',
    time: '18:00',
    guests: 2,
    seats: 2,
    specialRequests: 'C'.repeat(50_000),
    status: 'pending',
  };

  it.each([
    ['received', reservationReceivedMail],
    ['confirmed', reservationConfirmedMail],
    ['canceled', reservationCanceledMail],
  ])('the %s mail', (_name, build) => {
    const mail = build(huge, 'https://tavola.example');
    const longestRun = (text: string, char: string) =>
      Math.max(...(text.match(new RegExp(`${char}+`, 'g')) ?? ['']).map((run) => run.length));
    expect(longestRun(mail.text, 'A')).toBeLessThanOrEqual(RESERVATION_NAME_MAX);
    expect(longestRun(mail.text, 'B')).toBeLessThanOrEqual(RESERVATION_NAME_MAX);
    expect(longestRun(mail.text, 'C')).toBeLessThanOrEqual(SPECIAL_REQUESTS_MAX);
    expect(longestRun(mail.html, 'C')).toBeLessThanOrEqual(SPECIAL_REQUESTS_MAX);
    expect(String(mail.params?.specialRequests).length).toBeLessThanOrEqual(SPECIAL_REQUESTS_MAX);
    expect(mail.to).toBe('diner@example.com');
    expect(mail.html.length).toBeLessThan(12_000);
  });
});
