-- The dashboard's figures (order_totals, order_sales_buckets, reservation_status_counts) are kept
-- by these triggers in the same transaction as every write to orders and reservations, whatever
-- code (recording, late settlement, stage changes, mark delivered, cancel, refunds, a data
-- migration or hand-written SQL) makes it: docs/decisions.md § Dashboard figures.
-- They run once per statement over its transition tables (the rows before and after), so a bulk
-- data move adds its changes in one write per figure instead of one per row (row triggers made a
-- transaction rewriting one row many times quadratic). Each change is one
-- `insert ... on conflict do update set n = n + excluded.n` (never read then write), so parallel
-- writers add up on PostgreSQL; the row is picked by the writing backend's pid modulo 4 so they
-- rarely queue behind one row lock, and slices are written in time order (no deadlock between two
-- bulk statements). Readers sum the slots.
-- The writes below wait for (and then block) writers of both tables until this migration commits,
-- so the backfill counts every row exactly once.
LOCK TABLE "orders", "reservations" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
-- The 15-minute slice of UTC time an instant falls in (every real zone offset is a multiple of 15
-- minutes, so a slice lies inside one calendar day of any zone).
CREATE OR REPLACE FUNCTION "order_sales_bucket"(at timestamptz) RETURNS timestamptz
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT date_bin('15 minutes', at, timestamptz '2000-01-01 00:00:00+00')
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "orders_rollups_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  slot_no smallint := pg_backend_pid() % 4;
  d_orders bigint;
  d_delivered bigint;
  d_revenue bigint;
  d_pending bigint;
BEGIN
  WITH "changes" AS (SELECT 1 AS sign, status, subtotal_minor::bigint AS subtotal_minor, refund_status, created_at FROM new_rows)
  SELECT
    coalesce(sum(sign) FILTER (WHERE status <> 'canceled'), 0),
    coalesce(sum(sign) FILTER (WHERE status = 'delivered'), 0),
    coalesce(sum(sign * subtotal_minor) FILTER (WHERE status <> 'canceled'), 0),
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
  WITH "changes" AS (SELECT 1 AS sign, status, subtotal_minor::bigint AS subtotal_minor, refund_status, created_at FROM new_rows)
  INSERT INTO "order_sales_buckets" AS b ("bucket", "slot", "orders", "revenue_minor")
  SELECT "order_sales_bucket"(created_at), slot_no, sum(sign), sum(sign * subtotal_minor)
  FROM "changes" WHERE status <> 'canceled'
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
  WITH "changes" AS (SELECT -1 AS sign, status, subtotal_minor::bigint AS subtotal_minor, refund_status, created_at FROM old_rows
    UNION ALL SELECT 1 AS sign, status, subtotal_minor::bigint AS subtotal_minor, refund_status, created_at FROM new_rows)
  SELECT
    coalesce(sum(sign) FILTER (WHERE status <> 'canceled'), 0),
    coalesce(sum(sign) FILTER (WHERE status = 'delivered'), 0),
    coalesce(sum(sign * subtotal_minor) FILTER (WHERE status <> 'canceled'), 0),
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
  WITH "changes" AS (SELECT -1 AS sign, status, subtotal_minor::bigint AS subtotal_minor, refund_status, created_at FROM old_rows
    UNION ALL SELECT 1 AS sign, status, subtotal_minor::bigint AS subtotal_minor, refund_status, created_at FROM new_rows)
  INSERT INTO "order_sales_buckets" AS b ("bucket", "slot", "orders", "revenue_minor")
  SELECT "order_sales_bucket"(created_at), slot_no, sum(sign), sum(sign * subtotal_minor)
  FROM "changes" WHERE status <> 'canceled'
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
  WITH "changes" AS (SELECT -1 AS sign, status, subtotal_minor::bigint AS subtotal_minor, refund_status, created_at FROM old_rows)
  SELECT
    coalesce(sum(sign) FILTER (WHERE status <> 'canceled'), 0),
    coalesce(sum(sign) FILTER (WHERE status = 'delivered'), 0),
    coalesce(sum(sign * subtotal_minor) FILTER (WHERE status <> 'canceled'), 0),
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
  WITH "changes" AS (SELECT -1 AS sign, status, subtotal_minor::bigint AS subtotal_minor, refund_status, created_at FROM old_rows)
  INSERT INTO "order_sales_buckets" AS b ("bucket", "slot", "orders", "revenue_minor")
  SELECT "order_sales_bucket"(created_at), slot_no, sum(sign), sum(sign * subtotal_minor)
  FROM "changes" WHERE status <> 'canceled'
  GROUP BY 1 HAVING sum(sign) <> 0 OR sum(sign * subtotal_minor) <> 0 ORDER BY 1
  ON CONFLICT ("bucket", "slot") DO UPDATE SET
    "orders" = b."orders" + excluded."orders",
    "revenue_minor" = b."revenue_minor" + excluded."revenue_minor";
  RETURN NULL;
