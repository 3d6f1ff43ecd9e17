-- Customer accounts and their refresh-token families (docs/decisions/0008-sessions.md).
-- Hand-written to match packages/db/src/schema/accounts.ts.
CREATE TABLE "customers" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_token" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"firstname" text NOT NULL,
	"lastname" text NOT NULL,
	"date_of_birth" date NOT NULL,
	"phone" text NOT NULL,
	"address" jsonb NOT NULL,
	"email_opt_in" boolean DEFAULT false NOT NULL,
	"terms_accepted_at" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'active' NOT NULL,
	"force_password_change" boolean DEFAULT false NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"favourite_numbers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"segment_name" text NOT NULL,
	"pricing_id" text NOT NULL,
	"attribution" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customers_customer_token_unique" UNIQUE("customer_token"),
	CONSTRAINT "customers_email_lower_check" CHECK ("customers"."email" = lower("customers"."email")),
	CONSTRAINT "customers_state_check" CHECK (state in ('active', 'suspended', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" text NOT NULL,
	"family_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refresh_tokens_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "refresh_tokens_hash_check" CHECK ("refresh_tokens"."token_hash" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customers_email_lower_unique" ON "customers" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_customer_idx" ON "refresh_tokens" USING btree ("customer_id");
