/**
 * What must hold in the database after any load, crash or restart: read straight from the tables
 * (not through the API), so a bug in the API cannot hide a bug in the data.
 *
 * The invariants, precisely:
 * 1. Verified payments have their order: every 'successful' payment has exactly one order, with
 *    one line per line of its cart snapshot (same dish, quantity and unit price); the lines add up
 *    to the order's subtotal and the snapshot's total; subtotal plus fee is the order's total and
 *    the amount charged; the fee is the delivery fee for a delivery and 0 for a pickup.
 * 2. Nothing half-recorded: no order belongs to a payment that is not 'successful', and every
 *    'successful' payment is a transaction the provider reports as paid, for the same amount.
 * 3. No cart holds paid items: recording a payment empties the payer's cart in the same
 *    transaction, so no cart line of the payer for a dish of the snapshot may be older than the
 *    moment the payment was recorded (payments.updated_at, set by that transaction and never
 *    changed after). A line of the same dish added later is a new purchase and is fine.
 * 4. No slot over capacity: in no (date, time) slot do pending + confirmed reservations hold more
 *    seats than the capacity.
 * 5. No payment pending without a reason: a pending payment the provider reports as paid is a
 *    payment nobody recorded (a violation once the recovery loop had its chance). Other pending
 *    payments are counted by their reason (never paid, declined, transfer awaiting, no provider
 *    transaction): the recovery loop closes those when they expire.
 * 6. No money kept without a record: a payment we refused ('rejected') that the provider charged
 *    has a refund the provider accepted ('pending' payout or 'refunded'); one still 'requested'
 *    once the server has stopped, or 'failed', is money nobody will give back.
 * 7. No receipt lost: once a verified payment is marked as having its receipts queued
 *    (payments.receipts_queued_at), every one of its orders has its receipt in the mail outbox.
 *    Payments not marked yet are counted (the recovery loop queues their receipts).
 * 8. Refunds never exceed payments: per payment, the refunds not 'failed' add up to at most the
 *    amount charged; no idempotency key has two refund rows; an order (refund key
 *    'order:<orders.id>') has at most one refund, of at most the order's total.
 * 9. No refund stuck (once the server stopped after recovery had its chance: the load waits for
 *    every canceled order's refund before stopping it): no refund row still 'requested' or
 *    'unknown', and no canceled order whose refund is 'pending' past its next attempt plus one
 *    sweep of the retry loop.
 * 10. Every state change that promises a mail has it in the outbox: each booking its "received"
 *    mail and each confirmed one its "confirmed" mail (counted per slot), each canceled order its
 *    cancel mail, each refund that went through its mail (the cancel mail when it said so).
 * 11. Money adds up to the kobo, per provider transaction: what the provider took is what we
 *    recorded (the total of a successful payment's order) plus what we owe back (refused payment's refund_due), and what
 *    it paid back is the sum of our refunds it accepted (pending payout, processing, refunded).
 * 12. The dashboard's rollups (kept by triggers) equal a recount of orders and reservations.
 *
 * 8, 9, 11 are in invariants-refunds.ts (status lists to adjust), 10 -mails.ts, 12 -rollups.ts.
 */

import type { Db } from '@server/db/client';
import { DELIVERY_FEE_MINOR } from '@shared/constants';
import { sql } from 'drizzle-orm';
import { check, type InvariantCheck, rows } from './invariant-query';
import { mailFacts, mailsPromised } from './invariants-mails';
import {
  ledgerMatches,
  noRefundStuck,
  refundFacts,
  refundsWithinPayments,
} from './invariants-refunds';
import { rollupsMatch } from './invariants-rollups';

export type { InvariantCheck } from './invariant-query';

export interface InvariantReport {
  checks: InvariantCheck[];
  /** Facts about the run's data (counts by status and reason), for the report. */
  facts: Record<string, number>;
  ok: boolean;
}

