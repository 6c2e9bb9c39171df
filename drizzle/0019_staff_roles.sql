-- Staff roles (issue 19): the one back-office role 'admin' becomes 'owner' (every permission);
-- the check then holds the roles of src/shared/permissions.ts, so no other value can be written.
UPDATE "users" SET "role" = 'owner' WHERE "role" = 'admin';--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("users"."role" in ('customer', 'owner', 'manager', 'kitchen', 'host'));