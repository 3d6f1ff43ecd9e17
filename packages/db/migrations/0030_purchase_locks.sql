-- A purchase's locks and reads in one call (decision 0077). Before the writes of `checkout_purchase`
-- (migration 0026) the checkout locks the cart, the draws and the wallet in the order of decision 0011
-- and reads what its checks need once each lock is held. Each lock and read is a function of the module
-- that owns its tables (docs/architecture.md "Tables have owners"); `checkout_lock_purchase` calls them
-- in order. The shop still decides in TypeScript: these functions only lock and read.
-- Each read is a statement of its own, after the lock before it was granted: at READ COMMITTED it sees
-- what a purchase that held the lock before wrote (decision 0061).

-- accounts: the state or territory of the customer's address; null without one.
CREATE FUNCTION "accounts_address_state"(customer text) RETURNS text
LANGUAGE plpgsql AS $$
BEGIN
	RETURN (SELECT c."address"->>'state' FROM "customers" c WHERE c."id" = customer);
END;
$$;
--> statement-breakpoint
-- catalogue: the licensing restrictions on these offers (decision 0045) and, when there is one, the
-- customer's address state. No restriction means nothing to check, whatever the state.
CREATE FUNCTION "catalogue_restrictions_with_state"(customer text, offer_keys jsonb) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
	restricted jsonb;
BEGIN
	SELECT jsonb_agg(jsonb_build_object('product_offer_key', r."product_offer_key", 'type', r."type",
			'regions', to_jsonb(r."regions")) ORDER BY r."product_offer_key", r."type")
		INTO restricted
		FROM "offer_restrictions" r
		WHERE r."product_offer_key" IN (SELECT value FROM jsonb_array_elements_text(offer_keys));
	IF restricted IS NULL THEN
		RETURN jsonb_build_object('restrictions', '[]'::jsonb, 'state', NULL);
	END IF;
	RETURN jsonb_build_object('restrictions', restricted, 'state', accounts_address_state(customer));
