CREATE TABLE "reservation_waitlist" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"restaurant_day" date NOT NULL,
	"start_min" integer NOT NULL,
	"party" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"offered_at" timestamp with time zone,
	"offer_expires_at" timestamp with time zone,
	"table_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"stay_minutes" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservation_waitlist_status_known" CHECK ("reservation_waitlist"."status" in ('waiting', 'offered', 'booked', 'expired', 'left')),
	CONSTRAINT "reservation_waitlist_party_range" CHECK ("reservation_waitlist"."party" between 1 and 20),
	CONSTRAINT "reservation_waitlist_start_range" CHECK ("reservation_waitlist"."start_min" between 0 and 1439),
	CONSTRAINT "reservation_waitlist_offer_times" CHECK ("reservation_waitlist"."status" <> 'offered' or ("reservation_waitlist"."offered_at" is not null and "reservation_waitlist"."offer_expires_at" > "reservation_waitlist"."offered_at"))
);
--> statement-breakpoint
CREATE TABLE "waitlist_rechecks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"restaurant_day" date NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reservation_waitlist" ADD CONSTRAINT "reservation_waitlist_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reservation_waitlist_active_key" ON "reservation_waitlist" USING btree ("user_id","restaurant_day","start_min") WHERE "reservation_waitlist"."status" in ('waiting', 'offered');--> statement-breakpoint
CREATE INDEX "reservation_waitlist_day_idx" ON "reservation_waitlist" USING btree ("restaurant_day","created_at") WHERE "reservation_waitlist"."status" in ('waiting', 'offered');--> statement-breakpoint
CREATE INDEX "reservation_waitlist_offer_expiry_idx" ON "reservation_waitlist" USING btree ("offer_expires_at") WHERE "reservation_waitlist"."status" = 'offered';--> statement-breakpoint
CREATE INDEX "waitlist_rechecks_day_idx" ON "waitlist_rechecks" USING btree ("restaurant_day");--> statement-breakpoint
-- The waitlist's work queue (issue 18 item 8): whenever a booking stops holding its seats or
-- table (a cancel by either side, a decline, an expiry, a smaller party, a new day or time, a
-- table move, an early finish), the same transaction asks for its day to be re-checked. A
-- trigger, so every writer (the diner, the host, the sweeps, a script) is covered; only days
-- with someone waiting get a row.
CREATE OR REPLACE FUNCTION "waitlist_recheck_day"(day date) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM "reservation_waitlist"
    WHERE "restaurant_day" = day AND "status" = 'waiting'
  ) THEN
    INSERT INTO "waitlist_rechecks" ("restaurant_day") VALUES (day);
  END IF;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "reservations_freed_seats"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status IN ('pending', 'confirmed', 'seated') AND (
    NEW.status NOT IN ('pending', 'confirmed', 'seated') OR
    NEW.reservation_date <> OLD.reservation_date OR
    NEW.reservation_time <> OLD.reservation_time OR
    NEW.guests < OLD.guests
  ) THEN
    PERFORM "waitlist_recheck_day"(OLD.reservation_date);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "reservations_freed_seats" AFTER UPDATE ON "reservations"
FOR EACH ROW EXECUTE FUNCTION "reservations_freed_seats"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "reservation_tables_freed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR NEW.ends_min < OLD.ends_min OR NEW.table_id <> OLD.table_id THEN
    PERFORM "waitlist_recheck_day"(OLD.reservation_date);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "reservation_tables_freed" AFTER UPDATE OR DELETE ON "reservation_tables"
FOR EACH ROW EXECUTE FUNCTION "reservation_tables_freed"();
