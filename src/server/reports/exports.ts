import type { Db } from '@server/db/client';
import { CURRENCY } from '@shared/constants';
import type { ReportExport } from '@shared/reports';
import { type SQL, sql } from 'drizzle-orm';
import { type CsvValue, csvRow, minorToDecimal } from './csv';
import { refusedAt, refusedWithMoney, type Window, within } from './figures';

/**
 * The CSV exports of a range, written a batch of rows at a time (keyset pages in the order of an
 * index), so an export of a busy year never sits whole in memory and the first bytes leave at once.
 */
const BATCH = 500;
type Row = Record<string, unknown>;

interface Source {
  header: string[];
  /** One page after `after` (the last row of the previous page), in key order. */
  page: (w: Window, after: Row | null, batch: number) => SQL;
  line: (row: Row) => CsvValue[];
}

const money = (value: unknown) => (value === null ? null : minorToDecimal(Number(value)));
const text = (value: unknown) => (value === null || value === undefined ? null : String(value));
const stamp = (column: SQL, w: Window) =>
  sql`to_char(${column} at time zone ${w.timeZone}, 'YYYY-MM-DD HH24:MI:SS')`;
const m = CURRENCY.toLowerCase();
/**
 * An order's status for the books: 'unpaid' for a phone or counter order still awaiting its money
 * (the generated status says 'paid' from the stage alone), else paid / delivered / canceled.
 */
const orderStatus = sql`case when o.awaiting_payment and o.status <> 'canceled' then 'unpaid' else o.status end`;
/** The provider column of money taken or given back by staff (cash, the card terminal). */
const IN_PERSON = 'in person';

const ordersSource: Source = {
  header: [
    'number',
    'order_id',
    'placed_at',
    'status',
    'stage',
    'fulfilment',
    'customer_name',
    'email',
    'phone',
    'delivery_address',
    'delivery_area',
    'delivery_directions',
    'payment_method',
    `subtotal_${m}`,
    `delivery_fee_${m}`,
    `total_${m}`,
    // The order's part of the report's Revenue (shared/sales-figures.ts): its total when paid and
    // not canceled, else 0, so the column's sum over a range is the report's Revenue.
    `revenue_${m}`,
    `refund_${m}`,
    'canceled_at',
    'note',
    'source',
    'paid_at',
  ],
  page: (w, after, batch) =>
    sql`select o.id, o.created_at::text as key_at, o.number, o.order_id, ${stamp(sql`o.created_at`, w)} as placed_at,
      ${orderStatus} as status, o.stage, o.source, ${stamp(sql`o.paid_at`, w)} as paid_at, o.fulfilment, o.customer_name, o.email, o.customer_phone,
      o.delivery_address, o.delivery_area, o.delivery_directions,
      case when o.payment_method = 'card_online' then coalesce(p.channel, p.method) else o.payment_method end as method, o.subtotal_minor, o.delivery_fee_minor,
      o.total_minor, case when o.status <> 'canceled' and not o.awaiting_payment then o.total_minor else 0 end as revenue_minor,
      o.refund_minor, ${stamp(sql`o.canceled_at`, w)} as canceled_at, o.note
    from orders o left join payments p on p.id = o.payment_id
    where ${within(sql`o.created_at`, w)}
      ${after ? sql`and (o.created_at, o.id) > (${after.key_at}::timestamptz, ${after.id}::uuid)` : sql``}
    order by o.created_at, o.id limit ${batch}`,
  line: (r) => [
    r.number as number,
    text(r.order_id),
    text(r.placed_at),
    text(r.status),
    text(r.stage),
    text(r.fulfilment),
    text(r.customer_name),
    text(r.email),
    text(r.customer_phone),
    text(r.delivery_address),
    text(r.delivery_area),
    text(r.delivery_directions),
    text(r.method),
    money(r.subtotal_minor),
    money(r.delivery_fee_minor),
    money(r.total_minor),
    money(r.revenue_minor),
    money(r.refund_minor),
    text(r.canceled_at),
    text(r.note),
    text(r.source),
    // An online order is paid when it is placed; a staff order when staff mark it paid.
    text(r.paid_at ?? (r.source === 'online' ? r.placed_at : null)),
  ],
};

const linesSource: Source = {
  header: [
    'number',
    'order_id',
    'placed_at',
    'order_status',
    'position',
    'dish',
    'category',
    'quantity',
    `unit_price_${m}`,
    `line_total_${m}`,
    'line_canceled',
  ],
  page: (w, after, batch) =>
    sql`select o.id, o.created_at::text as key_at, l.position, o.number, o.order_id,
      ${stamp(sql`o.created_at`, w)} as placed_at, ${orderStatus} as status, l.name, coalesce(d.category, 'Other') as category,
      l.quantity, l.unit_price_minor, l.line_total_minor, l.canceled_at is not null as canceled
    from orders o join order_lines l on l.order_id = o.id
    left join dishes d on d.id::text = l.dish_id
    where ${within(sql`o.created_at`, w)}
      ${after ? sql`and (o.created_at, o.id, l.position) > (${after.key_at}::timestamptz, ${after.id}::uuid, ${after.position}::int)` : sql``}
    order by o.created_at, o.id, l.position limit ${batch}`,
  line: (r) => [
    r.number as number,
    text(r.order_id),
    text(r.placed_at),
    text(r.status),
    Number(r.position),
    text(r.name),
    text(r.category),
    Number(r.quantity),
    money(r.unit_price_minor),
    money(r.line_total_minor),
    r.canceled ? 'yes' : 'no',
  ],
};

