ALTER TABLE "restaurant_settings" ADD COLUMN "booking_rules" jsonb;--> statement-breakpoint
-- Issue 18: seats are guests. The party size is what a booking is for; the separate seat count was
-- the wizard's suggestion (2 for a party of 1) or a number typed apart from the party (a party of 4
-- holding 2 seats, 1 guest holding 40). From now on every row holds one seat per guest, kept by the
-- database: the column is dropped and added back as generated from guests.
ALTER TABLE "reservations" DROP CONSTRAINT "reservations_seats_positive";--> statement-breakpoint
ALTER TABLE "reservations" drop column "seats";--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "seats" integer GENERATED ALWAYS AS (guests) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "reservations_pending_expiry_idx" ON "reservations" USING btree ("expires_at") WHERE "reservations"."status" = 'pending';--> statement-breakpoint
-- Requests of past days that nobody decided are history: expired, without a mail.
UPDATE "reservations" SET "status" = 'expired' WHERE "status" = 'pending' AND "reservation_date" < current_date;--> statement-breakpoint
-- Requests still ahead expire 24 hours (the default rule) after they were made; the sweep mails them.
UPDATE "reservations" SET "expires_at" = "created_at" + interval '24 hours' WHERE "status" = 'pending';
