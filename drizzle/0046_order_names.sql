CREATE TABLE "order_names" (
	"name" text PRIMARY KEY NOT NULL,
	"orders" bigint NOT NULL
);
--> statement-breakpoint
DROP INDEX "orders_customer_name_trgm_idx";--> statement-breakpoint
-- The names the search looks a term up in (orders/name-schema.ts, issue 15 item 2), in lower case
-- (the search ignores case, and `like` on lowered text costs far less than `ilike`). Kept like the
-- customers list (0028): statement triggers on orders over their transition tables, in the
-- writing transaction, each change one `insert ... on conflict do update set n = n + excluded.n`
-- (never read then write), in name order (two writers never wait on each other crosswise). A name
-- no order carries any more is deleted: the account deletion's anonymising takes it out.
LOCK TABLE "orders" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "order_names_apply"(removed text[], added text[]) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO "order_names" AS t ("name", "orders")
  SELECT c.name, sum(c.n) FROM (
    SELECT r AS name, -1 AS n FROM unnest(removed) AS r
    UNION ALL
    SELECT a, 1 FROM unnest(added) AS a
  ) c
  GROUP BY c.name HAVING sum(c.n) <> 0
  ORDER BY c.name
  ON CONFLICT ("name") DO UPDATE SET "orders" = t."orders" + excluded."orders";
  DELETE FROM "order_names" WHERE "orders" <= 0 AND "name" = ANY(removed);
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "order_names_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "order_names_apply"('{}', array(SELECT lower(n.customer_name) FROM new_rows n));
  RETURN NULL;
END $$;--> statement-breakpoint
-- Only rows whose name changed: a stage change writes nothing here.
CREATE OR REPLACE FUNCTION "order_names_update"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  removed text[];
  added text[];
BEGIN
  SELECT array_agg(lower(o.customer_name)), array_agg(lower(n.customer_name)) INTO removed, added
  FROM old_rows o JOIN new_rows n ON n.id = o.id
  WHERE lower(o.customer_name) IS DISTINCT FROM lower(n.customer_name);
  IF removed IS NOT NULL THEN
    PERFORM "order_names_apply"(removed, added);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "order_names_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "order_names_apply"(array(SELECT lower(o.customer_name) FROM old_rows o), '{}');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "order_names_reset"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "order_names";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "order_names_insert" AFTER INSERT ON "orders"
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "order_names_insert"();--> statement-breakpoint
CREATE TRIGGER "order_names_update" AFTER UPDATE ON "orders"
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "order_names_update"();--> statement-breakpoint
CREATE TRIGGER "order_names_delete" AFTER DELETE ON "orders"
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "order_names_delete"();--> statement-breakpoint
CREATE TRIGGER "order_names_reset" AFTER TRUNCATE ON "orders"
FOR EACH STATEMENT EXECUTE FUNCTION "order_names_reset"();--> statement-breakpoint
-- The orders already there, once (the lock above holds writers until this commits).
INSERT INTO "order_names" ("name", "orders")
SELECT lower("customer_name"), count(*) FROM "orders" GROUP BY 1;--> statement-breakpoint
-- Built after the rows, in one pass: built on the empty table, the rows went to its pending list,
-- and the planner would not use it until a vacuum.
CREATE INDEX "order_names_trgm_idx" ON "order_names" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
-- The planner has figures for the new table at once (the search reads it on the next request).
ANALYZE "order_names";
