ALTER TABLE "users" ADD COLUMN "cart_revision" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Every statement that writes a diner's cart lines moves their users.cart_revision on, in that
-- statement's transaction, whatever code runs it (adds, quantities, accepted prices, the guest
-- merge at sign-in, checkout's clear). The session lookup reads the revision with the user, so an
-- instance answers GET /api/cart from the view it priced at that revision and never from an older
-- one, even when another instance made the change (issue 15 item 7). Guest lines (user_id null)
-- move no revision: a guest's cart is read from the database on PostgreSQL.
CREATE FUNCTION "cart_items_revision_new"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "users" SET "cart_revision" = "cart_revision" + 1
  WHERE "id" IN (SELECT "user_id" FROM new_lines WHERE "user_id" IS NOT NULL);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "cart_items_revision_old"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "users" SET "cart_revision" = "cart_revision" + 1
  WHERE "id" IN (SELECT "user_id" FROM old_lines WHERE "user_id" IS NOT NULL);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "cart_items_revision_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "users" SET "cart_revision" = "cart_revision" + 1
  WHERE "id" IN (
    SELECT "user_id" FROM old_lines WHERE "user_id" IS NOT NULL
    UNION SELECT "user_id" FROM new_lines WHERE "user_id" IS NOT NULL
  );
  RETURN NULL;
END $$;--> statement-breakpoint
-- A TRUNCATE (tests, a restore) may have emptied anyone's cart: every revision moves on.
CREATE FUNCTION "cart_items_revision_all"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "users" SET "cart_revision" = "cart_revision" + 1;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "cart_items_revision_insert" AFTER INSERT ON "cart_items"
REFERENCING NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION "cart_items_revision_new"();--> statement-breakpoint
CREATE TRIGGER "cart_items_revision_update" AFTER UPDATE ON "cart_items"
REFERENCING OLD TABLE AS old_lines NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION "cart_items_revision_changed"();--> statement-breakpoint
CREATE TRIGGER "cart_items_revision_delete" AFTER DELETE ON "cart_items"
REFERENCING OLD TABLE AS old_lines FOR EACH STATEMENT EXECUTE FUNCTION "cart_items_revision_old"();--> statement-breakpoint
CREATE TRIGGER "cart_items_revision_truncate" AFTER TRUNCATE ON "cart_items"
FOR EACH STATEMENT EXECUTE FUNCTION "cart_items_revision_all"();
