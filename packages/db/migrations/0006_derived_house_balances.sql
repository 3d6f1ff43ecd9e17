-- House accounts stop caching a balance: every purchase updated the one house:sales row, which held
-- its lock until commit and made all purchases wait in line. A house balance is now the sum of its
-- entries; wallets keep their guarded cached balance. See docs/decisions/0007-ledger.md.
UPDATE "ledger_accounts" SET "balance_cents" = 0 WHERE "kind" = 'house';--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_house_balance_check" CHECK ("ledger_accounts"."kind" <> 'house' or "ledger_accounts"."balance_cents" = 0);
