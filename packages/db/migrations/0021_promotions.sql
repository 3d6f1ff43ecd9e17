-- Promotions: vouchers, the code on a cart, and each customer's one use of a voucher (decision 0048).
-- Hand-written to match packages/db/src/schema/promotions.ts.
CREATE TABLE "vouchers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"type" text NOT NULL,
	"amount_cents" bigint,
	"percent" integer,
	"expires_at" timestamp with time zone,
	"max_redemptions" integer,
	"redemptions" integer DEFAULT 0 NOT NULL,
	"ended_at" timestamp with time zone,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vouchers_code_unique" UNIQUE("code"),
	CONSTRAINT "vouchers_type_check" CHECK (type in ('voucher_fixed_discount', 'voucher_percent_discount', 'voucher_fixed_discount_expire', 'voucher_credit_amount')),
	CONSTRAINT "vouchers_code_check" CHECK ("vouchers"."code" ~ '^[A-Z0-9][A-Z0-9_-]{2,31}$'),
	CONSTRAINT "vouchers_amount_check" CHECK (("vouchers"."type" = 'voucher_percent_discount' and "vouchers"."amount_cents" is null and "vouchers"."percent" between 1 and 100) or ("vouchers"."type" <> 'voucher_percent_discount' and "vouchers"."percent" is null and "vouchers"."amount_cents" > 0)),
	CONSTRAINT "vouchers_expiry_check" CHECK ("vouchers"."type" <> 'voucher_fixed_discount_expire' or "vouchers"."expires_at" is not null),
	CONSTRAINT "vouchers_redemptions_check" CHECK ("vouchers"."redemptions" >= 0 and ("vouchers"."max_redemptions" is null or "vouchers"."redemptions" <= "vouchers"."max_redemptions"))
);
--> statement-breakpoint
CREATE TABLE "cart_promotions" (
	"cart_id" uuid PRIMARY KEY NOT NULL,
	"voucher_id" uuid NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voucher_redemptions" (
	"voucher_id" uuid NOT NULL,
	"customer_id" text NOT NULL,
	"checkout_id" uuid NOT NULL,
	"discount_cents" bigint NOT NULL,
	"credit_cents" bigint NOT NULL,
	"ledger_transaction_id" uuid,
	"redeemed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "voucher_redemptions_voucher_id_customer_id_pk" PRIMARY KEY("voucher_id","customer_id"),
	CONSTRAINT "voucher_redemptions_amounts_check" CHECK ("voucher_redemptions"."discount_cents" >= 0 and "voucher_redemptions"."credit_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "cart_promotions" ADD CONSTRAINT "cart_promotions_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_promotions" ADD CONSTRAINT "cart_promotions_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_redemptions" ADD CONSTRAINT "voucher_redemptions_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_redemptions" ADD CONSTRAINT "voucher_redemptions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;