END $$;--> statement-breakpoint
-- A trigger with transition tables takes one event and no column list: an update of any column
-- runs it, and rows whose figures did not move add nothing.
CREATE TRIGGER "orders_rollups_insert" AFTER INSERT ON "orders"
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "orders_rollups_insert"();--> statement-breakpoint
CREATE TRIGGER "orders_rollups_update" AFTER UPDATE ON "orders"
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "orders_rollups_update"();--> statement-breakpoint
CREATE TRIGGER "orders_rollups_delete" AFTER DELETE ON "orders"
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "orders_rollups_delete"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "orders_reset_rollups"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "order_totals";
  DELETE FROM "order_sales_buckets";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "orders_reset_rollups" AFTER TRUNCATE ON "orders"
FOR EACH STATEMENT EXECUTE FUNCTION "orders_reset_rollups"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "reservations_counts_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH "changes" AS (SELECT 1 AS sign, status FROM new_rows)
  INSERT INTO "reservation_status_counts" AS c ("status", "slot", "n")
  SELECT status, pg_backend_pid() % 4, sum(sign) FROM "changes"
  GROUP BY status HAVING sum(sign) <> 0 ORDER BY status
  ON CONFLICT ("status", "slot") DO UPDATE SET "n" = c."n" + excluded."n";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "reservations_counts_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH "changes" AS (SELECT -1 AS sign, status FROM old_rows UNION ALL SELECT 1 AS sign, status FROM new_rows)
  INSERT INTO "reservation_status_counts" AS c ("status", "slot", "n")
  SELECT status, pg_backend_pid() % 4, sum(sign) FROM "changes"
  GROUP BY status HAVING sum(sign) <> 0 ORDER BY status
  ON CONFLICT ("status", "slot") DO UPDATE SET "n" = c."n" + excluded."n";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "reservations_counts_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH "changes" AS (SELECT -1 AS sign, status FROM old_rows)
  INSERT INTO "reservation_status_counts" AS c ("status", "slot", "n")
  SELECT status, pg_backend_pid() % 4, sum(sign) FROM "changes"
  GROUP BY status HAVING sum(sign) <> 0 ORDER BY status
  ON CONFLICT ("status", "slot") DO UPDATE SET "n" = c."n" + excluded."n";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "reservations_counts_insert" AFTER INSERT ON "reservations"
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "reservations_counts_insert"();--> statement-breakpoint
CREATE TRIGGER "reservations_counts_update" AFTER UPDATE ON "reservations"
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "reservations_counts_update"();--> statement-breakpoint
CREATE TRIGGER "reservations_counts_delete" AFTER DELETE ON "reservations"
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "reservations_counts_delete"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "reservations_reset_counts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "reservation_status_counts";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "reservations_reset_counts" AFTER TRUNCATE ON "reservations"
FOR EACH STATEMENT EXECUTE FUNCTION "reservations_reset_counts"();--> statement-breakpoint
-- The rows written before: counted once, into slot 0.
INSERT INTO "order_totals" ("slot", "orders", "delivered", "revenue_minor", "refunds_pending")
SELECT 0,
  count(*) FILTER (WHERE "status" <> 'canceled'),
  count(*) FILTER (WHERE "status" = 'delivered'),
  coalesce(sum("subtotal_minor") FILTER (WHERE "status" <> 'canceled'), 0),
  count(*) FILTER (WHERE "refund_status" = 'pending')
FROM "orders";--> statement-breakpoint
INSERT INTO "order_sales_buckets" ("bucket", "slot", "orders", "revenue_minor")
SELECT "order_sales_bucket"("created_at"), 0, count(*), sum("subtotal_minor")
FROM "orders" WHERE "status" <> 'canceled' GROUP BY 1 ORDER BY 1;--> statement-breakpoint
INSERT INTO "reservation_status_counts" ("status", "slot", "n")
SELECT "status", 0, count(*) FROM "reservations" GROUP BY "status";
