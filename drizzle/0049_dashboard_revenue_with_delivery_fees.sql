-- The dashboard's revenue is the figure the report calls Revenue (src/shared/sales-figures.ts):
-- dishes and delivery fees of the orders paid and not canceled, by when they were placed. The
-- rollups of 0016 (as 0036 left them) summed the subtotals, fees excluded, so the dashboard and the
-- report disagreed by the day's delivery fees. Same functions as 0036, on total_minor, and the
-- figures recounted from the orders.
-- The writes below wait for (and then block) writers of orders until this migration commits, so
-- the recount counts every row exactly once.
LOCK TABLE "orders" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "orders_rollups_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  slot_no smallint := pg_backend_pid() % 4;
  d_orders bigint;
  d_delivered bigint;
  d_revenue bigint;
  d_pending bigint;
BEGIN
  WITH "changes" AS (SELECT 1 AS sign, status, total_minor::bigint AS total_minor, refund_status, created_at, awaiting_payment FROM new_rows)
  SELECT
    coalesce(sum(sign) FILTER (WHERE status <> 'canceled' AND NOT awaiting_payment), 0),
    coalesce(sum(sign) FILTER (WHERE status = 'delivered'), 0),
    coalesce(sum(sign * total_minor) FILTER (WHERE status <> 'canceled' AND NOT awaiting_payment), 0),
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
  WITH "changes" AS (SELECT 1 AS sign, status, total_minor::bigint AS total_minor, refund_status, created_at, awaiting_payment FROM new_rows)
  INSERT INTO "order_sales_buckets" AS b ("bucket", "slot", "orders", "revenue_minor")
  SELECT "order_sales_bucket"(created_at), slot_no, sum(sign), sum(sign * total_minor)
  FROM "changes" WHERE status <> 'canceled' AND NOT awaiting_payment
  GROUP BY 1 HAVING sum(sign) <> 0 OR sum(sign * total_minor) <> 0 ORDER BY 1
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
  WITH "changes" AS (SELECT -1 AS sign, status, total_minor::bigint AS total_minor, refund_status, created_at, awaiting_payment FROM old_rows
    UNION ALL SELECT 1 AS sign, status, total_minor::bigint AS total_minor, refund_status, created_at, awaiting_payment FROM new_rows)
  SELECT
    coalesce(sum(sign) FILTER (WHERE status <> 'canceled' AND NOT awaiting_payment), 0),
    coalesce(sum(sign) FILTER (WHERE status = 'delivered'), 0),
    coalesce(sum(sign * total_minor) FILTER (WHERE status <> 'canceled' AND NOT awaiting_payment), 0),
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
  WITH "changes" AS (SELECT -1 AS sign, status, total_minor::bigint AS total_minor, refund_status, created_at, awaiting_payment FROM old_rows
    UNION ALL SELECT 1 AS sign, status, total_minor::bigint AS total_minor, refund_status, created_at, awaiting_payment FROM new_rows)
  INSERT INTO "order_sales_buckets" AS b ("bucket", "slot", "orders", "revenue_minor")
  SELECT "order_sales_bucket"(created_at), slot_no, sum(sign), sum(sign * total_minor)
  FROM "changes" WHERE status <> 'canceled' AND NOT awaiting_payment
  GROUP BY 1 HAVING sum(sign) <> 0 OR sum(sign * total_minor) <> 0 ORDER BY 1
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
  WITH "changes" AS (SELECT -1 AS sign, status, total_minor::bigint AS total_minor, refund_status, created_at, awaiting_payment FROM old_rows)
  SELECT
    coalesce(sum(sign) FILTER (WHERE status <> 'canceled' AND NOT awaiting_payment), 0),
    coalesce(sum(sign) FILTER (WHERE status = 'delivered'), 0),
    coalesce(sum(sign * total_minor) FILTER (WHERE status <> 'canceled' AND NOT awaiting_payment), 0),
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
  WITH "changes" AS (SELECT -1 AS sign, status, total_minor::bigint AS total_minor, refund_status, created_at, awaiting_payment FROM old_rows)
  INSERT INTO "order_sales_buckets" AS b ("bucket", "slot", "orders", "revenue_minor")
  SELECT "order_sales_bucket"(created_at), slot_no, sum(sign), sum(sign * total_minor)
  FROM "changes" WHERE status <> 'canceled' AND NOT awaiting_payment
  GROUP BY 1 HAVING sum(sign) <> 0 OR sum(sign * total_minor) <> 0 ORDER BY 1
  ON CONFLICT ("bucket", "slot") DO UPDATE SET
    "orders" = b."orders" + excluded."orders",
    "revenue_minor" = b."revenue_minor" + excluded."revenue_minor";
  RETURN NULL;
END $$;--> statement-breakpoint
DELETE FROM "order_totals";--> statement-breakpoint
DELETE FROM "order_sales_buckets";--> statement-breakpoint
INSERT INTO "order_totals" ("slot", "orders", "delivered", "revenue_minor", "refunds_pending")
SELECT 0,
  count(*) FILTER (WHERE "status" <> 'canceled' AND NOT "awaiting_payment"),
  count(*) FILTER (WHERE "status" = 'delivered'),
  coalesce(sum("total_minor") FILTER (WHERE "status" <> 'canceled' AND NOT "awaiting_payment"), 0),
  count(*) FILTER (WHERE "refund_status" = 'pending')
FROM "orders";--> statement-breakpoint
INSERT INTO "order_sales_buckets" ("bucket", "slot", "orders", "revenue_minor")
SELECT "order_sales_bucket"("created_at"), 0, count(*), sum("total_minor")
FROM "orders" WHERE "status" <> 'canceled' AND NOT "awaiting_payment" GROUP BY 1 ORDER BY 1;
