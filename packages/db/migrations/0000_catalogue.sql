CREATE TABLE "causes" (
	"key" text PRIMARY KEY NOT NULL,
	"url_slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	CONSTRAINT "causes_url_slug_unique" UNIQUE("url_slug")
);
--> statement-breakpoint
CREATE TABLE "lotteries" (
	"key" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"draw_days" smallint NOT NULL,
	"draw_time_local" text NOT NULL,
	"stop_minutes_before" integer NOT NULL,
	"first_draw_no" integer DEFAULT 1 NOT NULL,
	"number_sets" jsonb NOT NULL,
	"fixed_prize_pool_cents" bigint,
	"fixed_prize_pool_suffix" text,
	"brand_colours" jsonb NOT NULL,
	"brand_region_overrides" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"logo_text" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "lotteries_kind_check" CHECK (kind in ('lottery', 'raffle', 'syndicate')),
	CONSTRAINT "lotteries_draw_days_check" CHECK ("lotteries"."draw_days" between 0 and 127),
	CONSTRAINT "lotteries_draw_time_check" CHECK ("lotteries"."draw_time_local" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "lotteries_stop_check" CHECK ("lotteries"."stop_minutes_before" >= 0)
);
--> statement-breakpoint
CREATE TABLE "offer_restrictions" (
	"product_offer_key" text NOT NULL,
	"type" text NOT NULL,
	"regions" text[] NOT NULL,
	CONSTRAINT "offer_restrictions_product_offer_key_type_pk" PRIMARY KEY("product_offer_key","type"),
	CONSTRAINT "offer_restrictions_type_check" CHECK (type in ('licensing_restriction', 'migration_restriction'))
);
--> statement-breakpoint
CREATE TABLE "pricing_offers" (
	"pricing_id" text NOT NULL,
	"product_offer_key" text NOT NULL,
	"rank" integer NOT NULL,
	CONSTRAINT "pricing_offers_pricing_id_product_offer_key_pk" PRIMARY KEY("pricing_id","product_offer_key")
);
--> statement-breakpoint
CREATE TABLE "pricings" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_offer_causes" (
	"product_offer_key" text NOT NULL,
	"cause_key" text NOT NULL,
	"rank" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_offer_causes_product_offer_key_cause_key_pk" PRIMARY KEY("product_offer_key","cause_key")
);
--> statement-breakpoint
CREATE TABLE "product_offers" (
	"key" text PRIMARY KEY NOT NULL,
	"lottery_key" text NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"url" text NOT NULL,
	"url_aliases" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"display_category" text NOT NULL,
	"availability" text DEFAULT 'available' NOT NULL,
	"suspended" boolean DEFAULT false NOT NULL,
	"recurring_purchase_type" text NOT NULL,
	"recurring_purchase_availability" text NOT NULL,
	"analytics_product_type" text NOT NULL,
	"game_types" jsonb NOT NULL,
	CONSTRAINT "product_offers_url_unique" UNIQUE("url"),
	CONSTRAINT "product_offers_type_check" CHECK (type in ('lottery_ticket', 'multi_draw_ticket', 'raffle_ticket', 'syndicate_share', 'social_syndicate_share', 'membership')),
	CONSTRAINT "product_offers_display_category_check" CHECK (display_category in ('lottery', 'jackpot', 'raffle', 'syndicate')),
	CONSTRAINT "product_offers_availability_check" CHECK ("product_offers"."availability" in ('available', 'unavailable')),
	CONSTRAINT "product_offers_recurring_type_check" CHECK ("product_offers"."recurring_purchase_type" in ('autoplay', 'subscription')),
	CONSTRAINT "product_offers_recurring_availability_check" CHECK ("product_offers"."recurring_purchase_availability" in ('optional', 'always', 'never'))
);
--> statement-breakpoint
CREATE TABLE "syndicates" (
	"product_offer_key" text PRIMARY KEY NOT NULL,
	"size" integer NOT NULL,
	"shares_sold" integer DEFAULT 0 NOT NULL,
	"cost_per_share_cents" integer NOT NULL,
	"encoded_id" text NOT NULL,
	"tickets" jsonb NOT NULL,
	CONSTRAINT "syndicates_encoded_id_unique" UNIQUE("encoded_id"),
	CONSTRAINT "syndicates_size_check" CHECK ("syndicates"."size" > 0),
	CONSTRAINT "syndicates_shares_check" CHECK ("syndicates"."shares_sold" >= 0 and "syndicates"."shares_sold" <= "syndicates"."size"),
	CONSTRAINT "syndicates_cost_check" CHECK ("syndicates"."cost_per_share_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "draws" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lottery_key" text NOT NULL,
	"draw_no" integer NOT NULL,
	"draw_at" timestamp with time zone NOT NULL,
	"stop_at" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'DRAW_OPEN' NOT NULL,
	"prize_pool_cents" bigint,
	"prize_pool_suffix" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "draws_lottery_draw_no_unique" UNIQUE("lottery_key","draw_no"),
	CONSTRAINT "draws_lottery_draw_at_unique" UNIQUE("lottery_key","draw_at"),
	CONSTRAINT "draws_state_check" CHECK (state in ('DRAW_OPEN', 'DRAW_CLOSED', 'DRAW_DRAWN', 'DRAW_SCORED', 'DRAW_PAID', 'DRAW_EMAILED', 'DRAW_CAPPED')),
	CONSTRAINT "draws_stop_before_draw_check" CHECK ("draws"."stop_at" <= "draws"."draw_at"),
	CONSTRAINT "draws_prize_pool_check" CHECK ("draws"."prize_pool_cents" is null or "draws"."prize_pool_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "raffle_draws" (
	"draw_id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"prize_value_cents" bigint NOT NULL,
	"ticket_cap" integer NOT NULL,
	"tickets_sold" integer DEFAULT 0 NOT NULL,
	"sales_start_at" timestamp with time zone NOT NULL,
	"pre_order_start_at" timestamp with time zone,
	"feature_image" text,
	CONSTRAINT "raffle_draws_cap_check" CHECK ("raffle_draws"."ticket_cap" > 0),
	CONSTRAINT "raffle_draws_sold_check" CHECK ("raffle_draws"."tickets_sold" >= 0 and "raffle_draws"."tickets_sold" <= "raffle_draws"."ticket_cap"),
	CONSTRAINT "raffle_draws_prize_check" CHECK ("raffle_draws"."prize_value_cents" >= 0),
	CONSTRAINT "raffle_draws_pre_order_check" CHECK ("raffle_draws"."pre_order_start_at" is null or "raffle_draws"."pre_order_start_at" <= "raffle_draws"."sales_start_at")
);
--> statement-breakpoint
CREATE TABLE "raffle_offers" (
	"draw_id" uuid NOT NULL,
	"key" text NOT NULL,
	"num_tickets" integer NOT NULL,
	"price_cents" integer NOT NULL,
	CONSTRAINT "raffle_offers_draw_id_key_pk" PRIMARY KEY("draw_id","key"),
	CONSTRAINT "raffle_offers_tickets_check" CHECK ("raffle_offers"."num_tickets" > 0),
	CONSTRAINT "raffle_offers_price_check" CHECK ("raffle_offers"."price_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "segments" (
	"name" text PRIMARY KEY NOT NULL,
	"capabilities" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scheduled_jobs" (
	"name" text PRIMARY KEY NOT NULL,
	"next_run_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone,
	"locked_by" text,
	"last_run_at" timestamp with time zone,
	"last_error" text,
	"run_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "scheduled_jobs_run_count_check" CHECK ("scheduled_jobs"."run_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "offer_restrictions" ADD CONSTRAINT "offer_restrictions_product_offer_key_product_offers_key_fk" FOREIGN KEY ("product_offer_key") REFERENCES "public"."product_offers"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pricing_offers" ADD CONSTRAINT "pricing_offers_pricing_id_pricings_id_fk" FOREIGN KEY ("pricing_id") REFERENCES "public"."pricings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pricing_offers" ADD CONSTRAINT "pricing_offers_product_offer_key_product_offers_key_fk" FOREIGN KEY ("product_offer_key") REFERENCES "public"."product_offers"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_offer_causes" ADD CONSTRAINT "product_offer_causes_product_offer_key_product_offers_key_fk" FOREIGN KEY ("product_offer_key") REFERENCES "public"."product_offers"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_offer_causes" ADD CONSTRAINT "product_offer_causes_cause_key_causes_key_fk" FOREIGN KEY ("cause_key") REFERENCES "public"."causes"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_offers" ADD CONSTRAINT "product_offers_lottery_key_lotteries_key_fk" FOREIGN KEY ("lottery_key") REFERENCES "public"."lotteries"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "syndicates" ADD CONSTRAINT "syndicates_product_offer_key_product_offers_key_fk" FOREIGN KEY ("product_offer_key") REFERENCES "public"."product_offers"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draws" ADD CONSTRAINT "draws_lottery_key_lotteries_key_fk" FOREIGN KEY ("lottery_key") REFERENCES "public"."lotteries"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_draws" ADD CONSTRAINT "raffle_draws_draw_id_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."draws"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_offers" ADD CONSTRAINT "raffle_offers_draw_id_raffle_draws_draw_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."raffle_draws"("draw_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pricing_offers_rank_unique" ON "pricing_offers" USING btree ("pricing_id","rank");--> statement-breakpoint
CREATE UNIQUE INDEX "pricings_one_default" ON "pricings" USING btree ("is_default") WHERE "pricings"."is_default";--> statement-breakpoint
CREATE INDEX "product_offer_causes_cause_idx" ON "product_offer_causes" USING btree ("cause_key");--> statement-breakpoint
CREATE INDEX "product_offers_lottery_idx" ON "product_offers" USING btree ("lottery_key");--> statement-breakpoint
CREATE INDEX "draws_stop_at_idx" ON "draws" USING btree ("stop_at");--> statement-breakpoint
CREATE UNIQUE INDEX "segments_one_default" ON "segments" USING btree ("is_default") WHERE "segments"."is_default";