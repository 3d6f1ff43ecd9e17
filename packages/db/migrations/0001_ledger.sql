-- The money core (docs/decisions/0007-ledger.md): a double-entry ledger in integer cents.
-- Tables match packages/db/src/schema/ledger.ts; the triggers below are what Drizzle cannot express.
CREATE TABLE "idempotency_keys" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status" text NOT NULL,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_pk" PRIMARY KEY("scope","key"),
	CONSTRAINT "idempotency_keys_status_check" CHECK (status in ('in_progress', 'completed'))
);
--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"customer_id" text,
	"kind" text NOT NULL,
	"currency" char(3) DEFAULT 'AUD' NOT NULL,
	"balance_cents" bigint DEFAULT 0 NOT NULL,
	"allow_negative" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_code_unique" UNIQUE("code"),
	CONSTRAINT "ledger_accounts_kind_check" CHECK (kind in ('customer_wallet', 'house')),
	CONSTRAINT "ledger_accounts_currency_check" CHECK ("ledger_accounts"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "ledger_accounts_balance_check" CHECK ("ledger_accounts"."allow_negative" or "ledger_accounts"."balance_cents" >= 0),
	CONSTRAINT "ledger_accounts_wallet_check" CHECK (("ledger_accounts"."kind" = 'customer_wallet') = ("ledger_accounts"."customer_id" is not null)),
	CONSTRAINT "ledger_accounts_code_check" CHECK (("ledger_accounts"."kind" = 'customer_wallet' and "ledger_accounts"."code" = 'wallet:' || "ledger_accounts"."customer_id" and not "ledger_accounts"."allow_negative") or ("ledger_accounts"."kind" = 'house' and "ledger_accounts"."code" like 'house:%'))
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"transaction_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"amount_cents" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_amount_check" CHECK ("ledger_entries"."amount_cents" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"idempotency_key" text,
	"reference" text,
	"description" text NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_transactions_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "ledger_transactions_kind_check" CHECK (kind in ('promotion', 'purchase', 'refund', 'prize', 'deposit', 'withdrawal', 'adjustment'))
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "ledger_entries_transaction_idx" ON "ledger_entries" USING btree ("transaction_id");
--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" USING btree ("account_id","id");
--> statement-breakpoint
CREATE INDEX "ledger_transactions_reference_idx" ON "ledger_transactions" USING btree ("reference");
--> statement-breakpoint
-- History is never rewritten: a mistake is corrected by a new (adjustment) transaction.
-- Statement-level, so even an UPDATE or DELETE that matches no row is refused.
CREATE FUNCTION "ledger_reject_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'The ledger is append-only: % on % is not allowed', TG_OP, TG_TABLE_NAME
		USING ERRCODE = 'restrict_violation', HINT = 'Post a new adjustment transaction instead.';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "ledger_transactions_append_only" BEFORE UPDATE OR DELETE OR TRUNCATE ON "ledger_transactions"
	FOR EACH STATEMENT EXECUTE FUNCTION "ledger_reject_change"();
--> statement-breakpoint
CREATE TRIGGER "ledger_entries_append_only" BEFORE UPDATE OR DELETE OR TRUNCATE ON "ledger_entries"
	FOR EACH STATEMENT EXECUTE FUNCTION "ledger_reject_change"();
--> statement-breakpoint
-- Checked at commit, when every entry of the transaction is in: at least two entries summing to zero.
CREATE FUNCTION "ledger_check_transaction"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	checked_id uuid;
	entry_count bigint;
	total numeric;
BEGIN
	IF TG_TABLE_NAME = 'ledger_entries' THEN
		checked_id := NEW.transaction_id;
	ELSE
		checked_id := NEW.id;
	END IF;
	SELECT count(*), coalesce(sum(e.amount_cents), 0) INTO entry_count, total
		FROM "ledger_entries" e WHERE e.transaction_id = checked_id;
	IF entry_count < 2 THEN
		RAISE EXCEPTION 'Ledger transaction % has % entries; it needs at least two', checked_id, entry_count
			USING ERRCODE = 'check_violation';
	END IF;
	IF total <> 0 THEN
		RAISE EXCEPTION 'Ledger transaction % does not balance: its entries sum to % cents', checked_id, total
			USING ERRCODE = 'check_violation';
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
-- On the transaction row too, so a transaction with no entries at all cannot commit.
CREATE CONSTRAINT TRIGGER "ledger_transactions_balanced" AFTER INSERT ON "ledger_transactions"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "ledger_check_transaction"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "ledger_entries_balanced" AFTER INSERT ON "ledger_entries"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "ledger_check_transaction"();
--> statement-breakpoint
-- The shop's own accounts: the other side of money entering, leaving or moving between wallets.
-- They may go negative (e.g. house:payments is negative by what customers have deposited).
INSERT INTO "ledger_accounts" ("code", "kind", "allow_negative") VALUES
	('house:payments', 'house', true),
	('house:prizes', 'house', true),
	('house:promotions', 'house', true),
	('house:sales', 'house', true)
ON CONFLICT ("code") DO NOTHING;
