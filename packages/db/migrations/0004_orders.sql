-- Checkouts, orders, the draws each order plays and raffle ticket numbers.
-- Generated from packages/db/src/schema/orders.ts; rows are written only by the purchase transaction.
CREATE TABLE "checkouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" text NOT NULL,
	"total_cents" bigint NOT NULL,
	"ledger_transaction_id" uuid NOT NULL,
	"balance_after_cents" bigint NOT NULL,
	"payment_method" text DEFAULT 'wallet' NOT NULL,
	"channel_key" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checkouts_ledger_transaction_unique" UNIQUE("ledger_transaction_id"),
	CONSTRAINT "checkouts_total_check" CHECK ("checkouts"."total_cents" > 0),
	CONSTRAINT "checkouts_balance_check" CHECK ("checkouts"."balance_after_cents" >= 0),
	CONSTRAINT "checkouts_payment_method_check" CHECK ("checkouts"."payment_method" in ('wallet'))
);
--> statement-breakpoint
CREATE TABLE "order_draws" (
	"order_id" uuid NOT NULL,
	"draw_id" uuid NOT NULL,
	CONSTRAINT "order_draws_order_id_draw_id_pk" PRIMARY KEY("order_id","draw_id")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"checkout_id" uuid NOT NULL,
	"customer_id" text NOT NULL,
	"line_no" integer NOT NULL,
	"product_type" text NOT NULL,
	"product_offer_key" text NOT NULL,
	"product_name" text NOT NULL,
	"game_type" text,
	"game_offer" text,
	"first_draw_no" integer NOT NULL,
	"num_draws" integer NOT NULL,
	"quantity" integer NOT NULL,
	"num_games" integer NOT NULL,
	"games" jsonb,
	"day" integer,
	"cause_key" text,
	"affiliate_code" text,
	"purchase_status" text DEFAULT 'standard' NOT NULL,
	"description" text NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"total_cents" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_checkout_line_unique" UNIQUE("checkout_id","line_no"),
	CONSTRAINT "orders_product_type_check" CHECK (product_type in ('lottery_ticket', 'multi_draw_ticket', 'raffle_ticket', 'syndicate_share', 'social_syndicate_share', 'membership')),
	CONSTRAINT "orders_purchase_status_check" CHECK (purchase_status in ('standard', 'pre_order')),
	CONSTRAINT "orders_counts_check" CHECK ("orders"."num_draws" > 0 and "orders"."quantity" > 0 and "orders"."num_games" > 0),
	CONSTRAINT "orders_price_check" CHECK ("orders"."unit_price_cents" > 0 and "orders"."total_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "raffle_tickets" (
	"draw_id" uuid NOT NULL,
	"ticket_number" integer NOT NULL,
	"order_id" uuid NOT NULL,
	CONSTRAINT "raffle_tickets_draw_id_ticket_number_pk" PRIMARY KEY("draw_id","ticket_number"),
	CONSTRAINT "raffle_tickets_number_check" CHECK ("raffle_tickets"."ticket_number" > 0)
);
--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_ledger_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("ledger_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_draws" ADD CONSTRAINT "order_draws_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_draws" ADD CONSTRAINT "order_draws_draw_id_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_checkout_id_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."checkouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_product_offer_key_product_offers_key_fk" FOREIGN KEY ("product_offer_key") REFERENCES "public"."product_offers"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_tickets" ADD CONSTRAINT "raffle_tickets_draw_id_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_tickets" ADD CONSTRAINT "raffle_tickets_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checkouts_customer_idx" ON "checkouts" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "order_draws_draw_idx" ON "order_draws" USING btree ("draw_id");--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "raffle_tickets_order_idx" ON "raffle_tickets" USING btree ("order_id");