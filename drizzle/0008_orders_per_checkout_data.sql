-- Orders were one row per paid cart line; they become one row per checkout (payment) with its
-- lines in order_lines (decisions.md, "One order per checkout"). Per payment:
-- * the earliest line (created_at, then id) survives as the order: it keeps its row id, its public
--   order_id and created_at; every line's old public id stays findable as order_lines.legacy_order_id
--   and every line keeps its old row id as order_lines.id (so old refund keys can be traced);
-- * status = the "most alive" of its lines: paid if any line is paid, else delivered if any is,
--   else canceled. Lines canceled inside a live order keep their canceled_at and refund amount on
--   order_lines, so nothing is lost and a later cancel refunds only what is left;
-- * a fully canceled order sums its lines' refunds; its refund state is the least finished one;
-- * an order whose refunds are not finished on a line other than the surviving one is flagged for
--   a person (refund_flagged_at), and such a refund is never re-sent automatically (it could pay
--   twice: its key named the old line);
-- * fulfilment: the old code asked "Pickup Station" diners for an address and charged them the
--   delivery fee, so every old order is recorded as it was handled and paid: a delivery to that
--   address, fee = amount charged - lines; contact (name, phone) from the payment;
-- * numbers are given by created_at from 1001 and the sequence continues after the last one.
CREATE TABLE "orders_migration_map" AS
SELECT o.id AS line_row_id,
       first_value(o.id) OVER w AS order_row_id,
       row_number() OVER w AS position
FROM "orders" o
WINDOW w AS (PARTITION BY o.payment_id ORDER BY o.created_at, o.id
             ROWS BETWEEN UNBOUNDED PRECEDING AND UNBOUNDED FOLLOWING);--> statement-breakpoint
INSERT INTO "order_lines" ("id", "order_id", "position", "dish_id", "name", "image",
  "unit_price_minor", "quantity", "line_total_minor", "legacy_order_id", "canceled_at", "refund_minor")
SELECT o.id, m.order_row_id, m.position, o.dish_id, o.meal_name, o.meal_img, o.unit_price,
       o.quantity, o.price, o.order_id,
       CASE WHEN o.status = 'canceled' THEN o.canceled_at END,
       CASE WHEN o.status = 'canceled' THEN coalesce(o.refund_minor, o.price) END
FROM "orders" o JOIN "orders_migration_map" m ON m.line_row_id = o.id;--> statement-breakpoint
UPDATE "orders" s SET
  "status" = g.status,
  "subtotal_minor" = g.subtotal,
  "delivery_fee_minor" = greatest(0, coalesce(p.amount_minor - g.subtotal, 0)),
  "total_minor" = g.subtotal + greatest(0, coalesce(p.amount_minor - g.subtotal, 0)),
  "fulfilment" = 'delivery',
  "delivery_address" = coalesce(p.delivery_address, ''),
  "delivery_phone" = p.delivery_phone,
  "customer_name" = coalesce(p.customer_name, s.email),
  "customer_phone" = coalesce(p.delivery_phone, ''),
  "note" = p.note,
  "delivered_at" = CASE WHEN g.status = 'delivered' THEN g.delivered_at END,
  "canceled_at" = CASE WHEN g.status = 'canceled' THEN g.canceled_at END,
  "refund_status" = CASE
    WHEN g.status <> 'canceled' THEN 'none'
    WHEN g.unfinished_elsewhere THEN 'processing'
    WHEN g.any_pending THEN 'pending'
    WHEN g.any_processing THEN 'processing'
    ELSE 'refunded' END,
  "refund_minor" = CASE WHEN g.status = 'canceled' THEN g.refunded END,
  "refunded_at" = CASE WHEN g.status = 'canceled' AND NOT g.any_pending AND NOT g.any_processing
                       THEN g.refunded_at END,
  "refund_attempts" = g.attempts,
  "refund_flagged_at" = CASE WHEN g.unfinished_elsewhere THEN now() ELSE s.refund_flagged_at END,
  "refund_last_error" = CASE WHEN g.unfinished_elsewhere
    THEN 'Merged from per-line orders with a refund still open on another line: check it with the payment provider.'
    ELSE s.refund_last_error END
FROM (
  SELECT m.order_row_id,
    CASE WHEN bool_or(o.status = 'paid') THEN 'paid'
         WHEN bool_or(o.status = 'delivered') THEN 'delivered'
         ELSE 'canceled' END AS status,
    sum(o.price)::integer AS subtotal,
    max(o.delivered_at) AS delivered_at,
    max(o.canceled_at) AS canceled_at,
    bool_or(o.refund_status IN ('pending', 'failed')) AS any_pending,
    bool_or(o.refund_status = 'processing') AS any_processing,
    bool_or(o.id <> m.order_row_id AND o.refund_status IN ('pending', 'failed', 'processing'))
      AS unfinished_elsewhere,
    coalesce(sum(coalesce(o.refund_minor, o.price)) FILTER (WHERE o.status = 'canceled'), 0)::integer
      AS refunded,
    max(o.refunded_at) AS refunded_at,
    max(o.refund_attempts) AS attempts,
    min(o.payment_id::text)::uuid AS payment_id
  FROM "orders" o JOIN "orders_migration_map" m ON m.line_row_id = o.id
  GROUP BY m.order_row_id
) g
LEFT JOIN "payments" p ON p.id = g.payment_id
WHERE s.id = g.order_row_id;--> statement-breakpoint
UPDATE "order_status_history" h SET "order_id" = m.order_row_id
FROM "orders_migration_map" m
WHERE h.order_id = m.line_row_id AND m.line_row_id <> m.order_row_id;--> statement-breakpoint
DELETE FROM "orders" o USING "orders_migration_map" m
WHERE o.id = m.line_row_id AND m.line_row_id <> m.order_row_id;--> statement-breakpoint
DROP TABLE "orders_migration_map";--> statement-breakpoint
UPDATE "orders" s SET "number" = n.number
FROM (SELECT id, (1000 + row_number() OVER (ORDER BY created_at, id))::integer AS number FROM "orders") n
WHERE s.id = n.id;--> statement-breakpoint
SELECT setval('order_number_seq', coalesce((SELECT max("number") FROM "orders"), 1001),
  (SELECT count(*) > 0 FROM "orders"));
