-- The version of the terms each customer last accepted (docs/decisions/0022-account-upgrade.md).
-- Every account so far accepted the terms of 2026-01, the only version there has been; from now on
-- signup and acceptance record it, and an account behind the current version is sent to upgrade.
ALTER TABLE "customers" ADD COLUMN "terms_version" text DEFAULT '2026-01' NOT NULL;
--> statement-breakpoint
ALTER TABLE "customers" ALTER COLUMN "terms_version" DROP DEFAULT;
