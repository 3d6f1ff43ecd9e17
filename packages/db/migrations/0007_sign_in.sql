-- Two-factor sign-in, e-mailed one-time codes and one-time links (autologin, transfer, password reset).
-- Hand-written to match packages/db/src/schema/sign-in.ts; docs/decisions/0019-two-factor-and-sign-in-links.md.
CREATE TABLE "two_factor_settings" (
	"customer_id" text PRIMARY KEY NOT NULL,
	"method" text,
	"secret_box" text,
	"pending_secret_box" text,
	"last_used_step" bigint DEFAULT 0 NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"locked_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "two_factor_settings_method_check" CHECK ("two_factor_settings"."method" is null or "two_factor_settings"."method" in ('authenticator', 'email')),
	CONSTRAINT "two_factor_settings_secret_check" CHECK ("two_factor_settings"."method" is distinct from 'authenticator' or "two_factor_settings"."secret_box" is not null)
);
--> statement-breakpoint
CREATE TABLE "one_time_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" text NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "one_time_codes_purpose_check" CHECK ("one_time_codes"."purpose" in ('sign_in', 'settings')),
	CONSTRAINT "one_time_codes_hash_check" CHECK ("one_time_codes"."code_hash" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
CREATE TABLE "account_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" text NOT NULL,
	"kind" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_links_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "account_links_kind_check" CHECK ("account_links"."kind" in ('autologin', 'transfer', 'password_reset')),
	CONSTRAINT "account_links_hash_check" CHECK ("account_links"."token_hash" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
ALTER TABLE "two_factor_settings" ADD CONSTRAINT "two_factor_settings_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD CONSTRAINT "one_time_codes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_links" ADD CONSTRAINT "account_links_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "one_time_codes_customer_idx" ON "one_time_codes" USING btree ("customer_id","purpose");--> statement-breakpoint
CREATE INDEX "account_links_customer_idx" ON "account_links" USING btree ("customer_id","kind");
