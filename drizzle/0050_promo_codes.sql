CREATE TABLE "promo_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"percent" integer,
	"amount_minor" integer,
	"minimum_order_minor" integer DEFAULT 0 NOT NULL,
	"first_day" text,
	"last_day" text,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"dish_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"total_cap" integer,
	"per_customer_cap" integer,
	"uses" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "promo_codes_value" CHECK (("promo_codes"."kind" = 'percent' and "promo_codes"."percent" between 1 and 100 and "promo_codes"."amount_minor" is null)
        or ("promo_codes"."kind" = 'amount' and "promo_codes"."amount_minor" > 0 and "promo_codes"."percent" is null)
        or ("promo_codes"."kind" = 'free_delivery' and "promo_codes"."percent" is null and "promo_codes"."amount_minor" is null)),
	CONSTRAINT "promo_codes_uses_within_cap" CHECK ("promo_codes"."uses" >= 0 and ("promo_codes"."total_cap" is null or "promo_codes"."uses" <= "promo_codes"."total_cap")),
	CONSTRAINT "promo_codes_caps_positive" CHECK (coalesce("promo_codes"."total_cap", 1) > 0 and coalesce("promo_codes"."per_customer_cap", 1) > 0),
	CONSTRAINT "promo_codes_days" CHECK ("promo_codes"."ends_at" is null or "promo_codes"."starts_at" is null or "promo_codes"."ends_at" > "promo_codes"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "promo_customer_uses" (
	"promo_code_id" uuid NOT NULL,
	"customer_key" text NOT NULL,
	"uses" integer NOT NULL,
	CONSTRAINT "promo_customer_uses_promo_code_id_customer_key_pk" PRIMARY KEY("promo_code_id","customer_key"),
	CONSTRAINT "promo_customer_uses_positive" CHECK ("promo_customer_uses"."uses" >= 0)
);
--> statement-breakpoint
CREATE TABLE "promo_redemptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"promo_code_id" uuid NOT NULL,
	"customer_key" text NOT NULL,
	"reference" text NOT NULL,
	"discount_minor" integer NOT NULL,
	"status" text DEFAULT 'held' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_redemptions_discount" CHECK ("promo_redemptions"."discount_minor" >= 0)
);
--> statement-breakpoint
ALTER TABLE "promo_customer_uses" ADD CONSTRAINT "promo_customer_uses_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promo_codes_code_unique" ON "promo_codes" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_redemptions_reference_unique" ON "promo_redemptions" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "promo_redemptions_code_idx" ON "promo_redemptions" USING btree ("promo_code_id","created_at");