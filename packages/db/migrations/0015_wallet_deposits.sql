-- Deposits from wallets (decision 0029): Apple Pay, Google Pay and PayPal payments are approved on the
-- wallet's own page and have no saved card. A deposit names its method; a card deposit still names its
-- fund. The sandbox gateway's payments likewise name their method, and only card payments a token.
ALTER TABLE "deposits" ADD COLUMN "method_code" text DEFAULT 'cc' NOT NULL;--> statement-breakpoint
ALTER TABLE "deposits" ALTER COLUMN "fund_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_method_check" CHECK (method_code in ('cc', 'ap', 'gp', 'pl'));--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_fund_check" CHECK (("deposits"."method_code" = 'cc') = ("deposits"."fund_id" is not null));--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "method" text DEFAULT 'cc' NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ALTER COLUMN "token" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD CONSTRAINT "sandbox_payments_method_check" CHECK (method in ('cc', 'ap', 'gp', 'pl'));--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD CONSTRAINT "sandbox_payments_token_check" CHECK (("sandbox_payments"."method" = 'cc') = ("sandbox_payments"."token" is not null));
