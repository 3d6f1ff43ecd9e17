-- A purchase's writes in one call, its cart locked and read in one, and an add to cart in one
-- (decision 0061). The shop decides in TypeScript what a purchase writes; these functions write it
-- inside the caller's transaction with the same guarded statements the modules' ports used to send one
-- by one, so a purchase's transaction is a few round trips instead of twenty.
-- Each function belongs to the module that owns its tables (docs/architecture.md "Tables have owners");
-- `checkout_purchase` runs them in the order the checkout takes its locks (decision 0011).
-- A refusal is returned, not raised: the caller rolls the whole transaction back and explains it.

-- ledger: a two-entry posting between a customer's wallet and a house account. The wallet's cached
-- balance moves by a guarded update (never below zero unless the account allows it); house balances are
-- derived from their entries (decision 0007). When the wallet is short nothing is posted: posted_id is
-- null and balance_after is the wallet's balance as it stands.
CREATE FUNCTION "ledger_post_wallet"(posting jsonb, OUT posted_id uuid, OUT balance_after bigint)
LANGUAGE plpgsql AS $$
DECLARE
	wallet_code text := posting->>'wallet_code';
	house_code text := posting->>'house_code';
	wallet_cents bigint := (posting->>'wallet_cents')::bigint;
	posted_at timestamptz := (posting->>'posted_at')::timestamptz;
	entered integer;
BEGIN
	IF wallet_cents IS NULL OR wallet_cents = 0 OR house_code NOT LIKE 'house:%' THEN
		RAISE EXCEPTION 'A wallet posting needs non-zero cents and a house account; got % and %', wallet_cents, house_code;
	END IF;
	UPDATE "ledger_accounts" a SET "balance_cents" = a."balance_cents" + wallet_cents
		WHERE a."code" = wallet_code AND a."kind" = 'customer_wallet'
			AND (a."allow_negative" OR a."balance_cents" + wallet_cents >= 0)
		RETURNING a."balance_cents" INTO balance_after;
	IF NOT FOUND THEN
		SELECT a."balance_cents" INTO balance_after FROM "ledger_accounts" a WHERE a."code" = wallet_code;
		IF NOT FOUND THEN
			RAISE EXCEPTION 'Ledger account % does not exist', wallet_code;
		END IF;
		RETURN;
	END IF;
	INSERT INTO "ledger_transactions" ("id", "kind", "reference", "description", "metadata", "created_at")
		VALUES ((posting->>'id')::uuid, posting->>'kind', posting->>'reference', posting->>'description',
			coalesce(posting->'metadata', '{}'::jsonb), posted_at)
		RETURNING "id" INTO posted_id;
	INSERT INTO "ledger_entries" ("transaction_id", "account_id", "amount_cents", "created_at")
		SELECT posted_id, a."id", e.amount_cents, posted_at
		FROM (VALUES (wallet_code, wallet_cents, 1), (house_code, -wallet_cents, 2)) AS e(code, amount_cents, n)
		JOIN "ledger_accounts" a ON a."code" = e.code
		ORDER BY e.n;
	GET DIAGNOSTICS entered = ROW_COUNT;
	IF entered <> 2 THEN
		RAISE EXCEPTION 'Ledger account % does not exist', house_code;
	END IF;
END;
$$;
--> statement-breakpoint
-- promotions: the cart's promo code used once more while it may be (not ended, not expired, not used
-- up: one guarded update), its discount or credit moved in from house:promotions, the customer's one use
-- recorded and the code taken off the cart. Null when redeemed, or why not.
CREATE FUNCTION "promotions_redeem"(redemption jsonb) RETURNS text
LANGUAGE plpgsql AS $$
DECLARE
	voucher uuid := (redemption->>'voucher_id')::uuid;
	redeemed_at timestamptz := (redemption->>'redeemed_at')::timestamptz;
	posted uuid;
	balance bigint;
BEGIN
	UPDATE "vouchers" v SET "redemptions" = v."redemptions" + 1
		WHERE v."id" = voucher
			AND (v."ended_at" IS NULL OR v."ended_at" > redeemed_at)
			AND (v."expires_at" IS NULL OR v."expires_at" > redeemed_at)
			AND (v."max_redemptions" IS NULL OR v."redemptions" < v."max_redemptions");
	IF NOT FOUND THEN
		RETURN 'promotion_unusable';
	END IF;
	IF redemption->'posting' IS NOT NULL AND jsonb_typeof(redemption->'posting') = 'object' THEN
		SELECT p.posted_id, p.balance_after INTO posted, balance FROM ledger_post_wallet(redemption->'posting') p;
		IF posted IS NULL THEN
			RAISE EXCEPTION 'The promotion could not credit %', redemption->'posting'->>'wallet_code';
		END IF;
	END IF;
	INSERT INTO "voucher_redemptions" ("voucher_id", "customer_id", "checkout_id", "discount_cents",
			"credit_cents", "ledger_transaction_id", "redeemed_at")
		VALUES (voucher, redemption->>'customer_id', (redemption->>'checkout_id')::uuid,
			(redemption->>'discount_cents')::bigint, (redemption->>'credit_cents')::bigint, posted, redeemed_at)
		ON CONFLICT DO NOTHING;
	IF NOT FOUND THEN
		RETURN 'promotion_used';
	END IF;
	DELETE FROM "cart_promotions" WHERE "cart_id" = (redemption->>'cart_id')::uuid;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
