CREATE TABLE "order_customers" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"phone_digits" text GENERATED ALWAYS AS (regexp_replace(phone, '[^0-9]', '', 'g')) STORED NOT NULL,
	"placed" bigint DEFAULT 0 NOT NULL,
	"orders" bigint DEFAULT 0 NOT NULL,
	"spent_minor" bigint DEFAULT 0 NOT NULL,
	"last_order_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "order_customers_last_idx" ON "order_customers" USING btree ("last_order_at","user_id");--> statement-breakpoint
CREATE INDEX "order_customers_name_prefix_idx" ON "order_customers" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "order_customers_email_prefix_idx" ON "order_customers" USING btree (lower("email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "order_customers_phone_prefix_idx" ON "order_customers" USING btree ("phone_digits" text_pattern_ops);--> statement-breakpoint
-- The customers list's figures (issue 19, item 6), kept like the dashboard's rollups (0016): by
-- statement triggers on orders over their transition tables, in the writing transaction, each
-- change one `insert ... on conflict do update set n = n + excluded.n` (never read then write).
-- A customer is the order's user_id; name, e-mail and phone follow their latest order (so the
-- account deletion's anonymising of every order reaches this row too); a row whose orders are all
-- gone is deleted. Spent = total less what was refunded (a canceled order's refund_minor, or its
-- whole total when none is recorded), so a cancel or rejection takes the order back out.
LOCK TABLE "orders" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "order_customers_apply"(removed "orders"[], added "orders"[]) RETURNS void
LANGUAGE sql AS $$
  WITH "changes" AS (
    SELECT -1 AS sign, r.user_id, r.id, r.status, r.total_minor, r.refund_minor, r.created_at,
      r.customer_name, r.email, r.customer_phone FROM unnest(removed) AS r
    UNION ALL
    SELECT 1, a.user_id, a.id, a.status, a.total_minor, a.refund_minor, a.created_at,
      a.customer_name, a.email, a.customer_phone FROM unnest(added) AS a
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
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "order_customers_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "order_customers_apply"('{}', array(SELECT n::"orders" FROM new_rows n));
  RETURN NULL;
END $$;--> statement-breakpoint
-- Only rows whose figures or contact moved: a stage change between active stages writes nothing.
CREATE OR REPLACE FUNCTION "order_customers_update"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  removed "orders"[];
  added "orders"[];
BEGIN
  SELECT array_agg(o::"orders"), array_agg(n::"orders") INTO removed, added
  FROM old_rows o JOIN new_rows n ON n.id = o.id
  WHERE (o.user_id, o.status, o.total_minor, o.refund_minor, o.customer_name, o.email,
      o.customer_phone, o.created_at)
    IS DISTINCT FROM (n.user_id, n.status, n.total_minor, n.refund_minor, n.customer_name,
      n.email, n.customer_phone, n.created_at);
  IF removed IS NOT NULL THEN
    PERFORM "order_customers_apply"(removed, added);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "order_customers_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "order_customers_apply"(array(SELECT o::"orders" FROM old_rows o), '{}');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "order_customers_reset"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "order_customers";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "order_customers_insert" AFTER INSERT ON "orders"
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "order_customers_insert"();--> statement-breakpoint
CREATE TRIGGER "order_customers_update" AFTER UPDATE ON "orders"
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "order_customers_update"();--> statement-breakpoint
CREATE TRIGGER "order_customers_delete" AFTER DELETE ON "orders"
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "order_customers_delete"();--> statement-breakpoint
CREATE TRIGGER "order_customers_reset" AFTER TRUNCATE ON "orders"
FOR EACH STATEMENT EXECUTE FUNCTION "order_customers_reset"();--> statement-breakpoint
-- The orders already there, once (the lock above holds writers until this commits).
INSERT INTO "order_customers"
  ("user_id", "name", "email", "phone", "placed", "orders", "spent_minor", "last_order_at")
SELECT DISTINCT ON (o.user_id) o.user_id, o.customer_name, o.email, o.customer_phone, s.placed,
  s.orders, s.spent, s.last_at
FROM "orders" o JOIN (
  SELECT user_id, count(*) AS placed, count(*) FILTER (WHERE status <> 'canceled') AS orders,
    coalesce(sum(total_minor::bigint - CASE WHEN status = 'canceled'
      THEN coalesce(refund_minor, total_minor) ELSE 0 END), 0) AS spent,
    max(created_at) AS last_at
  FROM "orders" GROUP BY user_id
) s ON s.user_id = o.user_id
ORDER BY o.user_id, o.created_at DESC, o.id DESC;
