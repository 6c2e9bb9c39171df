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
