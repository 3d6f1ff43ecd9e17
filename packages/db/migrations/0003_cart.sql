-- Shopping carts and their items (shop-core §3, §4). Hand-written to match packages/db/src/schema/cart.ts.
-- A cart belongs to exactly one owner: a customer, or the sha256 of an anonymous cart token.
CREATE TABLE "carts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" text,
	"anon_token_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carts_customer_id_unique" UNIQUE("customer_id"),
	CONSTRAINT "carts_anon_token_hash_unique" UNIQUE("anon_token_hash"),
	CONSTRAINT "carts_one_owner_check" CHECK (("carts"."customer_id" is null) <> ("carts"."anon_token_hash" is null)),
	CONSTRAINT "carts_token_hash_check" CHECK ("carts"."anon_token_hash" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cart_id" uuid NOT NULL,
	"product_type" text NOT NULL,
	"product_offer_key" text NOT NULL,
	"game_type" text,
	"game_offer" text,
	"draw_no" integer NOT NULL,
	"num_draws" integer DEFAULT 1 NOT NULL,
	"games" jsonb,
	"day" integer,
	"quantity" integer DEFAULT 1 NOT NULL,
	"cause_key" text,
	"affiliate_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_items_quantity_check" CHECK ("cart_items"."quantity" > 0),
	CONSTRAINT "cart_items_num_draws_check" CHECK ("cart_items"."num_draws" > 0)
);
--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_items_cart_idx" ON "cart_items" USING btree ("cart_id","created_at");
