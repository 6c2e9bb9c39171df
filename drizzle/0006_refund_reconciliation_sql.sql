-- payments.refunded_minor is what a payment's refunds that are not 'failed' add up to, kept by this
-- trigger in the same transaction as every change to refunds. The CHECK
-- payments_refunded_within_charged then refuses any refund beyond what was charged, whatever code
-- (or hand-written SQL) inserts it. The UPDATE takes the payment's row lock, so parallel refunds of
-- one payment are counted one after the other, on PostgreSQL and PGlite alike.
CREATE OR REPLACE FUNCTION "refunds_keep_payment_total"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_counted integer := 0;
  new_counted integer := 0;
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.status <> 'failed' THEN old_counted := OLD.amount_minor; END IF;
  IF TG_OP <> 'DELETE' AND NEW.status <> 'failed' THEN new_counted := NEW.amount_minor; END IF;
  IF TG_OP = 'UPDATE' AND OLD.payment_id = NEW.payment_id THEN
    IF new_counted <> old_counted THEN
      UPDATE "payments" SET "refunded_minor" = "refunded_minor" + new_counted - old_counted
      WHERE "id" = NEW.payment_id;
    END IF;
    RETURN NULL;
  END IF;
  IF old_counted <> 0 THEN
    UPDATE "payments" SET "refunded_minor" = "refunded_minor" - old_counted WHERE "id" = OLD.payment_id;
  END IF;
  IF new_counted <> 0 THEN
    UPDATE "payments" SET "refunded_minor" = "refunded_minor" + new_counted WHERE "id" = NEW.payment_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "refunds_keep_payment_total"
AFTER INSERT OR UPDATE OF "status", "amount_minor", "payment_id" OR DELETE ON "refunds"
FOR EACH ROW EXECUTE FUNCTION "refunds_keep_payment_total"();--> statement-breakpoint
-- Existing refunds: count them once.
UPDATE "payments" SET "refunded_minor" = "counted"."total"
FROM (
  SELECT "payment_id", sum("amount_minor")::integer AS "total" FROM "refunds"
  WHERE "status" <> 'failed' GROUP BY "payment_id"
) AS "counted"
WHERE "payments"."id" = "counted"."payment_id";
