-- A customer keeps at most 20 saved addresses (MAX_SAVED_ADDRESSES in src/shared/checkout.ts), held
-- by the database: every insert takes a lock per user for the rest of its transaction, then counts.
-- Parallel inserts for one user queue on the lock, and the count (a new statement after the lock,
-- under READ COMMITTED) sees the rows committed before, so no burst can pass the cap.
CREATE OR REPLACE FUNCTION "address_details_cap"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(31355, hashtext(NEW."user_id"::text));
  IF (SELECT count(*) FROM "address_details" WHERE "user_id" = NEW."user_id") >= 20 THEN
    RAISE EXCEPTION 'a customer keeps at most 20 saved addresses'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'address_details_cap', TABLE = 'address_details';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "address_details_cap" BEFORE INSERT ON "address_details"
  FOR EACH ROW EXECUTE FUNCTION "address_details_cap"();
