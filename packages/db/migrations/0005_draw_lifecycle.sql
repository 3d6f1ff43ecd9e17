-- The draw lifecycle: sealed entry sets, raffle seed commitments, results and winnings.
-- Generated from packages/db/src/schema/results.ts.
CREATE TABLE "draw_results" (
	"draw_id" uuid PRIMARY KEY NOT NULL,
	"winning" jsonb NOT NULL,
	"supplementary" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"dividends" jsonb,
	"source" text NOT NULL,
	"entered_by" text NOT NULL,
	"entered_at" timestamp with time zone NOT NULL,
	CONSTRAINT "draw_results_source_check" CHECK ("draw_results"."source" in ('operator', 'demo', 'raffle'))
);
--> statement-breakpoint
CREATE TABLE "draw_seals" (
	"draw_id" uuid PRIMARY KEY NOT NULL,
	"entries_count" integer NOT NULL,
	"entries_hash" text NOT NULL,
	"sealed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "draw_seals_hash_check" CHECK ("draw_seals"."entries_hash" ~ '^[0-9a-f]{64}$'),
	CONSTRAINT "draw_seals_count_check" CHECK ("draw_seals"."entries_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "raffle_seeds" (
	"draw_id" uuid PRIMARY KEY NOT NULL,
	"seed_hash" text NOT NULL,
	"seed" text NOT NULL,
	"committed_at" timestamp with time zone NOT NULL,
	"revealed_at" timestamp with time zone,
	CONSTRAINT "raffle_seeds_hash_check" CHECK ("raffle_seeds"."seed_hash" ~ '^[0-9a-f]{64}$'),
	CONSTRAINT "raffle_seeds_seed_check" CHECK ("raffle_seeds"."seed" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
CREATE TABLE "winnings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"draw_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"customer_id" text NOT NULL,
	"entry" integer NOT NULL,
	"division" integer NOT NULL,
	"prize_cents" bigint NOT NULL,
	"ledger_transaction_id" uuid,
	"paid_at" timestamp with time zone,
	"emailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "winnings_entry_unique" UNIQUE("draw_id","order_id","entry"),
	CONSTRAINT "winnings_division_check" CHECK ("winnings"."division" > 0),
	CONSTRAINT "winnings_prize_check" CHECK ("winnings"."prize_cents" >= 0),
	CONSTRAINT "winnings_paid_check" CHECK (("winnings"."paid_at" is null) = ("winnings"."ledger_transaction_id" is null) or "winnings"."prize_cents" = 0)
);
--> statement-breakpoint
ALTER TABLE "draw_results" ADD CONSTRAINT "draw_results_draw_id_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draw_seals" ADD CONSTRAINT "draw_seals_draw_id_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_seeds" ADD CONSTRAINT "raffle_seeds_draw_id_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "winnings" ADD CONSTRAINT "winnings_draw_id_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "winnings" ADD CONSTRAINT "winnings_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "winnings" ADD CONSTRAINT "winnings_ledger_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("ledger_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "winnings_order_idx" ON "winnings" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "winnings_customer_idx" ON "winnings" USING btree ("customer_id");