ALTER TABLE "reservations" DROP CONSTRAINT "reservations_status_known";--> statement-breakpoint
DROP INDEX "reservations_held_slot_idx";--> statement-breakpoint
DROP INDEX "reservations_pending_expiry_idx";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "reservation_id" uuid;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "deposit_minor" integer;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "deposit_status" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "deposit_payment_id" uuid;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "deposit_paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "deposit_refund_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "deposit_refund_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_reservation_idx" ON "payments" USING btree ("reservation_id") WHERE "payments"."reservation_id" is not null;--> statement-breakpoint
CREATE INDEX "reservations_deposit_refund_due_idx" ON "reservations" USING btree ("deposit_refund_due_at") WHERE "reservations"."deposit_status" = 'refunding' and "reservations"."deposit_refund_due_at" is not null;--> statement-breakpoint
CREATE INDEX "reservations_held_slot_idx" ON "reservations" USING btree ("reservation_date","reservation_time") WHERE "reservations"."status" in ('awaiting_deposit', 'pending', 'confirmed', 'seated');--> statement-breakpoint
CREATE INDEX "reservations_pending_expiry_idx" ON "reservations" USING btree ("expires_at") WHERE "reservations"."status" in ('pending', 'awaiting_deposit');--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_deposit_payer" CHECK ("payments"."reservation_id" is null or ("payments"."user_id" is not null and "payments"."order_id" is null));--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_deposit_known" CHECK ("reservations"."deposit_status" is null or "reservations"."deposit_status" in ('awaiting', 'paid', 'refunding', 'refunded', 'kept', 'unpaid'));--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_deposit_shape" CHECK (("reservations"."deposit_status" is null) = ("reservations"."deposit_minor" is null) and ("reservations"."deposit_minor" is null or "reservations"."deposit_minor" > 0) and ("reservations"."status" = 'awaiting_deposit') = (coalesce("reservations"."deposit_status", '') = 'awaiting'));--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_deposit_paid_by" CHECK (coalesce("reservations"."deposit_status", 'awaiting') in ('awaiting', 'unpaid') or "reservations"."deposit_payment_id" is not null);--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_status_known" CHECK ("reservations"."status" in ('awaiting_deposit', 'pending', 'confirmed', 'seated', 'completed', 'declined', 'canceled', 'expired', 'no_show'));--> statement-breakpoint
-- Issue 18 item 7, booking deposits. A party owing a deposit starts 'awaiting_deposit' and holds
-- its table for the short hold; its payment moves it on as any booking (src/shared/booking-stages.ts).
CREATE OR REPLACE FUNCTION "reservations_status_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status IS DISTINCT FROM OLD.status AND NOT (
    (OLD.status = 'awaiting_deposit' AND NEW.status IN ('pending', 'confirmed', 'canceled', 'expired')) OR
    (OLD.status = 'pending' AND NEW.status IN ('confirmed', 'declined', 'canceled', 'expired')) OR
    (OLD.status = 'confirmed' AND NEW.status IN ('seated', 'no_show', 'canceled')) OR
    (OLD.status = 'seated' AND NEW.status = 'completed')
  ) THEN
    RAISE EXCEPTION 'reservation % cannot move from % to %', OLD.id, OLD.status, NEW.status
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
-- The deposit follows the booking, whoever writes the status (the host, the guest, the sweeps,
-- an account's deletion): `depositAfterMove` of src/shared/deposits.ts. Money paid is owed back
-- in full (due at once: the deposit refund sweep makes it, exactly once under the booking's key)
-- when the booking is canceled, declined or expires; a no-show keeps it; a hold that ends unpaid
-- is 'unpaid'. Leaving 'awaiting_deposit' for a held status needs the deposit paid in the same write.
CREATE OR REPLACE FUNCTION "reservations_deposit_follows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status IS DISTINCT FROM OLD.status AND OLD.deposit_status IS NOT NULL THEN
    IF OLD.deposit_status = 'paid' AND NEW.status IN ('canceled', 'declined', 'expired') THEN
      NEW.deposit_status := 'refunding';
      NEW.deposit_refund_due_at := now();
    ELSIF OLD.deposit_status = 'paid' AND NEW.status = 'no_show' THEN
      NEW.deposit_status := 'kept';
    ELSIF OLD.deposit_status = 'awaiting' AND NEW.status IN ('canceled', 'expired') THEN
      NEW.deposit_status := 'unpaid';
    END IF;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "reservations_deposit_follows" BEFORE UPDATE OF "status" ON "reservations"
FOR EACH ROW EXECUTE FUNCTION "reservations_deposit_follows"();--> statement-breakpoint
-- The waitlist's re-check (migration 0039) with the deposit hold among the statuses that hold.
CREATE OR REPLACE FUNCTION "reservations_freed_seats"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status IN ('awaiting_deposit', 'pending', 'confirmed', 'seated') AND (
    NEW.status NOT IN ('awaiting_deposit', 'pending', 'confirmed', 'seated') OR
    NEW.reservation_date <> OLD.reservation_date OR
    NEW.reservation_time <> OLD.reservation_time OR
    NEW.guests < OLD.guests
  ) THEN
    PERFORM "waitlist_recheck_day"(OLD.reservation_date);
  END IF;
  RETURN NULL;
END $$;
