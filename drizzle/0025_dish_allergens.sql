ALTER TABLE "dishes" ADD COLUMN "allergens" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "dishes" ADD COLUMN "diets" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "dishes" ADD COLUMN "spicy" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "dishes" ADD CONSTRAINT "dishes_allergens_known" CHECK ("dishes"."allergens" <@ ARRAY['celery', 'gluten', 'crustaceans', 'eggs', 'fish', 'lupin', 'milk', 'molluscs', 'mustard', 'tree-nuts', 'peanuts', 'sesame', 'soybeans', 'sulphites']::text[]);--> statement-breakpoint
ALTER TABLE "dishes" ADD CONSTRAINT "dishes_diets_known" CHECK ("dishes"."diets" <@ ARRAY['vegetarian', 'vegan', 'halal', 'gluten-free']::text[]);--> statement-breakpoint
ALTER TABLE "dishes" ADD CONSTRAINT "dishes_spicy_range" CHECK ("dishes"."spicy" between 0 and 3);