/**
 * Money in (orders' payments, by the time the order was placed; booking deposits, by the time they
 * were paid; payments refused when they settled, status rejected, by the time they were refused)
 * and out (refunds, when made): the provider's, and what staff took and gave back in person for
 * phone and counter orders paid at the counter or on delivery (provider "in person", no
 * reference; only once marked paid). Every refund's money is listed as it came in, so the rows
 * in the restaurant's currency, less the refunds that failed (no money moved), add up to the
 * report's net for the same range.
 */
const paymentsSource: Source = {
  header: [
    'type',
    'at',
    'order_number',
    'order_id',
    'reference',
    'provider',
    'method',
    `amount_${m}`,
    'currency',
    'status',
  ],
  page: (w, after, batch) =>
    sql`select money.*, ${stamp(sql`money.key_at::timestamptz`, w)} as at from (
      select 1 as part, o.created_at::text as key_at, p.id, 'payment' as type, o.number, o.order_id,
        p.reference, p.provider, coalesce(p.channel, p.method) as method, p.amount_minor,
        p.currency, p.status
      from orders o join payments p on p.id = o.payment_id where ${within(sql`o.created_at`, w)}
      union all
      select 1, p.paid_at::text, p.id, 'deposit', null, null, p.reference, p.provider,
        coalesce(p.channel, p.method), p.amount_minor, p.currency, p.status
      from payments p where p.reservation_id is not null and p.status = 'successful'
        and ${within(sql`p.paid_at`, w)}
      union all
      select 1, ${refusedAt}::text, p.id,
        case when p.reservation_id is null then 'payment' else 'deposit' end, linked.number,
        linked.order_id, p.reference, p.provider, coalesce(p.channel, p.method), p.refund_due_minor,
        coalesce(p.refund_due_currency, p.currency), p.status
      from payments p left join orders linked on linked.id = p.order_id
      where ${refusedWithMoney} and ${within(refusedAt, w)}
      union all
      select 1, o.created_at::text, o.id, 'payment', o.number, o.order_id, null::text, ${IN_PERSON}::text,
        o.payment_method, o.total_minor, ${CURRENCY}::text, 'successful'
      from orders o
      where ${within(sql`o.created_at`, w)} and o.payment_id is null and not o.awaiting_payment
      union all
      select 2, r.created_at::text, r.id, 'refund', o.number, o.order_id, p.reference, p.provider,
        coalesce(p.channel, p.method), r.amount_minor, r.currency, r.status
      from refunds r join payments p on p.id = r.payment_id
      left join orders o on o.payment_id = r.payment_id where ${within(sql`r.created_at`, w)}
      union all
      select 2, o.refunded_at::text, o.id, 'refund', o.number, o.order_id, null::text, ${IN_PERSON}::text,
        o.payment_method, o.refund_minor, ${CURRENCY}::text, 'refunded'
      from orders o
      where o.payment_id is null and o.refund_status = 'refunded' and ${within(sql`o.refunded_at`, w)}
    ) money
    ${after ? sql`where (part, key_at::timestamptz, id) > (${after.part}::int, ${after.key_at}::timestamptz, ${after.id}::uuid)` : sql``}
    order by part, key_at::timestamptz, id limit ${batch}`,
  line: (r) => [
    text(r.type),
    text(r.at),
    r.number as number | null,
    text(r.order_id),
    text(r.reference),
    text(r.provider),
    text(r.method),
    money(r.amount_minor),
    text(r.currency),
    text(r.status),
  ],
};

const reservationsSource: Source = {
  header: [
    'date',
    'time',
    'first_name',
    'last_name',
    'email',
    'phone',
    'guests',
    'status',
    'booked_at',
    'special_requests',
  ],
  page: (w, after, batch) =>
    sql`select id, to_char(reservation_date, 'YYYY-MM-DD') as date, reservation_time,
      created_at::text as key_at, first_name, last_name, email, phone, guests, status,
      ${stamp(sql`created_at`, w)} as booked_at, special_requests
    from reservations where reservation_date between ${w.from}::date and ${w.to}::date
      ${after ? sql`and (reservation_date, reservation_time, created_at, id) > (${after.date}::date, ${after.reservation_time}::text, ${after.key_at}::timestamptz, ${after.id}::uuid)` : sql``}
    order by reservation_date, reservation_time, created_at, id limit ${batch}`,
  line: (r) => [
    text(r.date),
    text(r.reservation_time),
    text(r.first_name),
    text(r.last_name),
    text(r.email),
    text(r.phone),
    Number(r.guests),
    text(r.status),
    text(r.booked_at),
    text(r.special_requests),
  ],
};

const SOURCES: Record<ReportExport, Source> = {
  orders: ordersSource,
  'order-lines': linesSource,
  payments: paymentsSource,
  reservations: reservationsSource,
};

/** The export's CSV text, a header line then one batch of rows at a time. */
export async function* exportRows(
  db: Db,
  w: Window,
  kind: ReportExport,
  batch = BATCH,
): AsyncGenerator<string> {
  const source = SOURCES[kind];
  yield csvRow(source.header);
  let after: Row | null = null;
  for (;;) {
    const result = (await db.execute(source.page(w, after, batch))) as { rows: Row[] };
    if (result.rows.length === 0) return;
    yield result.rows.map((row) => csvRow(source.line(row))).join('');
    if (result.rows.length < batch) return;
    after = result.rows[result.rows.length - 1] ?? null;
  }
}
