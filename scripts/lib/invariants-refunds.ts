/**
 * The money-going-back invariants (8, 9 and 11 of invariants.ts): refunds never exceed what was
 * paid, no refund is left stuck, and the provider's ledger matches ours to the kobo.
 *
 * Statuses are compared against the lists below, never against an enum, so statuses other
 * branches add (e.g. 'unknown', 'needs_attention', 'processing') only need a line here.
 */

import type { Db } from '@server/db/client';
import { type SQL, sql } from 'drizzle-orm';
import { check, type InvariantCheck, rows } from './invariant-query';

/** Refund rows that are no money at all: the provider refused them. Everything else counts. */
export const REFUND_VOID_STATUSES = ['failed'] as const;
/** Refund rows whose fate nobody knows yet: none may be left once recovery had its chance. */
export const REFUND_OPEN_STATUSES = ['requested', 'unknown'] as const;
/** Refund rows the provider accepted (paying out, or paid out): its ledger must show them. */
export const REFUND_ACCEPTED_STATUSES = ['pending', 'processing', 'refunded'] as const;
/**
 * An order's refund still 'pending' is stuck once its next attempt is this far in the past: the
 * retry loop sweeps every minute (orders.startRefundRetries), so a due refund waits one sweep.
 */
export const REFUND_SWEEP_GRACE_MS = 90_000;
/** The refund of a canceled order is keyed 'order:<orders.id>' (orders/refunds.ts). */
const ORDER_REFUND_KEY = (orderIdColumn: SQL) => sql`'order:' || ${orderIdColumn}::text`;

const list = (statuses: readonly string[]) =>
  sql.join(
    statuses.map((s) => sql`${s}`),
    sql`, `,
  );

/** 8. Refunds never exceed payments: per payment, per idempotency key, per order. */
export async function refundsWithinPayments(db: Db): Promise<InvariantCheck> {
  const void_ = list(REFUND_VOID_STATUSES);
  const overPayment = await rows<Record<string, unknown>>(
    db,
    sql`
      select p.reference, p.amount_minor as "paid", sum(r.amount_minor)::bigint::text as "refunded"
      from refunds r join payments p on p.id = r.payment_id
      where r.status not in (${void_})
      group by p.id, p.reference, p.amount_minor
      having sum(r.amount_minor) > p.amount_minor`,
  );
  const sameKey = await rows<Record<string, unknown>>(
    db,
    sql`
      select idempotency_key as "key", count(*)::int as "rows"
      from refunds where idempotency_key is not null
      group by idempotency_key having count(*) > 1`,
  );
  const key = ORDER_REFUND_KEY(sql`o.id`);
  const overOrder = await rows<Record<string, unknown>>(
    db,
    sql`
      select o.order_id as "orderId", o.total_minor as "total", count(*)::int as "refunds",
        sum(r.amount_minor)::bigint::text as "refunded"
      from orders o join refunds r
        on r.idempotency_key = ${key} or r.idempotency_key like ${key} || ':%'
      where r.status not in (${void_})
      group by o.id, o.order_id, o.total_minor
      having count(*) > 1 or sum(r.amount_minor) > o.total_minor`,
  );
  return check(
    'Refunds never exceed payments (per payment, one refund per key, per order at most its total)',
    [
      ...overPayment.map((r) => ({ ...r, problem: 'payment over-refunded' })),
      ...sameKey.map((r) => ({ ...r, problem: 'key used twice' })),
      ...overOrder.map((r) => ({ ...r, problem: 'order refunded twice or too much' })),
    ],
    'refunds beyond what was paid',
  );
}

/** 9. No refund stuck once recovery had its chance (`now`: when the data was final). */
export async function noRefundStuck(db: Db, now: Date): Promise<InvariantCheck> {
  const open = await rows<Record<string, unknown>>(
    db,
    sql`
      select p.reference, r.status, r.amount_minor as "amount", r.idempotency_key as "key",
        r.created_at as "since"
      from refunds r join payments p on p.id = r.payment_id
      where r.status in (${list(REFUND_OPEN_STATUSES)})`,
  );
  const dueBefore = new Date(now.getTime() - REFUND_SWEEP_GRACE_MS).toISOString();
  const pendingOrders = await rows<Record<string, unknown>>(
    db,
    sql`
      select order_id as "orderId", refund_attempts as "attempts",
        refund_next_attempt_at as "nextAttemptAt", refund_last_error as "lastError"
      from orders
      where status = 'canceled' and refund_status = 'pending'
        and (refund_next_attempt_at is null or refund_next_attempt_at < ${dueBefore}::timestamptz)`,
  );
  return check(
    `No refund stuck (no refund row ${REFUND_OPEN_STATUSES.join('/')}, no order refund pending past its retry)`,
    [
      ...open.map((r) => ({ ...r, problem: 'refund never settled' })),
      ...pendingOrders.map((r) => ({ ...r, problem: 'order refund overdue' })),
    ],
    'refunds stuck',
  );
}

/**
 * 11. The provider's ledger and ours add up to the kobo, per transaction: what the provider took
 * is what we recorded (the total of a successful payment's order) or owe back (a payment we did not record: its
 * refund_due, or else the refunds made on it, as for a late payment refunded in full), and what
 * it paid back is the sum of our refunds it accepted.
 */
export async function ledgerMatches(db: Db): Promise<InvariantCheck> {
  const accepted = list(REFUND_ACCEPTED_STATUSES);
  const mismatched = await rows<Record<string, unknown>>(
    db,
    sql`
      with ours as (
        select s.reference, s.status as "providerStatus",
          case when s.status = 'success' then s.amount_minor else 0 end::bigint as taken,
          s.refunded_minor::bigint as "providerRefunded",
          p.status as "paymentStatus",
          case when p.status = 'successful' then (select coalesce(sum(o.total_minor), 0)
            from orders o where o.payment_id = p.id) else 0 end::bigint as recorded,
          case when p.status is distinct from 'successful'
            then coalesce(p.refund_due_minor, (select sum(r.amount_minor) from refunds r
              where r.payment_id = p.id and r.status not in (${list(REFUND_VOID_STATUSES)})), 0)
            else 0 end::bigint as owed,
          (select coalesce(sum(r.amount_minor), 0) from refunds r
            where r.payment_id = p.id and r.status in (${accepted}))::bigint as refunded
        from sandbox_transactions s left join payments p on p.reference = s.reference
      )
      select reference, "providerStatus", "paymentStatus", taken::text, recorded::text,
        owed::text, "providerRefunded"::text, refunded::text
      from ours
      where taken <> recorded + owed or "providerRefunded" <> refunded`,
  );
  return check(
    'Money adds up to the kobo per transaction (taken = recorded + owed back; paid back = our accepted refunds)',
    mismatched,
    'transactions whose money does not add up',
  );
}

/** Counts for the report: refunds by status, and orders by refund state. */
export async function refundFacts(db: Db): Promise<Record<string, number>> {
  const facts: Record<string, number> = {};
  for (const row of await rows<{ status: string; n: number }>(
    db,
    sql`select status, count(*)::int as n from refunds group by status order by status`,
  )) {
    facts[`refunds ${row.status}`] = row.n;
  }
  for (const row of await rows<{ status: string; n: number }>(
    db,
    sql`select refund_status as status, count(*)::int as n from orders
        where status = 'canceled' group by refund_status order by refund_status`,
  )) {
    facts[`canceled orders, refund ${row.status}`] = row.n;
  }
  return facts;
}
