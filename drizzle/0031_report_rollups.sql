CREATE TABLE "order_line_report_buckets" (
	"bucket" timestamp with time zone NOT NULL,
	"dish_id" text NOT NULL,
	"name" text NOT NULL,
	"slot" smallint NOT NULL,
	"quantity" bigint DEFAULT 0 NOT NULL,
	"sales_minor" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "order_line_report_buckets_bucket_dish_id_name_slot_pk" PRIMARY KEY("bucket","dish_id","name","slot")
);
--> statement-breakpoint
CREATE TABLE "order_report_buckets" (
	"bucket" timestamp with time zone NOT NULL,
	"fulfilment" text NOT NULL,
	"method" text NOT NULL,
	"slot" smallint NOT NULL,
	"all_orders" bigint DEFAULT 0 NOT NULL,
	"gross_minor" bigint DEFAULT 0 NOT NULL,
	"orders" bigint DEFAULT 0 NOT NULL,
	"kept_minor" bigint DEFAULT 0 NOT NULL,
	"fees_minor" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "order_report_buckets_bucket_fulfilment_method_slot_pk" PRIMARY KEY("bucket","fulfilment","method","slot")
);
--> statement-breakpoint
-- The report's figures (issue 19 item 5), kept like the dashboard's (0016) by statement triggers
-- in the same transaction as every write, whatever code makes it: the month report sums a few
-- thousand slices instead of reading every order of the month. Orders are never deleted
-- (docs/decisions.md); a TRUNCATE empties the figures, and order_report_rebuild() recomputes them
-- from the tables (the backfill below, the benchmark's bulk seed with triggers off).
-- The writes below wait for (and then block) writers until this migration commits, so the
-- backfill counts every row exactly once.
LOCK TABLE "orders", "order_lines", "payments" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
-- One order's move in or out of the figures: sign +1 counts it, -1 takes it back.
CREATE TYPE "order_report_change" AS (
  sign integer, created_at timestamptz, fulfilment text, method text, status text,
  total bigint, fee bigint
);--> statement-breakpoint
CREATE TYPE "order_line_report_change" AS (
  sign integer, created_at timestamptz, dish_id text, name text, quantity bigint, total bigint
);--> statement-breakpoint
-- Adds the changes into their slices with `insert ... on conflict do update set n = n + excluded.n`
-- (never read then write), the slot picked by the writing backend's pid so parallel writers rarely
-- queue on one row; only slices whose figures moved are written, in key order (no deadlocks).
CREATE OR REPLACE FUNCTION "order_report_apply"(changes "order_report_change"[]) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO "order_report_buckets" AS b
    ("bucket", "fulfilment", "method", "slot", "all_orders", "gross_minor", "orders", "kept_minor", "fees_minor")
  SELECT "order_sales_bucket"(c.created_at), c.fulfilment, c.method, pg_backend_pid() % 4,
    sum(c.sign), sum(c.sign * c.total),
    coalesce(sum(c.sign) FILTER (WHERE c.status <> 'canceled'), 0),
    coalesce(sum(c.sign * c.total) FILTER (WHERE c.status <> 'canceled'), 0),
    coalesce(sum(c.sign * c.fee) FILTER (WHERE c.status <> 'canceled'), 0)
  FROM unnest(changes) c
  GROUP BY 1, 2, 3
  HAVING sum(c.sign) <> 0 OR sum(c.sign * c.total) <> 0
    OR coalesce(sum(c.sign) FILTER (WHERE c.status <> 'canceled'), 0) <> 0
    OR coalesce(sum(c.sign * c.total) FILTER (WHERE c.status <> 'canceled'), 0) <> 0
    OR coalesce(sum(c.sign * c.fee) FILTER (WHERE c.status <> 'canceled'), 0) <> 0
  ORDER BY 1, 2, 3
  ON CONFLICT ("bucket", "fulfilment", "method", "slot") DO UPDATE SET
    "all_orders" = b."all_orders" + excluded."all_orders",
    "gross_minor" = b."gross_minor" + excluded."gross_minor",
    "orders" = b."orders" + excluded."orders",
    "kept_minor" = b."kept_minor" + excluded."kept_minor",
    "fees_minor" = b."fees_minor" + excluded."fees_minor"
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "order_line_report_apply"(changes "order_line_report_change"[]) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO "order_line_report_buckets" AS b ("bucket", "dish_id", "name", "slot", "quantity", "sales_minor")
  SELECT "order_sales_bucket"(c.created_at), c.dish_id, c.name, pg_backend_pid() % 4,
    sum(c.sign * c.quantity), sum(c.sign * c.total)
  FROM unnest(changes) c
  GROUP BY 1, 2, 3
  HAVING sum(c.sign * c.quantity) <> 0 OR sum(c.sign * c.total) <> 0
  ORDER BY 1, 2, 3
  ON CONFLICT ("bucket", "dish_id", "name", "slot") DO UPDATE SET
    "quantity" = b."quantity" + excluded."quantity",
    "sales_minor" = b."sales_minor" + excluded."sales_minor"
$$;--> statement-breakpoint
-- An order's payment method as the report shows it: the channel the provider told, else the method.
CREATE OR REPLACE FUNCTION "order_report_method"(payment uuid) RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT coalesce((SELECT coalesce(p.channel, p.method) FROM "payments" p WHERE p.id = payment), 'unknown')
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "orders_report_rollups"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes "order_report_change"[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    changes := array(SELECT ROW(1, n.created_at, n.fulfilment, "order_report_method"(n.payment_id),
      n.status, n.total_minor, n.delivery_fee_minor)::"order_report_change" FROM new_rows n);
  ELSIF TG_OP = 'UPDATE' THEN
    -- Only orders whose figures can move: a stage change between two active stages moves none.
    changes := array(
      SELECT ROW(s.sign, s.created_at, s.fulfilment, "order_report_method"(s.payment_id), s.status,
        s.total_minor, s.delivery_fee_minor)::"order_report_change"
      FROM old_rows o JOIN new_rows n ON n.id = o.id,
        LATERAL (SELECT -1 AS sign, o.* UNION ALL SELECT 1, n.*) s
      WHERE (o.status = 'canceled') IS DISTINCT FROM (n.status = 'canceled')
        OR o.created_at <> n.created_at
        OR o.total_minor <> n.total_minor OR o.delivery_fee_minor <> n.delivery_fee_minor
        OR o.fulfilment <> n.fulfilment OR o.payment_id IS DISTINCT FROM n.payment_id);
  ELSE
    changes := array(SELECT ROW(-1, o.created_at, o.fulfilment, "order_report_method"(o.payment_id),
      o.status, o.total_minor, o.delivery_fee_minor)::"order_report_change" FROM old_rows o);
  END IF;
  IF cardinality(changes) > 0 THEN PERFORM "order_report_apply"(changes); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- An order canceled, restored or moved in time takes its dishes out of (or back into) the
-- figures, or to their new slice. A trigger of its own, named to fire after every other trigger
-- on orders (they fire in name order): every transaction then takes the figure rows in one order
-- (order_customers, order_report_buckets, order_totals, order_sales_buckets, then
-- order_line_report_buckets, as a new order's lines come after it), so two never deadlock.
CREATE OR REPLACE FUNCTION "orders_sold_dishes_report"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  lines "order_line_report_change"[];
BEGIN
  lines := array(
    SELECT ROW(s.sign, s.created_at, coalesce(l.dish_id, ''), l.name, l.quantity,
      l.line_total_minor)::"order_line_report_change"
    FROM old_rows o JOIN new_rows n ON n.id = o.id
    JOIN "order_lines" l ON l.order_id = n.id AND l.canceled_at IS NULL,
      LATERAL (SELECT -1 AS sign, o.created_at, o.status UNION ALL SELECT 1, n.created_at, n.status) s
    WHERE s.status <> 'canceled'
      AND ((o.status = 'canceled') IS DISTINCT FROM (n.status = 'canceled') OR o.created_at <> n.created_at));
  IF cardinality(lines) > 0 THEN PERFORM "order_line_report_apply"(lines); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "order_lines_report_rollups"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  lines "order_line_report_change"[];
BEGIN
  -- A line counts while it is not canceled and its order is not canceled.
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    lines := array(SELECT ROW(-1, o.created_at, coalesce(l.dish_id, ''), l.name, l.quantity,
        l.line_total_minor)::"order_line_report_change"
      FROM old_rows l JOIN "orders" o ON o.id = l.order_id
      WHERE l.canceled_at IS NULL AND o.status <> 'canceled');
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    lines := coalesce(lines, '{}') || array(SELECT ROW(1, o.created_at, coalesce(l.dish_id, ''), l.name,
        l.quantity, l.line_total_minor)::"order_line_report_change"
      FROM new_rows l JOIN "orders" o ON o.id = l.order_id
      WHERE l.canceled_at IS NULL AND o.status <> 'canceled');
  END IF;
  IF cardinality(lines) > 0 THEN PERFORM "order_line_report_apply"(lines); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- A payment whose channel or method changes after its order was written (a counter payment
-- marked paid by card), or that is written after its order (imports, fixtures: the order counted
-- as 'unknown' meanwhile), moves the order's figures to its method.
CREATE OR REPLACE FUNCTION "payments_report_rollups"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes "order_report_change"[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    changes := array(
      SELECT ROW(s.sign, ord.created_at, ord.fulfilment, s.method, ord.status, ord.total_minor,
        ord.delivery_fee_minor)::"order_report_change"
      FROM new_rows n JOIN "orders" ord ON ord.payment_id = n.id,
        LATERAL (SELECT -1 AS sign, 'unknown' AS method
          UNION ALL SELECT 1, coalesce(n.channel, n.method, 'unknown')) s
      WHERE coalesce(n.channel, n.method, 'unknown') <> 'unknown');
  ELSE
    changes := array(
      SELECT ROW(s.sign, ord.created_at, ord.fulfilment, s.method, ord.status, ord.total_minor,
        ord.delivery_fee_minor)::"order_report_change"
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      JOIN "orders" ord ON ord.payment_id = n.id,
        LATERAL (SELECT -1 AS sign, coalesce(o.channel, o.method, 'unknown') AS method
          UNION ALL SELECT 1, coalesce(n.channel, n.method, 'unknown')) s
      WHERE coalesce(o.channel, o.method, 'unknown') <> coalesce(n.channel, n.method, 'unknown'));
  END IF;
  IF cardinality(changes) > 0 THEN PERFORM "order_report_apply"(changes); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "orders_report_rollups_insert" AFTER INSERT ON "orders"
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "orders_report_rollups"();--> statement-breakpoint
CREATE TRIGGER "orders_report_rollups_update" AFTER UPDATE ON "orders"
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "orders_report_rollups"();--> statement-breakpoint
CREATE TRIGGER "orders_report_rollups_delete" AFTER DELETE ON "orders"
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "orders_report_rollups"();--> statement-breakpoint
CREATE TRIGGER "orders_sold_dishes_report_update" AFTER UPDATE ON "orders"
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "orders_sold_dishes_report"();--> statement-breakpoint
CREATE TRIGGER "order_lines_report_rollups_insert" AFTER INSERT ON "order_lines"
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "order_lines_report_rollups"();--> statement-breakpoint
CREATE TRIGGER "order_lines_report_rollups_update" AFTER UPDATE ON "order_lines"
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "order_lines_report_rollups"();--> statement-breakpoint
CREATE TRIGGER "order_lines_report_rollups_delete" AFTER DELETE ON "order_lines"
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "order_lines_report_rollups"();--> statement-breakpoint
CREATE TRIGGER "payments_report_rollups_insert" AFTER INSERT ON "payments"
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "payments_report_rollups"();--> statement-breakpoint
CREATE TRIGGER "payments_report_rollups_update" AFTER UPDATE ON "payments"
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "payments_report_rollups"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "order_report_rebuild"() RETURNS void LANGUAGE sql AS $$
  DELETE FROM "order_report_buckets";
  DELETE FROM "order_line_report_buckets";
  INSERT INTO "order_report_buckets"
    ("bucket", "fulfilment", "method", "slot", "all_orders", "gross_minor", "orders", "kept_minor", "fees_minor")
  SELECT "order_sales_bucket"(o.created_at), o.fulfilment, coalesce(p.channel, p.method, 'unknown'), 0,
    count(*), sum(o.total_minor::bigint),
    count(*) FILTER (WHERE o.status <> 'canceled'),
    coalesce(sum(o.total_minor::bigint) FILTER (WHERE o.status <> 'canceled'), 0),
    coalesce(sum(o.delivery_fee_minor::bigint) FILTER (WHERE o.status <> 'canceled'), 0)
  FROM "orders" o LEFT JOIN "payments" p ON p.id = o.payment_id
  GROUP BY 1, 2, 3;
  INSERT INTO "order_line_report_buckets" ("bucket", "dish_id", "name", "slot", "quantity", "sales_minor")
  SELECT "order_sales_bucket"(o.created_at), coalesce(l.dish_id, ''), l.name, 0,
    sum(l.quantity::bigint), sum(l.line_total_minor::bigint)
  FROM "orders" o JOIN "order_lines" l ON l.order_id = o.id AND l.canceled_at IS NULL
  WHERE o.status <> 'canceled'
  GROUP BY 1, 2, 3;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "orders_reset_report_rollups"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "order_report_buckets";
  DELETE FROM "order_line_report_buckets";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "orders_reset_report_rollups" AFTER TRUNCATE ON "orders"
FOR EACH STATEMENT EXECUTE FUNCTION "orders_reset_report_rollups"();--> statement-breakpoint
SELECT "order_report_rebuild"();
