CREATE TABLE "dining_tables" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"min_seats" integer NOT NULL,
	"max_seats" integer NOT NULL,
	"area" text NOT NULL,
	"joins_with" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dining_tables_seats_range" CHECK ("dining_tables"."min_seats" between 1 and 20 and "dining_tables"."max_seats" between "dining_tables"."min_seats" and 20)
);
--> statement-breakpoint
CREATE TABLE "reservation_tables" (
	"reservation_id" uuid NOT NULL,
	"table_id" uuid NOT NULL,
	"reservation_date" date NOT NULL,
	"starts_min" integer NOT NULL,
	"ends_min" integer NOT NULL,
	CONSTRAINT "reservation_tables_table_id_reservation_id_pk" PRIMARY KEY("table_id","reservation_id"),
	CONSTRAINT "reservation_tables_span" CHECK ("reservation_tables"."starts_min" >= 0 and "reservation_tables"."ends_min" > "reservation_tables"."starts_min")
);
--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "stay_minutes" integer;--> statement-breakpoint
ALTER TABLE "reservation_tables" ADD CONSTRAINT "reservation_tables_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_tables" ADD CONSTRAINT "reservation_tables_table_id_dining_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."dining_tables"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dining_tables_name_key" ON "dining_tables" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "reservation_tables_day_idx" ON "reservation_tables" USING btree ("reservation_date","table_id");--> statement-breakpoint
CREATE INDEX "reservation_tables_reservation_idx" ON "reservation_tables" USING btree ("reservation_id");