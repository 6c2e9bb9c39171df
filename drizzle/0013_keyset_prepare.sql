-- Keyset pagination and indexed search (issue 15 items 1-2), before the indexes of the next migration.
-- pg_trgm backs the substring search indexes; it is a trusted extension (PostgreSQL 13+), so the
-- database owner may create it. PGlite loads it in src/server/db/client.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- The delivered and canceled lists sort by these times, and a check will require them: rows made
-- before the timestamps were always written take their creation time.
UPDATE "orders" SET "delivered_at" = "created_at" WHERE "status" = 'delivered' AND "delivered_at" IS NULL;--> statement-breakpoint
UPDATE "orders" SET "canceled_at" = "created_at" WHERE "status" = 'canceled' AND "canceled_at" IS NULL;