-- orders: the checkout, its orders and the draws each order plays, as the shop built them.
CREATE FUNCTION "orders_record"(record jsonb) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "checkouts" ("id", "customer_id", "total_cents", "ledger_transaction_id", "balance_after_cents",
			"channel_key", "metadata", "created_at")
		SELECT c."id", c."customer_id", c."total_cents", c."ledger_transaction_id", c."balance_after_cents",
			c."channel_key", c."metadata", c."created_at"
		FROM jsonb_populate_record(NULL::"checkouts", record->'checkout') c;
	INSERT INTO "orders" ("id", "checkout_id", "customer_id", "line_no", "product_type", "product_offer_key",
			"product_name", "game_type", "game_offer", "first_draw_no", "num_draws", "quantity", "num_games",
			"games", "day", "cause_key", "affiliate_code", "purchase_status", "description", "unit_price_cents",
			"total_cents", "created_at")
		SELECT o."id", o."checkout_id", o."customer_id", o."line_no", o."product_type", o."product_offer_key",
			o."product_name", o."game_type", o."game_offer", o."first_draw_no", o."num_draws", o."quantity",
			o."num_games", o."games", o."day", o."cause_key", o."affiliate_code", o."purchase_status",
			o."description", o."unit_price_cents", o."total_cents", o."created_at"
		FROM jsonb_populate_recordset(NULL::"orders", record->'orders') o;
	INSERT INTO "order_draws" ("order_id", "draw_id")
		SELECT d."order_id", d."draw_id" FROM jsonb_populate_recordset(NULL::"order_draws", record->'order_draws') d;
END;
$$;
--> statement-breakpoint
-- cart: locks the cart and answers its items as they stand once the lock is held, in one round trip.
-- The items are read by a statement of their own after the lock: at READ COMMITTED it sees what a
-- purchase that held the lock before has taken out, where a read in the locking statement would see the
-- items of before the wait and could sell them twice. No rows when the cart is gone.
CREATE FUNCTION "cart_locked_items"(cart uuid) RETURNS SETOF "cart_items"
LANGUAGE plpgsql AS $$
BEGIN
	PERFORM 1 FROM "carts" WHERE "id" = cart FOR UPDATE;
	IF NOT FOUND THEN
		RETURN;
	END IF;
	RETURN QUERY SELECT * FROM "cart_items" WHERE "cart_id" = cart ORDER BY "created_at", "id";
END;
$$;
--> statement-breakpoint
-- cart: an add to cart in one round trip. Locks the cart and marks it changed (a customer's is made on
-- first use; a visitor's is found by its token's hash), reads its items once the lock is held, and adds
-- the item unless the cart already holds max_items. Null when the visitor's cart is gone; `added` is
-- null when the cart is full.
CREATE FUNCTION "cart_add_item"(adding jsonb) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
	touched_at timestamptz := (adding->>'touched_at')::timestamptz;
	cart "carts";
	items jsonb;
	held integer;
	added "cart_items";
BEGIN
	IF adding->>'customer_id' IS NOT NULL THEN
		INSERT INTO "carts" ("customer_id", "updated_at") VALUES (adding->>'customer_id', touched_at)
			ON CONFLICT ("customer_id") DO UPDATE SET "updated_at" = excluded."updated_at"
			RETURNING * INTO cart;
	ELSE
		UPDATE "carts" SET "updated_at" = touched_at WHERE "anon_token_hash" = adding->>'anon_token_hash'
			RETURNING * INTO cart;
		IF NOT FOUND THEN
			RETURN NULL;
		END IF;
	END IF;
	SELECT coalesce(jsonb_agg(to_jsonb(i) ORDER BY i."created_at", i."id"), '[]'::jsonb), count(*)
		INTO items, held FROM "cart_items" i WHERE i."cart_id" = cart."id";
	IF held < (adding->>'max_items')::integer THEN
		INSERT INTO "cart_items" ("cart_id", "product_type", "product_offer_key", "game_type", "game_offer",
				"draw_no", "num_draws", "games", "day", "quantity", "cause_key", "affiliate_code", "updated_at")
			SELECT cart."id", r."product_type", r."product_offer_key", r."game_type", r."game_offer", r."draw_no",
				r."num_draws", r."games", r."day", r."quantity", r."cause_key", r."affiliate_code", touched_at
			FROM jsonb_populate_record(NULL::"cart_items", adding->'item') r
			RETURNING * INTO added;
	END IF;
	RETURN jsonb_build_object('cart', to_jsonb(cart), 'items', items,
		'added', CASE WHEN added."id" IS NULL THEN NULL ELSE to_jsonb(added) END);
