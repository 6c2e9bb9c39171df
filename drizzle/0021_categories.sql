CREATE TABLE "categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "categories_name_length" CHECK (char_length("categories"."name") between 1 and 40)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "categories_name_unique" ON "categories" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_name_folded_unique" ON "categories" USING btree (lower("name"));--> statement-breakpoint
-- Data: the spec's seven, then the three more the dish form offered, in that order; then any other
-- category a dish carries (first spelling wins), so every dish keeps its category.
INSERT INTO "categories" ("name", "position") VALUES
	('Pizza', 1), ('Burger', 2), ('Pasta', 3), ('Salad', 4), ('Cheese', 5), ('Drinks', 6),
	('Steak', 7), ('Vegetables', 8), ('Snacks', 9), ('Pastries', 10);--> statement-breakpoint
INSERT INTO "categories" ("name", "position")
SELECT "name", 10 + row_number() OVER (ORDER BY lower("name")) FROM (
	SELECT DISTINCT ON (lower("category")) "category" AS "name" FROM "dishes"
	WHERE lower("category") NOT IN (SELECT lower("name") FROM "categories")
	ORDER BY lower("category"), "category"
) AS "others";--> statement-breakpoint
UPDATE "dishes" SET "category" = c."name" FROM "categories" c
WHERE lower("dishes"."category") = lower(c."name") AND "dishes"."category" <> c."name";--> statement-breakpoint
ALTER TABLE "dishes" ADD CONSTRAINT "dishes_category_categories_name_fk" FOREIGN KEY ("category") REFERENCES "public"."categories"("name") ON DELETE restrict ON UPDATE cascade;