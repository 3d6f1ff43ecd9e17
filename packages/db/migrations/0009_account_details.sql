-- The account pages: contact confirmations, e-mail confirmation links, communication preferences,
-- terms acceptances and account closures (docs/decisions/0021-account-details-and-preferences.md).
-- Hand-written to match packages/db/src/schema/account-details.ts.
CREATE TABLE "account_closures" (
	"customer_id" text PRIMARY KEY NOT NULL,
	"reason" text,
	"closed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "communication_preferences" (
	"customer_id" text PRIMARY KEY NOT NULL,
	"email" boolean DEFAULT false NOT NULL,
	"phone" boolean DEFAULT false NOT NULL,
	"sms" boolean DEFAULT false NOT NULL,
	"directmail" boolean DEFAULT false NOT NULL,
	"push" boolean DEFAULT false NOT NULL,
	"frequency" text DEFAULT 'weekly' NOT NULL,
	"unsubscribed_products" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"unsubscribe_reasons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "communication_preferences_frequency_check" CHECK ("communication_preferences"."frequency" in ('monthly', 'weekly'))
);
--> statement-breakpoint
CREATE TABLE "customer_contact_status" (
	"customer_id" text PRIMARY KEY NOT NULL,
	"address_confirmation_required" boolean DEFAULT false NOT NULL,
	"pending_email" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_contact_status_pending_email_lower_check" CHECK ("customer_contact_status"."pending_email" = lower("customer_contact_status"."pending_email"))
);
--> statement-breakpoint
CREATE TABLE "email_confirmation_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" text NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_confirmation_tokens_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "email_confirmation_tokens_hash_check" CHECK ("email_confirmation_tokens"."token_hash" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
CREATE TABLE "terms_acceptances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" text NOT NULL,
	"kind" text NOT NULL,
	"version" text NOT NULL,
	"state" text,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "terms_acceptances_kind_check" CHECK ("terms_acceptances"."kind" in ('terms', 'location')),
	CONSTRAINT "terms_acceptances_state_check" CHECK (("terms_acceptances"."kind" = 'location') = ("terms_acceptances"."state" is not null))
);
--> statement-breakpoint
ALTER TABLE "account_closures" ADD CONSTRAINT "account_closures_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "communication_preferences" ADD CONSTRAINT "communication_preferences_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_contact_status" ADD CONSTRAINT "customer_contact_status_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_confirmation_tokens" ADD CONSTRAINT "email_confirmation_tokens_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terms_acceptances" ADD CONSTRAINT "terms_acceptances_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_confirmation_tokens_customer_idx" ON "email_confirmation_tokens" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "terms_acceptances_customer_idx" ON "terms_acceptances" USING btree ("customer_id");
