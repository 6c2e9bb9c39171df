/**
 * Invariant 10 of invariants.ts: every state change that promises the diner a mail has its mail
 * in the outbox. An outbox row is tied to what it is about by its template params (the JSON the
 * mail transports render from): `order_id` for order mails, the slot (`reservationDate`,
 * `reservationTime`) for reservation mails, which carry no reservation id.
 *
 * Reservations are matched per slot as counts (a slot's bookings need as many "received" mails
 * for that slot, its confirmed ones as many "confirmed" mails), so the tie does not depend on
 * which address the mail goes to. Receipts have their own invariant (7).
 */

import type { Db } from '@server/db/client';
import { sql } from 'drizzle-orm';
import { check, type InvariantCheck, rows } from './invariant-query';

/** Order refunds that the diner must hear about (the provider accepted or paid them). */
const REFUND_TOLD_STATES = ['processing', 'refunded'];

export async function mailsPromised(db: Db): Promise<InvariantCheck> {
  const told = sql.join(
    REFUND_TOLD_STATES.map((s) => sql`${s}`),
    sql`, `,
  );
  const canceled = await rows<Record<string, unknown>>(
    db,
    sql`
      select o.order_id as "orderId", 'order_canceled' as "missing"
      from orders o
      where o.status = 'canceled' and not exists (
        select 1 from mail_outbox m
        where m.kind = 'order_canceled' and (m.params::jsonb ->> 'order_id') = o.order_id)`,
  );
  // A refund that went through is told by the cancel mail (when it was done by then) or later
  // by its own mail.
  const refunded = await rows<Record<string, unknown>>(
    db,
    sql`
      select o.order_id as "orderId", o.refund_status as "refund", 'order_refunded' as "missing"
      from orders o
      where o.status = 'canceled' and o.refund_status in (${told}) and not exists (
        select 1 from mail_outbox m
        where (m.params::jsonb ->> 'order_id') = o.order_id
          and (m.kind = 'order_refunded'
            or (m.kind = 'order_canceled' and (m.params::jsonb ->> 'refund_status') in (${told}))))`,
  );
  const bookings = await rows<Record<string, unknown>>(
    db,
    sql`
      with booked as (
        select reservation_date::text as day, reservation_time as time, count(*)::int as bookings,
          count(*) filter (where status = 'confirmed' or confirmed_at is not null)::int as confirmed
        from reservations group by 1, 2
      ), mailed as (
        select params::jsonb ->> 'reservationDate' as day, params::jsonb ->> 'reservationTime' as time,
          count(*) filter (where kind = 'reservation_confirmation')::int as received,
          count(*) filter (where kind = 'reservation_confirmed'
            or (kind = 'reservation_confirmation' and params::jsonb ->> 'status' = 'confirmed'))::int
            as confirmed
        from mail_outbox where kind in ('reservation_confirmation', 'reservation_confirmed')
        group by 1, 2
      )
      select b.day as date, b.time, b.bookings, coalesce(m.received, 0) as "receivedMails",
        b.confirmed, coalesce(m.confirmed, 0) as "confirmedMails"
      from booked b left join mailed m on m.day = b.day and m.time = b.time
      where coalesce(m.received, 0) < b.bookings or coalesce(m.confirmed, 0) < b.confirmed`,
  );
  return check(
    'Every state change that promises a mail has it in the outbox (booking received/confirmed, order canceled, refund sent)',
    [...canceled, ...refunded, ...bookings],
    'promised mails missing',
  );
}

/** Counts for the report: outbox rows by kind. */
export async function mailFacts(db: Db): Promise<Record<string, number>> {
  const facts: Record<string, number> = {};
  for (const row of await rows<{ kind: string; n: number }>(
    db,
    sql`select kind, count(*)::int as n from mail_outbox group by kind order by kind`,
  )) {
    facts[`mails ${row.kind}`] = row.n;
  }
  return facts;
}
