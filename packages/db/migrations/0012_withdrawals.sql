-- Withdrawals (docs/decisions/0024-withdrawals-and-transactions.md). Tables match
-- packages/db/src/schema/withdrawals.ts. Money moves in the ledger: a request takes it from the wallet
-- into house:withdrawals_pending; an operator pays it out (to house:payments) or it goes back.
CREATE TABLE "withdrawal_destinations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" text NOT NULL,
	"type" text NOT NULL,
	"method_code" text NOT NULL,
	"account_name" text,
	"label" text NOT NULL,
	"details" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdrawal_destinations_type_check" CHECK (type in ('international', 'national', 'payid_email', 'payid_phone')),
	CONSTRAINT "withdrawal_destinations_method_check" CHECK (method_code in ('tt', 'pl', 'tw', 'do'))
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" text NOT NULL,
	"destination_id" uuid NOT NULL,
	"amount_cents" bigint NOT NULL,
	"status" text NOT NULL,
	"bank_type" text NOT NULL,
	"method_code" text NOT NULL,
	"request_transaction_id" uuid NOT NULL,
	"settle_transaction_id" uuid,
	"reason" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdrawals_amount_check" CHECK ("withdrawals"."amount_cents" > 0),
	CONSTRAINT "withdrawals_status_check" CHECK (status in ('pending', 'paid', 'rejected', 'cancelled')),
	CONSTRAINT "withdrawals_bank_type_check" CHECK (bank_type in ('international', 'national', 'payid_email', 'payid_phone')),
	CONSTRAINT "withdrawals_method_check" CHECK (method_code in ('tt', 'pl', 'tw', 'do')),
	CONSTRAINT "withdrawals_decided_check" CHECK (("withdrawals"."status" = 'pending') = ("withdrawals"."decided_at" is null))
);
--> statement-breakpoint
ALTER TABLE "withdrawal_destinations" ADD CONSTRAINT "withdrawal_destinations_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_destination_id_withdrawal_destinations_id_fk" FOREIGN KEY ("destination_id") REFERENCES "public"."withdrawal_destinations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_request_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("request_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_settle_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("settle_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "withdrawal_destinations_customer_idx" ON "withdrawal_destinations" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "withdrawals_customer_idx" ON "withdrawals" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "withdrawals_status_idx" ON "withdrawals" USING btree ("status","created_at");--> statement-breakpoint
-- Money of requested withdrawals, held until an operator pays it out or it goes back to the wallet.
INSERT INTO "ledger_accounts" ("code", "kind", "allow_negative") VALUES ('house:withdrawals_pending', 'house', true)
ON CONFLICT ("code") DO NOTHING;