END;
$$;
--> statement-breakpoint
-- draws: the draws each purchase line plays, from its first draw on, at most max_draws, locked FOR SHARE
-- line by line in the order given so none can close under the purchase (the close job's update waits).
-- One array of draws per line, in draw order.
CREATE FUNCTION "draws_lock_for_purchase"(lines jsonb) RETURNS jsonb
LANGUAGE plpgsql AS $$
BEGIN
	RETURN (
		SELECT coalesce(jsonb_agg(coalesce(played.draws, '[]'::jsonb) ORDER BY w.n), '[]'::jsonb)
		FROM jsonb_array_elements(coalesce(lines, '[]'::jsonb)) WITH ORDINALITY AS w(line, n)
		CROSS JOIN LATERAL (
			SELECT jsonb_agg(to_jsonb(x) ORDER BY x."draw_no") AS draws
			FROM (
				SELECT d."id", d."draw_no", d."draw_at", d."stop_at", d."state", d."prize_pool_cents",
					r."sales_start_at"
				FROM "draws" d
				LEFT JOIN "raffle_draws" r ON r."draw_id" = d."id"
				WHERE d."lottery_key" = (SELECT o."lottery_key" FROM "product_offers" o
						WHERE o."key" = w.line->>'product_offer_key')
					AND d."draw_no" >= (w.line->>'from_draw_no')::integer
				ORDER BY d."draw_no"
				LIMIT (w.line->>'max_draws')::integer
				FOR SHARE OF d
			) x
		) played
	);
END;
$$;
--> statement-breakpoint
-- ledger: a customer's wallet, opened empty if it does not exist yet. Safe when many open it at once.
CREATE FUNCTION "ledger_open_wallet"(customer text, wallet_code text) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "ledger_accounts" ("code", "customer_id", "kind") VALUES (wallet_code, customer, 'customer_wallet')
		ON CONFLICT ("code") DO NOTHING;
END;
$$;
--> statement-breakpoint
-- ledger: a customer's wallet locked FOR UPDATE until the transaction ends, opened first if need be; its
-- balance.
CREATE FUNCTION "ledger_lock_wallet"(customer text, wallet_code text) RETURNS bigint
LANGUAGE plpgsql AS $$
DECLARE
	balance bigint;
BEGIN
	SELECT a."balance_cents" INTO balance FROM "ledger_accounts" a WHERE a."code" = wallet_code FOR UPDATE;
	IF FOUND THEN
		RETURN balance;
	END IF;
	PERFORM ledger_open_wallet(customer, wallet_code);
	SELECT a."balance_cents" INTO balance FROM "ledger_accounts" a WHERE a."code" = wallet_code FOR UPDATE;
	IF NOT FOUND THEN
		RAISE EXCEPTION 'Wallet % was not found to lock', wallet_code;
	END IF;
	RETURN balance;
END;
$$;
--> statement-breakpoint
-- ledger: the sums of a wallet's entries of these kinds posted in (from, until], one per `from`, in
-- cents: positive for money in, negative for money out. 0 without a wallet. The entries of the widest
-- window are read once.
CREATE FUNCTION "ledger_wallet_sums"(wallet_code text, kinds jsonb, froms jsonb, until_at timestamptz)
RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
	earliest timestamptz;
BEGIN
	SELECT min(value::timestamptz) INTO earliest FROM jsonb_array_elements_text(froms);
	RETURN (
		WITH posted AS MATERIALIZED (
			SELECT e."amount_cents", e."created_at"
			FROM "ledger_accounts" a
			JOIN "ledger_entries" e ON e."account_id" = a."id"
			JOIN "ledger_transactions" t ON t."id" = e."transaction_id"
			WHERE a."code" = wallet_code
				AND t."kind" IN (SELECT value FROM jsonb_array_elements_text(kinds))
				AND e."created_at" > earliest AND e."created_at" <= until_at
		)
		SELECT coalesce(jsonb_agg((SELECT coalesce(sum(p."amount_cents"), 0) FROM posted p
				WHERE p."created_at" > f.value::timestamptz) ORDER BY f.n), '[]'::jsonb)
		FROM jsonb_array_elements_text(froms) WITH ORDINALITY AS f(value, n)
	);
END;
$$;
--> statement-breakpoint
-- limits: a customer's limits and the shop's spend limits (decision 0025), with what the customer spent
-- in each spend window and deposited in the deposit window. `standing`: customer_id, wallet_code,
-- spent_froms (one window start per period), deposited_from, until, and the ledger's kinds of spending
-- and of depositing (spent_kinds, deposited_kinds).
CREATE FUNCTION "limits_standing"(standing jsonb) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
	customer text := standing->>'customer_id';
	until_at timestamptz := (standing->>'until')::timestamptz;
BEGIN
	RETURN jsonb_build_object(
		'limits', (SELECT coalesce(jsonb_agg(to_jsonb(l) ORDER BY l."kind", l."period"), '[]'::jsonb)
			FROM "customer_limits" l WHERE l."customer_id" = customer),
		'shop', (SELECT coalesce(jsonb_agg(jsonb_build_object('period', s."period", 'amount_cents', s."amount_cents")
				ORDER BY CASE s."period" WHEN 'day' THEN 1 WHEN 'week' THEN 2 ELSE 3 END), '[]'::jsonb)
			FROM "system_spend_limits" s),
		'spent', ledger_wallet_sums(standing->>'wallet_code', standing->'spent_kinds',
			standing->'spent_froms', until_at),
		'deposited', ledger_wallet_sums(standing->>'wallet_code', standing->'deposited_kinds',
			jsonb_build_array(standing->'deposited_from'), until_at));
END;
$$;
--> statement-breakpoint
-- limits: inside a purchase, the wallet locked (opened if need be), then the standing read in a
-- statement of its own once the lock is held, so two purchases cannot both pass a limit.
CREATE FUNCTION "limits_lock_for_purchase"(standing jsonb) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
	answer jsonb;
BEGIN
	PERFORM ledger_lock_wallet(standing->>'customer_id', standing->>'wallet_code');
	answer := limits_standing(standing);
	RETURN answer;
END;
$$;
--> statement-breakpoint
-- promotions: the voucher of the code on the cart (decision 0048), or null.
CREATE FUNCTION "promotions_cart_voucher"(cart uuid) RETURNS jsonb
LANGUAGE plpgsql AS $$
BEGIN
	RETURN (SELECT to_jsonb(v) FROM "cart_promotions" p JOIN "vouchers" v ON v."id" = p."voucher_id"
		WHERE p."cart_id" = cart);
END;
$$;
--> statement-breakpoint
-- checkout: a purchase's locks in the order of decision 0011, each module's rows read once its lock is
-- held: the cart with its items; the offers' restrictions with the customer's state; the draws FOR
-- SHARE; the wallet FOR UPDATE (opened if need be) and then the limits with what was spent; the cart's
-- voucher. `limits` and `offer_keys` are left out when the shop checks none.
CREATE FUNCTION "checkout_lock_purchase"(purchase jsonb) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
	cart uuid := (purchase->>'cart_id')::uuid;
	customer text := purchase->>'customer_id';
	items jsonb;
	restrictions jsonb;
	played jsonb;
	standing jsonb;
	voucher jsonb;
BEGIN
	SELECT coalesce(jsonb_agg(to_jsonb(i) ORDER BY i."created_at", i."id"), '[]'::jsonb) INTO items
		FROM cart_locked_items(cart) i;
	IF purchase ? 'offer_keys' THEN
		restrictions := catalogue_restrictions_with_state(customer, purchase->'offer_keys');
	END IF;
	played := draws_lock_for_purchase(purchase->'draws');
	IF purchase ? 'limits' THEN
		standing := limits_lock_for_purchase(purchase->'limits');
	ELSE
		PERFORM ledger_lock_wallet(customer, purchase->>'wallet_code');
	END IF;
	voucher := promotions_cart_voucher(cart);
	RETURN jsonb_build_object('items', items, 'restrictions', restrictions, 'draws', played,
		'limits', standing, 'voucher', voucher);
END;
$$;
