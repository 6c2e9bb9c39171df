ALTER TABLE "address_details" ADD COLUMN "is_default" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Every customer who already saved addresses gets one default: the newest, which checkout chose until now.
UPDATE "address_details" SET "is_default" = true
  WHERE "id" IN (
    SELECT DISTINCT ON ("user_id") "id" FROM "address_details"
    ORDER BY "user_id", "created_at" DESC, "id" DESC
  );--> statement-breakpoint
-- At most one default per customer, whatever runs in parallel.
CREATE UNIQUE INDEX "address_details_one_default" ON "address_details" USING btree ("user_id") WHERE "address_details"."is_default";--> statement-breakpoint
-- The insert trigger of 0003 (cap of 20) also makes a customer's first address the default: it
-- already holds the lock per user, so two first addresses saved at once cannot both become it.
-- Changing the default and removing an address take the same lock (checkout/repository.ts).
CREATE OR REPLACE FUNCTION "address_details_cap"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(31355, hashtext(NEW."user_id"::text));
  IF (SELECT count(*) FROM "address_details" WHERE "user_id" = NEW."user_id") >= 20 THEN
    RAISE EXCEPTION 'a customer keeps at most 20 saved addresses'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'address_details_cap', TABLE = 'address_details';
  END IF;
  IF NOT EXISTS (SELECT 1 FROM "address_details" WHERE "user_id" = NEW."user_id" AND "is_default") THEN
    NEW."is_default" := true;
  END IF;
  RETURN NEW;
END;
$$;
