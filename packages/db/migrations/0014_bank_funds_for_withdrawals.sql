-- One list of bank accounts (decision 0028): the withdrawal destinations become bank funds in
-- customer_funds, beside the accounts added on the cards-and-accounts page, and a withdrawal names the
-- fund it pays. PayIDs are bank funds of type payid_email or payid_phone, whose e-mail address or mobile
-- is the account number. Bank funds are paid by `do` (Australian accounts and PayID) or `tt` (overseas).
ALTER TABLE "customer_funds" DROP CONSTRAINT "customer_funds_bank_check";--> statement-breakpoint
ALTER TABLE "customer_funds" ADD CONSTRAINT "customer_funds_bank_check" CHECK (kind <> 'bank' or (bank_type in ('international', 'national', 'payid_email', 'payid_phone') and bank_status in ('Failed Verification', 'Pending Verification', 'Unverified', 'Verified') and account_number is not null and (bank_code is not null or bank_type like 'payid%')));--> statement-breakpoint
UPDATE "customer_funds" SET "method_code" = CASE "bank_type" WHEN 'international' THEN 'tt' ELSE 'do' END WHERE "kind" = 'bank';--> statement-breakpoint
INSERT INTO "customer_funds" ("id", "customer_id", "kind", "method_code", "bank_type", "bank_code", "account_number", "account_name", "bank_status", "created_at")
SELECT "id", "customer_id", 'bank', "method_code", "type",
  CASE "type" WHEN 'national' THEN "details"->>'bsb' WHEN 'international' THEN "details"->>'swift' END,
  COALESCE("details"->>'accountNumber', "details"->>'email', "details"->>'phone'),
  NULLIF("account_name", ''), 'Unverified', "created_at"
FROM "withdrawal_destinations";--> statement-breakpoint
ALTER TABLE "withdrawals" DROP CONSTRAINT "withdrawals_destination_id_withdrawal_destinations_id_fk";--> statement-breakpoint
ALTER TABLE "withdrawals" RENAME COLUMN "destination_id" TO "fund_id";--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_fund_id_customer_funds_id_fk" FOREIGN KEY ("fund_id") REFERENCES "public"."customer_funds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
DROP TABLE "withdrawal_destinations";
