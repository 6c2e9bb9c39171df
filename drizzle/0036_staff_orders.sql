ALTER TABLE "orders" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "payment_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "source" text DEFAULT 'online' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_method" text DEFAULT 'card_online' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "awaiting_payment" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_by" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_source_shape" CHECK (("orders"."source" = 'online' and "orders"."user_id" is not null and "orders"."payment_id" is not null and "orders"."payment_method" = 'card_online' and not "orders"."awaiting_payment") or ("orders"."source" in ('phone', 'counter') and "orders"."payment_method" <> 'card_online'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_staff_paid_shape" CHECK ("orders"."payment_id" is not null or ("orders"."awaiting_payment" and "orders"."paid_at" is null) or (not "orders"."awaiting_payment" and "orders"."paid_at" is not null));--> statement-breakpoint
-- Issue 19 item 3, staff orders. The dashboard's rollups (0016) count an order's sale once it is
-- paid: a staff order awaiting payment ("pay at counter/on delivery") adds nothing until staff mark
-- it paid, and that update adds it then (the update trigger sees old unpaid, new paid). Online
-- orders never await payment, so their figures are unchanged. Same functions as 0016 otherwise.
CREATE OR REPLACE FUNCTION "orders_rollups_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  slot_no smallint := pg_backend_pid() % 4;
  d_orders bigint;
  d_delivered bigint;
  d_revenue bigint;
  d_pending bigint;
BEGIN
  WITH "changes" AS (SELECT 1 AS sign, status, subtotal_minor::bigint AS subtotal_minor, refund_status, created_at, awaiting_payment FROM new_rows)
  SELECT
    coalesce(sum(sign) FILTER (WHERE status <> 'canceled' AND NOT awaiting_payment), 0),
    coalesce(sum(sign) FILTER (WHERE status = 'delivered'), 0),
    coalesce(sum(sign * subtotal_minor) FILTER (WHERE status <> 'canceled' AND NOT awaiting_payment), 0),
    coalesce(sum(sign) FILTER (WHERE refund_status = 'pending'), 0)
  INTO d_orders, d_delivered, d_revenue, d_pending FROM "changes";
  IF d_orders <> 0 OR d_delivered <> 0 OR d_revenue <> 0 OR d_pending <> 0 THEN
    INSERT INTO "order_totals" AS t ("slot", "orders", "delivered", "revenue_minor", "refunds_pending")
    VALUES (slot_no, d_orders, d_delivered, d_revenue, d_pending)
    ON CONFLICT ("slot") DO UPDATE SET
      "orders" = t."orders" + excluded."orders",
      "delivered" = t."delivered" + excluded."delivered",
      "revenue_minor" = t."revenue_minor" + excluded."revenue_minor",
      "refunds_pending" = t."refunds_pending" + excluded."refunds_pending";
  END IF;
  -- Only the slices whose figures moved (a stage change between two active stages moves none).
  WITH "changes" AS (SELECT 1 AS sign, status, subtotal_minor::bigint AS subtotal_minor, refund_status, created_at, awaiting_payment FROM new_rows)
  INSERT INTO "order_sales_buckets" AS b ("bucket", "slot", "orders", "revenue_minor")
  SELECT "order_sales_bucket"(created_at), slot_no, sum(sign), sum(sign * subtotal_minor)
  FROM "changes" WHERE status <> 'canceled' AND NOT awaiting_payment
  GROUP BY 1 HAVING sum(sign) <> 0 OR sum(sign * subtotal_minor) <> 0 ORDER BY 1
  ON CONFLICT ("bucket", "slot") DO UPDATE SET
    "orders" = b."orders" + excluded."orders",
    "revenue_minor" = b."revenue_minor" + excluded."revenue_minor";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "orders_rollups_update"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  slot_no smallint := pg_backend_pid() % 4;
  d_orders bigint;
  d_delivered bigint;
  d_revenue bigint;
  d_pending bigint;
BEGIN
  WITH "changes" AS (SELECT -1 AS sign, status, subtotal_minor::bigint AS subtotal_minor, refund_status, created_at, awaiting_payment FROM old_rows
    UNION ALL SELECT 1 AS sign, status, subtotal_minor::bigint AS subtotal_minor, refund_status, created_at, awaiting_payment FROM new_rows)
  SELECT
    coalesce(sum(sign) FILTER (WHERE status <> 'canceled' AND NOT awaiting_payment), 0),
    coalesce(sum(sign) FILTER (WHERE status = 'delivered'), 0),
    coalesce(sum(sign * subtotal_minor) FILTER (WHERE status <> 'canceled' AND NOT awaiting_payment), 0),
    coalesce(sum(sign) FILTER (WHERE refund_status = 'pending'), 0)
  INTO d_orders, d_delivered, d_revenue, d_pending FROM "changes";
  IF d_orders <> 0 OR d_delivered <> 0 OR d_revenue <> 0 OR d_pending <> 0 THEN
    INSERT INTO "order_totals" AS t ("slot", "orders", "delivered", "revenue_minor", "refunds_pending")
    VALUES (slot_no, d_orders, d_delivered, d_revenue, d_pending)
    ON CONFLICT ("slot") DO UPDATE SET
      "orders" = t."orders" + excluded."orders",
      "delivered" = t."delivered" + excluded."delivered",
      "revenue_minor" = t."revenue_minor" + excluded."revenue_minor",
      "refunds_pending" = t."refunds_pending" + excluded."refunds_pending";
  END IF;
  -- Only the slices whose figures moved (a stage change between two active stages moves none).
  WITH "changes" AS (SELECT -1 AS sign, status, subtotal_minor::bigint AS subtotal_minor, refund_status, created_at, awaiting_payment FROM old_rows
    UNION ALL SELECT 1 AS sign, status, subtotal_minor::bigint AS subtotal_minor, refund_status, created_at, awaiting_payment FROM new_rows)
  INSERT INTO "order_sales_buckets" AS b ("bucket", "slot", "orders", "revenue_minor")
  SELECT "order_sales_bucket"(created_at), slot_no, sum(sign), sum(sign * subtotal_minor)
  FROM "changes" WHERE status <> 'canceled' AND NOT awaiting_payment
  GROUP BY 1 HAVING sum(sign) <> 0 OR sum(sign * subtotal_minor) <> 0 ORDER BY 1
  ON CONFLICT ("bucket", "slot") DO UPDATE SET
    "orders" = b."orders" + excluded."orders",
    "revenue_minor" = b."revenue_minor" + excluded."revenue_minor";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "orders_rollups_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  slot_no smallint := pg_backend_pid() % 4;
  d_orders bigint;
  d_delivered bigint;
  d_revenue bigint;
  d_pending bigint;
BEGIN
  WITH "changes" AS (SELECT -1 AS sign, status, subtotal_minor::bigint AS subtotal_minor, refund_status, created_at, awaiting_payment FROM old_rows)
  SELECT
    coalesce(sum(sign) FILTER (WHERE status <> 'canceled' AND NOT awaiting_payment), 0),
    coalesce(sum(sign) FILTER (WHERE status = 'delivered'), 0),
    coalesce(sum(sign * subtotal_minor) FILTER (WHERE status <> 'canceled' AND NOT awaiting_payment), 0),
    coalesce(sum(sign) FILTER (WHERE refund_status = 'pending'), 0)
  INTO d_orders, d_delivered, d_revenue, d_pending FROM "changes";
  IF d_orders <> 0 OR d_delivered <> 0 OR d_revenue <> 0 OR d_pending <> 0 THEN
    INSERT INTO "order_totals" AS t ("slot", "orders", "delivered", "revenue_minor", "refunds_pending")
    VALUES (slot_no, d_orders, d_delivered, d_revenue, d_pending)
    ON CONFLICT ("slot") DO UPDATE SET
      "orders" = t."orders" + excluded."orders",
      "delivered" = t."delivered" + excluded."delivered",
      "revenue_minor" = t."revenue_minor" + excluded."revenue_minor",
      "refunds_pending" = t."refunds_pending" + excluded."refunds_pending";
  END IF;
  -- Only the slices whose figures moved (a stage change between two active stages moves none).
  WITH "changes" AS (SELECT -1 AS sign, status, subtotal_minor::bigint AS subtotal_minor, refund_status, created_at, awaiting_payment FROM old_rows)
  INSERT INTO "order_sales_buckets" AS b ("bucket", "slot", "orders", "revenue_minor")
  SELECT "order_sales_bucket"(created_at), slot_no, sum(sign), sum(sign * subtotal_minor)
  FROM "changes" WHERE status <> 'canceled' AND NOT awaiting_payment
  GROUP BY 1 HAVING sum(sign) <> 0 OR sum(sign * subtotal_minor) <> 0 ORDER BY 1
  ON CONFLICT ("bucket", "slot") DO UPDATE SET
    "orders" = b."orders" + excluded."orders",
    "revenue_minor" = b."revenue_minor" + excluded."revenue_minor";
  RETURN NULL;
END $$;--> statement-breakpoint
-- The customers list (0028) is per diner account: a staff order has none (user_id null) and is
-- left out of it (order_customers.user_id is its primary key).
CREATE OR REPLACE FUNCTION "order_customers_apply"(removed "orders"[], added "orders"[]) RETURNS void
LANGUAGE sql AS $$
  WITH "changes" AS (
    SELECT -1 AS sign, r.user_id, r.id, r.status, r.total_minor, r.refund_minor, r.created_at,
      r.customer_name, r.email, r.customer_phone FROM unnest(removed) AS r WHERE r.user_id IS NOT NULL
    UNION ALL
    SELECT 1, a.user_id, a.id, a.status, a.total_minor, a.refund_minor, a.created_at,
      a.customer_name, a.email, a.customer_phone FROM unnest(added) AS a WHERE a.user_id IS NOT NULL
  ), "sums" AS (
    SELECT user_id, sum(sign) AS placed,
      coalesce(sum(sign) FILTER (WHERE status <> 'canceled'), 0) AS orders,
      coalesce(sum(sign * (total_minor::bigint - CASE WHEN status = 'canceled'
        THEN coalesce(refund_minor, total_minor) ELSE 0 END)), 0) AS spent,
      max(created_at) FILTER (WHERE sign = 1) AS last_at
    FROM "changes" GROUP BY user_id
  ), "latest" AS (
    SELECT DISTINCT ON (user_id) user_id, customer_name, email, customer_phone
    FROM "changes" WHERE sign = 1 ORDER BY user_id, created_at DESC, id DESC
  )
  INSERT INTO "order_customers" AS c
    ("user_id", "name", "email", "phone", "placed", "orders", "spent_minor", "last_order_at")
  SELECT s.user_id, coalesce(l.customer_name, ''), coalesce(l.email, ''),
    coalesce(l.customer_phone, ''), s.placed, s.orders, s.spent,
    coalesce(s.last_at, timestamptz '-infinity')
  FROM "sums" s LEFT JOIN "latest" l USING (user_id)
  ORDER BY s.user_id
  ON CONFLICT ("user_id") DO UPDATE SET
    "placed" = c."placed" + excluded."placed",
    "orders" = c."orders" + excluded."orders",
    "spent_minor" = c."spent_minor" + excluded."spent_minor",
    "name" = CASE WHEN excluded."last_order_at" >= c."last_order_at" THEN excluded."name" ELSE c."name" END,
    "email" = CASE WHEN excluded."last_order_at" >= c."last_order_at" THEN excluded."email" ELSE c."email" END,
    "phone" = CASE WHEN excluded."last_order_at" >= c."last_order_at" THEN excluded."phone" ELSE c."phone" END,
    "last_order_at" = greatest(c."last_order_at", excluded."last_order_at");
  DELETE FROM "order_customers"
  WHERE "placed" <= 0 AND "user_id" IN (SELECT r.user_id FROM unnest(removed) AS r);
$$;
--> statement-breakpoint
-- The report's slices (0031) follow the same rule: an order awaiting payment is no sale (neither in
-- gross nor kept, nor its dishes) until marked paid, and a staff order's method is its own (cash,
-- card_terminal: it has no provider payment). counted = not canceled and not awaiting payment.
CREATE OR REPLACE FUNCTION "order_report_method"(payment uuid, own text) RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN payment IS NULL THEN own ELSE "order_report_method"(payment) END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "orders_report_rollups"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes "order_report_change"[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    changes := array(SELECT ROW(1, n.created_at, n.fulfilment,
      "order_report_method"(n.payment_id, n.payment_method), n.status, n.total_minor,
      n.delivery_fee_minor)::"order_report_change" FROM new_rows n WHERE NOT n.awaiting_payment);
  ELSIF TG_OP = 'UPDATE' THEN
    -- Only orders whose figures can move: a stage change between two active stages moves none.
    changes := array(
      SELECT ROW(s.sign, s.created_at, s.fulfilment,
        "order_report_method"(s.payment_id, s.payment_method), s.status, s.total_minor,
        s.delivery_fee_minor)::"order_report_change"
      FROM old_rows o JOIN new_rows n ON n.id = o.id,
        LATERAL (SELECT -1 AS sign, o.* WHERE NOT o.awaiting_payment
          UNION ALL SELECT 1, n.* WHERE NOT n.awaiting_payment) s
      WHERE (o.status = 'canceled') IS DISTINCT FROM (n.status = 'canceled')
        OR o.created_at <> n.created_at
        OR o.total_minor <> n.total_minor OR o.delivery_fee_minor <> n.delivery_fee_minor
        OR o.fulfilment <> n.fulfilment OR o.payment_id IS DISTINCT FROM n.payment_id
        OR o.awaiting_payment <> n.awaiting_payment OR o.payment_method <> n.payment_method);
  ELSE
    changes := array(SELECT ROW(-1, o.created_at, o.fulfilment,
      "order_report_method"(o.payment_id, o.payment_method), o.status, o.total_minor,
      o.delivery_fee_minor)::"order_report_change" FROM old_rows o WHERE NOT o.awaiting_payment);
  END IF;
  IF cardinality(changes) > 0 THEN PERFORM "order_report_apply"(changes); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "orders_sold_dishes_report"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  lines "order_line_report_change"[];
BEGIN
  lines := array(
    SELECT ROW(s.sign, s.created_at, coalesce(l.dish_id, ''), l.name, l.quantity,
      l.line_total_minor)::"order_line_report_change"
    FROM old_rows o JOIN new_rows n ON n.id = o.id
    JOIN "order_lines" l ON l.order_id = n.id AND l.canceled_at IS NULL,
      LATERAL (SELECT -1 AS sign, o.created_at, o.status <> 'canceled' AND NOT o.awaiting_payment AS counted
        UNION ALL SELECT 1, n.created_at, n.status <> 'canceled' AND NOT n.awaiting_payment) s
    WHERE s.counted
      AND ((o.status <> 'canceled' AND NOT o.awaiting_payment)
          IS DISTINCT FROM (n.status <> 'canceled' AND NOT n.awaiting_payment)
        OR o.created_at <> n.created_at));
  IF cardinality(lines) > 0 THEN PERFORM "order_line_report_apply"(lines); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "order_lines_report_rollups"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  lines "order_line_report_change"[];
BEGIN
  -- A line counts while it is not canceled and its order is counted.
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    lines := array(SELECT ROW(-1, o.created_at, coalesce(l.dish_id, ''), l.name, l.quantity,
        l.line_total_minor)::"order_line_report_change"
      FROM old_rows l JOIN "orders" o ON o.id = l.order_id
      WHERE l.canceled_at IS NULL AND o.status <> 'canceled' AND NOT o.awaiting_payment);
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    lines := coalesce(lines, '{}') || array(SELECT ROW(1, o.created_at, coalesce(l.dish_id, ''), l.name,
        l.quantity, l.line_total_minor)::"order_line_report_change"
      FROM new_rows l JOIN "orders" o ON o.id = l.order_id
      WHERE l.canceled_at IS NULL AND o.status <> 'canceled' AND NOT o.awaiting_payment);
  END IF;
  IF cardinality(lines) > 0 THEN PERFORM "order_line_report_apply"(lines); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "order_report_rebuild"() RETURNS void LANGUAGE sql AS $$
  DELETE FROM "order_report_buckets";
  DELETE FROM "order_line_report_buckets";
  INSERT INTO "order_report_buckets"
    ("bucket", "fulfilment", "method", "slot", "all_orders", "gross_minor", "orders", "kept_minor", "fees_minor")
  SELECT "order_sales_bucket"(o.created_at), o.fulfilment,
    CASE WHEN o.payment_id IS NULL THEN o.payment_method ELSE coalesce(p.channel, p.method, 'unknown') END, 0,
    count(*), sum(o.total_minor::bigint),
    count(*) FILTER (WHERE o.status <> 'canceled'),
    coalesce(sum(o.total_minor::bigint) FILTER (WHERE o.status <> 'canceled'), 0),
    coalesce(sum(o.delivery_fee_minor::bigint) FILTER (WHERE o.status <> 'canceled'), 0)
  FROM "orders" o LEFT JOIN "payments" p ON p.id = o.payment_id
  WHERE NOT o.awaiting_payment
  GROUP BY 1, 2, 3;
  INSERT INTO "order_line_report_buckets" ("bucket", "dish_id", "name", "slot", "quantity", "sales_minor")
  SELECT "order_sales_bucket"(o.created_at), coalesce(l.dish_id, ''), l.name, 0,
    sum(l.quantity::bigint), sum(l.line_total_minor::bigint)
  FROM "orders" o JOIN "order_lines" l ON l.order_id = o.id AND l.canceled_at IS NULL
  WHERE o.status <> 'canceled' AND NOT o.awaiting_payment
  GROUP BY 1, 2, 3;
$$;
