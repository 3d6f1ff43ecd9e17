-- Customers' spend, precommitment and weekly deposit limits, and the shop's own spend limits
-- (docs/decisions/0025-spend-and-deposit-limits.md). Hand-written to match packages/db/src/schema/limits.ts.
CREATE TABLE "customer_limits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" text NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"pending_amount_cents" bigint,
	"pending_removal" boolean DEFAULT false NOT NULL,
	"pending_effective_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_limits_customer_kind_period_unique" UNIQUE("customer_id","kind","period"),
	CONSTRAINT "customer_limits_kind_check" CHECK (kind in ('spend', 'precommitment', 'deposit')),
	CONSTRAINT "customer_limits_period_check" CHECK (period in ('day', 'week', 'month')),
	CONSTRAINT "customer_limits_amount_check" CHECK ("customer_limits"."amount_cents" > 0),
	CONSTRAINT "customer_limits_pending_check" CHECK (("customer_limits"."pending_amount_cents" is null or "customer_limits"."pending_amount_cents" > 0) and not ("customer_limits"."pending_removal" and "customer_limits"."pending_amount_cents" is not null) and (("customer_limits"."pending_effective_at" is null) = ("customer_limits"."pending_amount_cents" is null and not "customer_limits"."pending_removal")))
);
--> statement-breakpoint
ALTER TABLE "customer_limits" ADD CONSTRAINT "customer_limits_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE TABLE "system_spend_limits" (
	"period" text PRIMARY KEY NOT NULL,
	"amount_cents" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "system_spend_limits_period_check" CHECK (period in ('day', 'week', 'month')),
	CONSTRAINT "system_spend_limits_amount_check" CHECK ("system_spend_limits"."amount_cents" > 0)
);
--> statement-breakpoint
-- The shop's limits to start with: $1,000 a day, $2,500 a week, $5,000 a month.
INSERT INTO "system_spend_limits" ("period", "amount_cents") VALUES ('day', 100000), ('week', 250000), ('month', 500000);
