-- Funds (saved cards and bank accounts), deposits, and the sandbox card gateway's own records
-- (docs/decisions/0023-payment-gateway-and-deposits.md). Hand-written to match
-- packages/db/src/schema/payments.ts. No card number or security code is stored anywhere.
CREATE TABLE "customer_funds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" text NOT NULL,
	"kind" text NOT NULL,
	"method_code" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"gateway" text,
	"card_token" text,
	"card_brand" text,
	"card_last_four" text,
	"card_number_length" integer,
	"card_expiry_month" integer,
	"card_expiry_year" integer,
	"holder_name" text,
	"bank_type" text,
	"bank_code" text,
	"account_number" text,
	"account_name" text,
	"bank_status" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "customer_funds_kind_check" CHECK (kind in ('cc', 'bank')),
	CONSTRAINT "customer_funds_gateway_check" CHECK (gateway is null or gateway in ('braintree', 'eway', 'opayo', 'paystream', 'stripe', 'sandbox')),
	CONSTRAINT "customer_funds_card_check" CHECK ("customer_funds"."kind" <> 'cc' or ("customer_funds"."card_token" is not null and "customer_funds"."gateway" is not null and "customer_funds"."card_last_four" ~ '^[0-9]{4}$')),
	CONSTRAINT "customer_funds_bank_check" CHECK (kind <> 'bank' or (bank_type in ('national', 'international') and bank_status in ('Failed Verification', 'Pending Verification', 'Unverified', 'Verified') and account_number is not null and bank_code is not null))
);
--> statement-breakpoint
CREATE TABLE "deposits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" text NOT NULL,
	"fund_id" uuid NOT NULL,
	"amount_cents" bigint NOT NULL,
	"currency" text DEFAULT 'AUD' NOT NULL,
	"status" text NOT NULL,
	"gateway" text NOT NULL,
	"gateway_payment_id" text,
	"action_url" text,
	"checkout" boolean DEFAULT false NOT NULL,
	"failure_code" text,
	"failure_message" text,
	"ledger_transaction_id" uuid,
	"balance_after_cents" bigint,
	"purchase" jsonb,
	"checkout_id" uuid,
	"purchase_failure" text,
	"browser_info" jsonb,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "deposits_amount_check" CHECK ("deposits"."amount_cents" > 0),
	CONSTRAINT "deposits_status_check" CHECK (status in ('pending', 'requires_action', 'completed', 'failed', 'cancelled')),
	CONSTRAINT "deposits_completed_check" CHECK (("deposits"."status" = 'completed') = ("deposits"."ledger_transaction_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "sandbox_card_tokens" (
	"token" text PRIMARY KEY NOT NULL,
	"scenario" text NOT NULL,
	"brand" text NOT NULL,
	"last_four" text NOT NULL,
	"number_length" integer NOT NULL,
	"expiry_month" integer NOT NULL,
	"expiry_year" integer NOT NULL,
	"holder_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_card_tokens_scenario_check" CHECK (scenario in ('success', 'do_not_honour', 'insufficient_funds', 'three_d_secure'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"token" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"status" text NOT NULL,
	"decline_code" text,
	"return_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_payments_reference_unique" UNIQUE("reference"),
	CONSTRAINT "sandbox_payments_status_check" CHECK (status in ('requires_action', 'succeeded', 'failed', 'refunded'))
);
--> statement-breakpoint
ALTER TABLE "customer_funds" ADD CONSTRAINT "customer_funds_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_fund_id_customer_funds_id_fk" FOREIGN KEY ("fund_id") REFERENCES "public"."customer_funds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD CONSTRAINT "sandbox_payments_token_sandbox_card_tokens_token_fk" FOREIGN KEY ("token") REFERENCES "public"."sandbox_card_tokens"("token") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_funds_customer_idx" ON "customer_funds" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_funds_one_default_idx" ON "customer_funds" USING btree ("customer_id") WHERE "customer_funds"."is_default" and "customer_funds"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_funds_card_token_idx" ON "customer_funds" USING btree ("gateway","card_token");--> statement-breakpoint
CREATE INDEX "deposits_customer_idx" ON "deposits" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_gateway_payment_idx" ON "deposits" USING btree ("gateway","gateway_payment_id");