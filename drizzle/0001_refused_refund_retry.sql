ALTER TABLE "payments" ADD COLUMN "refund_due_minor" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_retry_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "payments_refund_retry_idx" ON "payments" USING btree ("refund_retry_at") WHERE "payments"."refund_retry_at" is not null;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refund_due_positive" CHECK ("payments"."refund_due_minor" is null or "payments"."refund_due_minor" > 0);--> statement-breakpoint
-- Payments refused before this migration whose every refund attempt failed: the money is owed back,
-- so the recovery loop retries it from now on.
UPDATE "payments" SET "refund_due_minor" = "owed"."amount_minor", "refund_retry_at" = now()
FROM (
  SELECT "payment_id", max("amount_minor") AS "amount_minor" FROM "refunds"
  GROUP BY "payment_id" HAVING bool_and("status" = 'failed')
) AS "owed"
WHERE "payments"."id" = "owed"."payment_id" AND "payments"."status" = 'rejected';
