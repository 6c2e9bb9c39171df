-- The dashboard's figures (order_totals, order_sales_buckets, reservation_status_counts) are kept
-- by these triggers in the same transaction as every write to orders and reservations, whatever
-- code (recording, late settlement, stage changes, mark delivered, cancel, refunds, a data
-- migration or hand-written SQL) makes it: docs/decisions.md § Dashboard figures.
-- Each change is one `insert ... on conflict do update set n = n + excluded.n` (never read then
-- write), so parallel writers add up on PostgreSQL; the row is picked by the writing backend's pid
-- modulo 4 so they rarely queue behind one row lock. Readers sum the slots.
-- The writes below wait for (and then block) writers of both tables until this migration commits,
-- so the backfill counts every row exactly once.
LOCK TABLE "orders", "reservations" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
-- The 15-minute slice of UTC time an instant falls in (every real zone offset is a multiple of 15
-- minutes, so a slice lies inside one calendar day of any zone).
CREATE OR REPLACE FUNCTION "order_sales_bucket"(at timestamptz) RETURNS timestamptz
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT date_bin('15 minutes', at, timestamptz '2000-01-01 00:00:00+00')
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "orders_keep_rollups"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  slot_no smallint := pg_backend_pid() % 4;
  d_orders integer := 0;
  d_delivered integer := 0;
  d_revenue bigint := 0;
  d_pending integer := 0;
  old_live boolean := TG_OP <> 'INSERT' AND OLD.status <> 'canceled';
  new_live boolean := TG_OP <> 'DELETE' AND NEW.status <> 'canceled';
BEGIN
  IF TG_OP <> 'INSERT' THEN
    d_orders := d_orders - old_live::integer;
    d_delivered := d_delivered - (OLD.status = 'delivered')::integer;
    d_revenue := d_revenue - CASE WHEN old_live THEN OLD.subtotal_minor ELSE 0 END;
    d_pending := d_pending - (OLD.refund_status = 'pending')::integer;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    d_orders := d_orders + new_live::integer;
    d_delivered := d_delivered + (NEW.status = 'delivered')::integer;
    d_revenue := d_revenue + CASE WHEN new_live THEN NEW.subtotal_minor ELSE 0 END;
    d_pending := d_pending + (NEW.refund_status = 'pending')::integer;
  END IF;
  IF d_orders <> 0 OR d_delivered <> 0 OR d_revenue <> 0 OR d_pending <> 0 THEN
    INSERT INTO "order_totals" AS t ("slot", "orders", "delivered", "revenue_minor", "refunds_pending")
    VALUES (slot_no, d_orders, d_delivered, d_revenue, d_pending)
    ON CONFLICT ("slot") DO UPDATE SET
      "orders" = t."orders" + excluded."orders",
      "delivered" = t."delivered" + excluded."delivered",
      "revenue_minor" = t."revenue_minor" + excluded."revenue_minor",
      "refunds_pending" = t."refunds_pending" + excluded."refunds_pending";
  END IF;
  -- The slice: out of the old one, into the new one; nothing when neither the order's liveness,
  -- subtotal nor time changed (a stage change between two active stages, a refund state).
  IF old_live AND new_live AND OLD.created_at = NEW.created_at
     AND OLD.subtotal_minor = NEW.subtotal_minor THEN
    RETURN NULL;
  END IF;
  IF old_live THEN
    INSERT INTO "order_sales_buckets" AS b ("bucket", "slot", "orders", "revenue_minor")
    VALUES ("order_sales_bucket"(OLD.created_at), slot_no, -1, -OLD.subtotal_minor)
    ON CONFLICT ("bucket", "slot") DO UPDATE SET
      "orders" = b."orders" + excluded."orders",
      "revenue_minor" = b."revenue_minor" + excluded."revenue_minor";
  END IF;
  IF new_live THEN
    INSERT INTO "order_sales_buckets" AS b ("bucket", "slot", "orders", "revenue_minor")
    VALUES ("order_sales_bucket"(NEW.created_at), slot_no, 1, NEW.subtotal_minor)
    ON CONFLICT ("bucket", "slot") DO UPDATE SET
      "orders" = b."orders" + excluded."orders",
      "revenue_minor" = b."revenue_minor" + excluded."revenue_minor";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- status is generated from stage, so a change of stage is what changes it.
CREATE TRIGGER "orders_keep_rollups"
AFTER INSERT OR UPDATE OF "stage", "subtotal_minor", "refund_status", "created_at" OR DELETE
ON "orders" FOR EACH ROW EXECUTE FUNCTION "orders_keep_rollups"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "orders_reset_rollups"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "order_totals";
  DELETE FROM "order_sales_buckets";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "orders_reset_rollups" AFTER TRUNCATE ON "orders"
FOR EACH STATEMENT EXECUTE FUNCTION "orders_reset_rollups"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "reservations_keep_counts"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  slot_no smallint := pg_backend_pid() % 4;
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.status = NEW.status THEN RETURN NULL; END IF;
  IF TG_OP <> 'INSERT' THEN
    INSERT INTO "reservation_status_counts" AS c ("status", "slot", "n")
    VALUES (OLD.status, slot_no, -1)
    ON CONFLICT ("status", "slot") DO UPDATE SET "n" = c."n" + excluded."n";
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO "reservation_status_counts" AS c ("status", "slot", "n")
    VALUES (NEW.status, slot_no, 1)
    ON CONFLICT ("status", "slot") DO UPDATE SET "n" = c."n" + excluded."n";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "reservations_keep_counts"
AFTER INSERT OR UPDATE OF "status" OR DELETE ON "reservations"
FOR EACH ROW EXECUTE FUNCTION "reservations_keep_counts"();--> statement-breakpoint
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
