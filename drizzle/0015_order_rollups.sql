CREATE TABLE "order_sales_buckets" (
	"bucket" timestamp with time zone NOT NULL,
	"slot" smallint NOT NULL,
	"orders" bigint DEFAULT 0 NOT NULL,
	"revenue_minor" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "order_sales_buckets_bucket_slot_pk" PRIMARY KEY("bucket","slot")
);
--> statement-breakpoint
CREATE TABLE "order_totals" (
	"slot" smallint PRIMARY KEY NOT NULL,
	"orders" bigint DEFAULT 0 NOT NULL,
	"delivered" bigint DEFAULT 0 NOT NULL,
	"revenue_minor" bigint DEFAULT 0 NOT NULL,
	"refunds_pending" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reservation_status_counts" (
	"status" text NOT NULL,
	"slot" smallint NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "reservation_status_counts_status_slot_pk" PRIMARY KEY("status","slot")
);