export async function checkInvariants(
  db: Db,
  options: {
    seatsPerSlot: number;
    deliveryFeeMinor?: number;
    /** When the data became final (the server stopped): what "overdue" is measured against. */
    now?: Date;
  },
): Promise<InvariantReport> {
  const fee = options.deliveryFeeMinor ?? DELIVERY_FEE_MINOR;
  const checks: InvariantCheck[] = [];
  const facts: Record<string, number> = {};

  // 1. Every verified payment has its one order, line for line, adding up to what was charged.
  const mismatched = await rows<Record<string, unknown>>(
    db,
    sql`
      with paid as (
        select p.id, p.reference, p.amount_minor,
          jsonb_array_length(p.lines) as line_count,
          (select coalesce(sum((l->>'unitPriceMinor')::bigint * (l->>'quantity')::bigint), 0)
             from jsonb_array_elements(p.lines) l)::bigint as items_total
        from payments p where p.status = 'successful'
      ), recorded as (
        select o.payment_id, count(distinct o.id)::int as orders, count(l.id)::int as lines,
          coalesce(sum(l.line_total_minor), 0)::bigint as lines_total,
          min(o.subtotal_minor)::bigint as subtotal, min(o.delivery_fee_minor) as fee,
          min(o.total_minor)::bigint as total, min(o.fulfilment) as fulfilment
        from orders o left join order_lines l on l.order_id = o.id group by o.payment_id
      )
      select paid.reference, paid.line_count::int as "lines", paid.items_total::int as "itemsTotal",
        paid.amount_minor as "amount", coalesce(recorded.orders, 0) as "orders",
        coalesce(recorded.lines, 0) as "orderLines", recorded.total::int as "orderTotal"
      from paid left join recorded on recorded.payment_id = paid.id
      where coalesce(recorded.orders, 0) <> 1
         or recorded.lines <> paid.line_count
         or recorded.lines_total <> paid.items_total
         or recorded.subtotal <> paid.items_total
         or recorded.total <> paid.amount_minor
         or recorded.fee <> case when recorded.fulfilment = 'pickup' then 0 else ${fee} end`,
  );
  const missingLines = await rows<Record<string, unknown>>(
    db,
    sql`
      select p.reference, l->>'dishId' as "dishId"
      from payments p cross join jsonb_array_elements(p.lines) l
      where p.status = 'successful' and not exists (
        select 1 from orders o join order_lines ol on ol.order_id = o.id
        where o.payment_id = p.id and ol.dish_id = l->>'dishId'
          and ol.quantity = (l->>'quantity')::int
          and ol.unit_price_minor = (l->>'unitPriceMinor')::int)`,
  );
  checks.push(
    check(
      'Every verified payment has its one order (lines, subtotal, fee and total match what was paid)',
      [...mismatched, ...missingLines],
      'payments whose order differs from what was paid',
    ),
  );

  // 2. Nothing half-recorded, on either side.
  const orphanOrders = await rows<Record<string, unknown>>(
    db,
    sql`
      select o.order_id as "orderId", p.status as "paymentStatus"
      from orders o left join payments p on p.id = o.payment_id
      where p.id is null or p.status <> 'successful'`,
  );
  const unpaidAtProvider = await rows<Record<string, unknown>>(
    db,
    sql`
      select p.reference, s.status as "providerStatus", s.amount_minor as "providerAmount",
        p.amount_minor as "amount"
      from payments p left join sandbox_transactions s on s.reference = p.reference
      where p.status = 'successful' and p.provider = 'sandbox'
        and (s.id is null or s.status <> 'success' or s.amount_minor <> p.amount_minor)`,
  );
  checks.push(
    check(
      'No order without a verified payment, no verified payment the provider did not take',
      [...orphanOrders, ...unpaidAtProvider],
      'half-recorded payments or orders',
    ),
  );

  // 3. No cart holds what was paid for.
  const paidInCart = await rows<Record<string, unknown>>(
    db,
    sql`
      select p.reference, c.dish_id as "dishId", c.quantity,
        c.created_at as "lineAddedAt", p.updated_at as "recordedAt"
      from payments p
      join cart_items c on case when p.guest_key is not null then c.guest_key = p.guest_key
        else c.user_id = p.user_id end -- the cart it paid for (recording.ts cartOwner)
      where p.status = 'successful'
        and c.created_at <= p.updated_at
        and exists (select 1 from jsonb_array_elements(p.lines) l where l->>'dishId' = c.dish_id)`,
  );
  checks.push(
    check(
      'No cart holds paid items (no line of a paid dish older than the recording)',
      paidInCart,
      'cart lines of paid dishes left behind',
    ),
  );

  // 4. No slot holds more seats than it has.
  const overbooked = await rows<Record<string, unknown>>(
    db,
    sql`
      select reservation_date::text as date, reservation_time as time, sum(seats)::int as held
      from reservations where status in ('pending', 'confirmed')
      group by reservation_date, reservation_time
      having sum(seats) > ${options.seatsPerSlot}`,
  );
  checks.push(
    check(
      `No reservation slot holds more than ${options.seatsPerSlot} seats (pending + confirmed)`,
      overbooked,
      'slots over capacity',
    ),
  );
  const [slots] = await rows<{ booked: number; full: number; bookings: number }>(
    db,
    sql`
      select count(*)::int as booked,
        count(*) filter (where held = ${options.seatsPerSlot})::int as full,
        coalesce(sum(n), 0)::int as bookings
      from (select sum(seats) as held, count(*) as n from reservations
            where status in ('pending', 'confirmed')
            group by reservation_date, reservation_time) s`,
  );
  facts['reservations held'] = slots?.bookings ?? 0;
  facts['slots with bookings'] = slots?.booked ?? 0;
  facts['slots full'] = slots?.full ?? 0;

  // 5. Pending payments, by reason; paid-but-unrecorded is the one that must not exist.
  const pending = await rows<{ reason: string; n: number }>(
    db,
    sql`
      select case
          when s.id is null then 'no provider transaction'
          when s.status in ('', 'abandoned') then 'never paid (abandoned)'
          when s.status = 'failed' then 'card declined, not paid'
          when s.status = 'pending' then 'bank transfer awaiting confirmation'
          when s.status = 'success' then 'paid at the provider, not recorded'
          else 'provider status ' || s.status
        end as reason, count(*)::int as n
      from payments p left join sandbox_transactions s on s.reference = p.reference
      where p.status = 'pending'
      group by 1 order by 1`,
  );
  for (const row of pending) facts[`pending payments: ${row.reason}`] = row.n;
  const unrecorded = pending.find((r) => r.reason === 'paid at the provider, not recorded');
  checks.push({
    name: 'No payment left pending without a reason (paid at the provider but not recorded)',
    ok: !unrecorded,
    detail: `${unrecorded?.n ?? 0} paid but unrecorded; other pending: ${
      pending
        .filter((r) => r !== unrecorded)
        .map((r) => `${r.n} ${r.reason}`)
        .join(', ') || 'none'
    }`,
  });

  // 6. A refused payment the provider charged is being refunded.
  const keptMoney = await rows<Record<string, unknown>>(
    db,
    sql`
      select p.reference, p.reason
      from payments p join sandbox_transactions s on s.reference = p.reference
      where p.status = 'rejected' and s.status = 'success'
        and not exists (select 1 from refunds r where r.payment_id = p.id and r.status in ('pending', 'refunded'))`,
  );
  checks.push(
    check(
      'Every refused payment the provider charged has a refund accepted by the provider',
      keptMoney,
      'refused payments without a refund',
    ),
  );

  // 7. A payment marked "receipts queued" has its order's receipt in the outbox.
  const lostReceipts = await rows<Record<string, unknown>>(
    db,
    sql`
      select p.reference, o.order_id as "orderId"
      from orders o join payments p on p.id = o.payment_id
      where p.status = 'successful' and p.receipts_queued_at is not null
        and not exists (
          select 1 from mail_outbox m
          where m.kind = 'order_receipt' and (m.params::jsonb ->> 'order_id') = o.order_id)`,
  );
  checks.push(
    check(
      'Every order of a payment marked "receipts queued" has its receipt in the outbox',
      lostReceipts,
      'orders whose receipt is lost',
    ),
  );

  checks.push(await refundsWithinPayments(db));
  checks.push(await noRefundStuck(db, options.now ?? new Date()));
  checks.push(await mailsPromised(db), await ledgerMatches(db), await rollupsMatch(db));

  for (const row of await rows<{ status: string; n: number }>(
    db,
    sql`select status, count(*)::int as n from payments group by status order by status`,
  ))
    facts[`payments ${row.status}`] = row.n;
  const [counts] = await rows<{ orders: number; noReceipts: number; receipts: number }>(
    db,
    sql`
      select (select count(*)::int from orders) as orders,
        (select count(*)::int from payments
          where status = 'successful' and receipts_queued_at is null) as "noReceipts",
        (select count(*)::int from mail_outbox where kind = 'order_receipt') as receipts`,
  );
  facts.orders = counts?.orders ?? 0;
  facts['order receipts in the outbox'] = counts?.receipts ?? 0;
  facts['successful payments whose receipts are not queued yet'] = counts?.noReceipts ?? 0;
  Object.assign(facts, await refundFacts(db), await mailFacts(db));

  return { checks, facts, ok: checks.every((c) => c.ok) };
}

export function formatInvariants(report: InvariantReport): string {
  const lines = report.checks.map((c) => `- ${c.ok ? 'PASS' : 'FAIL'} ${c.name}: ${c.detail}`);
  const facts = Object.entries(report.facts)
    .map(([name, value]) => `${name}: ${value}`)
    .join(' · ');
  return `${lines.join('\n')}\n\nData after the run: ${facts}`;
}