END;
$$;
--> statement-breakpoint
-- cart: the bought items out of the cart.
CREATE FUNCTION "cart_remove_items"(cart uuid, item_ids jsonb) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "cart_items"
		WHERE "cart_id" = cart AND "id" IN (SELECT value::uuid FROM jsonb_array_elements_text(item_ids));
END;
$$;
--> statement-breakpoint
-- draws: the stock of raffle tickets and syndicate shares, taken by guarded updates in the order given
-- (the caller sorts by draw, so two purchases never wait on each other in a cycle), and each raffle
-- order's ticket numbers, the next ones in sequence. Null when all was taken, or why not.
CREATE FUNCTION "draws_take_stock"(lines jsonb, taken_at timestamptz) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
	line jsonb;
	wanted integer;
	sold integer;
	pre_order boolean;
BEGIN
	FOR line IN SELECT value FROM jsonb_array_elements(coalesce(lines, '[]'::jsonb)) LOOP
		wanted := (line->>'count')::integer;
		IF line->>'kind' = 'syndicate_share' THEN
			INSERT INTO "syndicate_draws" ("product_offer_key", "draw_id", "size", "shares_sold")
				SELECT s."product_offer_key", (line->>'draw_id')::uuid, s."size", wanted FROM "syndicates" s
				WHERE s."product_offer_key" = line->>'product_offer_key' AND wanted <= s."size"
				ON CONFLICT ("product_offer_key", "draw_id") DO UPDATE
					SET "shares_sold" = "syndicate_draws"."shares_sold" + excluded."shares_sold"
					WHERE "syndicate_draws"."shares_sold" + excluded."shares_sold" <= "syndicate_draws"."size"
						AND "syndicate_draws"."games" IS NULL
				RETURNING "shares_sold" INTO sold;
			IF NOT FOUND THEN
				RETURN jsonb_build_object('refused', 'sold_out', 'order_id', line->>'order_id');
			END IF;
		ELSE
			UPDATE "raffle_draws" r SET "tickets_sold" = r."tickets_sold" + wanted
				WHERE r."draw_id" = (line->>'draw_id')::uuid
					AND r."tickets_sold" + wanted <= r."ticket_cap"
					AND (r."sales_start_at" <= taken_at OR r."pre_order_start_at" <= taken_at)
				RETURNING r."tickets_sold", r."sales_start_at" > taken_at INTO sold, pre_order;
			IF NOT FOUND THEN
				RETURN jsonb_build_object('refused', 'sold_out', 'order_id', line->>'order_id');
			END IF;
			-- Sales cannot start or stop being pre-orders within one purchase; if they did, start again.
			IF pre_order IS DISTINCT FROM (line->>'pre_order')::boolean THEN
				RETURN jsonb_build_object('refused', 'pre_order_changed', 'order_id', line->>'order_id');
			END IF;
			INSERT INTO "raffle_tickets" ("draw_id", "ticket_number", "order_id")
				SELECT (line->>'draw_id')::uuid, n, (line->>'order_id')::uuid
				FROM generate_series(sold - wanted + 1, sold) AS n;
		END IF;
	END LOOP;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
-- checkout: everything a purchase writes once its cart, draws and wallet are locked and checked: the
-- promo code, the guarded debit, the checkout and its orders, the cart emptied and, last because their
-- rows are the busiest, the stock. Returns the wallet's balance after, or the first refusal.
CREATE FUNCTION "checkout_purchase"(purchase jsonb) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
	refusal text;
	posted uuid;
	balance bigint;
	stock jsonb;
BEGIN
	IF purchase->'promotion' IS NOT NULL AND jsonb_typeof(purchase->'promotion') = 'object' THEN
		refusal := promotions_redeem(purchase->'promotion');
		IF refusal IS NOT NULL THEN
			RETURN jsonb_build_object('refused', refusal);
		END IF;
	END IF;
	SELECT p.posted_id, p.balance_after INTO posted, balance FROM ledger_post_wallet(purchase->'sale') p;
	IF posted IS NULL THEN
		RETURN jsonb_build_object('refused', 'short_of_funds', 'balance_cents', balance);
	END IF;
	PERFORM orders_record(jsonb_set(purchase->'record', '{checkout}', (purchase->'record'->'checkout')
		|| jsonb_build_object('ledger_transaction_id', posted, 'balance_after_cents', balance)));
	PERFORM cart_remove_items((purchase->>'cart_id')::uuid, purchase->'cart_item_ids');
	stock := draws_take_stock(purchase->'stock', (purchase->>'purchased_at')::timestamptz);
	IF stock IS NOT NULL THEN
		RETURN stock;
	END IF;
	RETURN jsonb_build_object('balance_after_cents', balance);
END;
$$;
