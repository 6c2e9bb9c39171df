CREATE TABLE "sandbox_refunds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sandbox_refunds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"reference" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"merchant_note" text,
	"status" text DEFAULT 'processed' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_due_currency" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "check_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "sandbox_refunds_reference_idx" ON "sandbox_refunds" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "refunds_open_idx" ON "refunds" USING btree ("status","updated_at") WHERE "refunds"."status" in ('requested', 'unknown', 'pending', 'needs_attention');--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refunded_within_charged" CHECK ("payments"."refunded_minor" >= 0 and "payments"."refunded_minor" <= coalesce("payments"."refund_due_minor", "payments"."amount_minor"));