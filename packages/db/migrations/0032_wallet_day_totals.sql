-- ledger: each wallet's postings summed per day and kind of transaction, kept in step by a trigger on
-- every new entry (decision 0082). The limits' rolling windows read whole days from here and only the
-- entries of the window's first, partial day from the ledger, so their cost no longer grows with the
-- customer's history. Days are UTC days: the windows are rolling, not calendar, periods, so any fixed
-- day boundary serves. Entries are never updated or deleted (migration 0001), so adding is enough.
CREATE TABLE "ledger_wallet_days" (
	"account_id" uuid NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	CONSTRAINT "ledger_wallet_days_pk" PRIMARY KEY("account_id","day","kind")
);
--> statement-breakpoint
ALTER TABLE "ledger_wallet_days" ADD CONSTRAINT "ledger_wallet_days_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
-- Once per statement, over the entries it added: a purchase's posting adds one day row's worth. Only
-- wallets: a house account's day row would be one more row every buyer updates. The wallet's row is
-- locked by its posting already (decision 0007), so its day rows are added to one posting at a time.
CREATE FUNCTION "ledger_add_wallet_days"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "ledger_wallet_days" ("account_id", "day", "kind", "amount_cents")
		SELECT e."account_id", (e."created_at" AT TIME ZONE 'UTC')::date, t."kind", sum(e."amount_cents")
		FROM "added_entries" e
		JOIN "ledger_accounts" a ON a."id" = e."account_id" AND a."kind" = 'customer_wallet'
		JOIN "ledger_transactions" t ON t."id" = e."transaction_id"
		GROUP BY 1, 2, 3
		ON CONFLICT ("account_id", "day", "kind") DO UPDATE
			SET "amount_cents" = "ledger_wallet_days"."amount_cents" + excluded."amount_cents";
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "ledger_entries_wallet_days" AFTER INSERT ON "ledger_entries"
	REFERENCING NEW TABLE AS "added_entries" FOR EACH STATEMENT EXECUTE FUNCTION "ledger_add_wallet_days"();
--> statement-breakpoint
INSERT INTO "ledger_wallet_days" ("account_id", "day", "kind", "amount_cents")
	SELECT e."account_id", (e."created_at" AT TIME ZONE 'UTC')::date, t."kind", sum(e."amount_cents")
	FROM "ledger_entries" e
	JOIN "ledger_accounts" a ON a."id" = e."account_id" AND a."kind" = 'customer_wallet'
	JOIN "ledger_transactions" t ON t."id" = e."transaction_id"
	GROUP BY 1, 2, 3;
--> statement-breakpoint
-- ledger: as migration 0031's, answered from the day totals: each sum over (from, until] is the whole
-- days after the one `from` falls in, plus that day's entries after `from`, less any entry after
-- `until` (posted after the request's clock read it). Three small index reads per sum, whatever the
-- wallet's history. Without JIT: the planner cannot know `wanted` holds a handful of windows, guesses
-- ten thousand, and a PostgreSQL built with JIT then compiles the query on every call (0.5 s).
CREATE OR REPLACE FUNCTION "ledger_wallet_sums_of"(wallet_code text, wanted jsonb, until_at timestamptz)
RETURNS jsonb
LANGUAGE plpgsql SET jit = off AS $$
DECLARE
	wallet uuid := (SELECT a."id" FROM "ledger_accounts" a WHERE a."code" = wallet_code);
BEGIN
	RETURN (WITH asked AS MATERIALIZED (
		SELECT w.n AS set_no, f.n AS from_no, f.value::timestamptz AS from_at,
			(f.value::timestamptz AT TIME ZONE 'UTC')::date AS from_day,
			ARRAY(SELECT jsonb_array_elements_text(w.value->'kinds')) AS kinds
		FROM jsonb_array_elements(wanted) WITH ORDINALITY AS w(value, n),
			jsonb_array_elements_text(w.value->'froms') WITH ORDINALITY AS f(value, n)
	), summed AS (
		SELECT asked.set_no, asked.from_no,
			coalesce((SELECT sum(d."amount_cents") FROM "ledger_wallet_days" d
				WHERE d."account_id" = wallet AND d."day" > asked.from_day AND d."kind" = ANY (asked.kinds)), 0)
			+ coalesce((SELECT sum(e."amount_cents") FROM "ledger_entries" e
				JOIN "ledger_transactions" t ON t."id" = e."transaction_id"
				WHERE e."account_id" = wallet AND e."created_at" > asked.from_at
					AND e."created_at" < ((asked.from_day + 1)::timestamp AT TIME ZONE 'UTC')
					AND t."kind" = ANY (asked.kinds)), 0)
			- coalesce((SELECT sum(e."amount_cents") FROM "ledger_entries" e
				JOIN "ledger_transactions" t ON t."id" = e."transaction_id"
				WHERE e."account_id" = wallet AND e."created_at" > until_at
					AND t."kind" = ANY (asked.kinds)), 0) AS cents
		FROM asked
	)
	SELECT coalesce(jsonb_agg(sets.sums ORDER BY sets.set_no), '[]'::jsonb)
	FROM (
		SELECT w.n AS set_no, coalesce(jsonb_agg(summed.cents ORDER BY summed.from_no)
			FILTER (WHERE summed.from_no IS NOT NULL), '[]'::jsonb) AS sums
		FROM jsonb_array_elements(wanted) WITH ORDINALITY AS w(value, n)
		LEFT JOIN summed ON summed.set_no = w.n
		GROUP BY w.n
	) sets);
END;
$$;
--> statement-breakpoint
-- Migration 0030's sums of one set of kinds, which read every entry of the window: the server asks
-- `ledger_wallet_sums_of` instead.
DROP FUNCTION "ledger_wallet_sums"(text, jsonb, jsonb, timestamptz);
