DROP INDEX "reservations_held_slot_idx";--> statement-breakpoint
ALTER TABLE "reservations" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "source" text DEFAULT 'online' NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "decline_reason" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "seated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "canceled_by" text;--> statement-breakpoint
CREATE INDEX "reservations_held_slot_idx" ON "reservations" USING btree ("reservation_date","reservation_time") WHERE "reservations"."status" in ('pending', 'confirmed', 'seated');--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_status_known" CHECK ("reservations"."status" in ('pending', 'confirmed', 'seated', 'completed', 'declined', 'canceled', 'expired', 'no_show'));--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_account_or_walk_in" CHECK ("reservations"."user_id" is not null or "reservations"."source" = 'walk_in');--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_declined_with_reason" CHECK ("reservations"."status" <> 'declined' or length(coalesce("reservations"."decline_reason", '')) between 1 and 200);--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_source_known" CHECK ("source" in ('online', 'walk_in'));--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_canceled_by_known" CHECK ("canceled_by" is null or "canceled_by" in ('guest', 'restaurant'));--> statement-breakpoint
-- The booking stages (src/shared/booking-stages.ts), kept by the database too: a status only
-- moves along the table, whatever writes it (the host, the diner, the expiry sweep, a script).
CREATE OR REPLACE FUNCTION "reservations_status_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status IS DISTINCT FROM OLD.status AND NOT (
    (OLD.status = 'pending' AND NEW.status IN ('confirmed', 'declined', 'canceled', 'expired')) OR
    (OLD.status = 'confirmed' AND NEW.status IN ('seated', 'no_show', 'canceled')) OR
    (OLD.status = 'seated' AND NEW.status = 'completed')
  ) THEN
    RAISE EXCEPTION 'reservation % cannot move from % to %', OLD.id, OLD.status, NEW.status
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "reservations_status_move" BEFORE UPDATE OF "status" ON "reservations"
FOR EACH ROW EXECUTE FUNCTION "reservations_status_move"();
