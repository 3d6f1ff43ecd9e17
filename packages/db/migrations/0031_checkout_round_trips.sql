-- A checkout in a handful of round trips (decision 0081). An add to cart is one statement that also reads
-- what the cart shows about the customer; a purchase reads everything its checks need in one statement,
-- without locks, and writes in one more, which takes the purchase's locks in the order of decision 0011,
-- finds what it read unchanged and only then writes. When anything changed in between it writes nothing,
-- and the checkout buys in its locked transaction instead (decision 0077), with the same functions.
-- Each function belongs to the module its name starts with (docs/architecture.md "Tables have owners").

-- accounts: the customer as a cart and a purchase see them: the pricing they buy at, whether they are
-- verified and since when they have had an account (the verification deadline), the state they live in
-- (where the shop may sell to them), and where to write to them. Null when there is no such customer.
CREATE FUNCTION "accounts_buyer"(customer text) RETURNS jsonb
LANGUAGE plpgsql AS $$
BEGIN
	RETURN (SELECT jsonb_build_object('pricing_id', c."pricing_id", 'verified', c."verified",
			'signed_up_at', c."created_at", 'address_state', c."address"->>'state', 'email', c."email",
			'firstname', c."firstname")
		FROM "customers" c WHERE c."id" = customer);
END;
$$;
--> statement-breakpoint
-- ledger: a wallet's balance in cents; 0 before the wallet is opened.
CREATE FUNCTION "ledger_wallet_balance"(wallet_code text) RETURNS bigint
LANGUAGE plpgsql AS $$
BEGIN
	RETURN coalesce((SELECT a."balance_cents" FROM "ledger_accounts" a WHERE a."code" = wallet_code), 0);
END;
$$;
--> statement-breakpoint
-- ledger: a wallet's version: the transaction that last wrote its row. Every posting to a wallet moves
-- its cached balance, so an unchanged version means no entry was posted since. Null before the wallet is
-- opened.
CREATE FUNCTION "ledger_wallet_version"(wallet_code text) RETURNS text
LANGUAGE plpgsql AS $$
BEGIN
	RETURN (SELECT a."xmin"::text FROM "ledger_accounts" a WHERE a."code" = wallet_code);
END;
$$;
--> statement-breakpoint
-- ledger: several sets of sums of a wallet's entries in one pass over them: `wanted` is a list of
-- {kinds, froms}, and each answer is one sum per `from` of the entries of those kinds posted in
-- (from, until], in cents: positive for money in, negative for money out. 0 without a wallet. The
-- entries are read once, from the earliest `from`, and each sum picks its own from them. In plpgsql, whose
-- plans are kept per connection: a plain SQL function is planned again on every call.
CREATE FUNCTION "ledger_wallet_sums_of"(wallet_code text, wanted jsonb, until_at timestamptz)
RETURNS jsonb
LANGUAGE plpgsql AS $$
BEGIN
	RETURN (WITH asked AS MATERIALIZED (
		SELECT w.n AS set_no, f.n AS from_no, f.value::timestamptz AS from_at,
			ARRAY(SELECT jsonb_array_elements_text(w.value->'kinds')) AS kinds
		FROM jsonb_array_elements(wanted) WITH ORDINALITY AS w(value, n),
			jsonb_array_elements_text(w.value->'froms') WITH ORDINALITY AS f(value, n)
	), posted AS MATERIALIZED (
		SELECT e."amount_cents", e."created_at", t."kind"
		FROM "ledger_accounts" a
		JOIN "ledger_entries" e ON e."account_id" = a."id"
		JOIN "ledger_transactions" t ON t."id" = e."transaction_id"
		WHERE a."code" = wallet_code AND e."created_at" <= until_at
			AND e."created_at" > (SELECT min(asked.from_at) FROM asked)
	), summed AS (
		SELECT asked.set_no, asked.from_no, coalesce(sum(posted."amount_cents"), 0) AS cents
		FROM asked LEFT JOIN posted ON posted."created_at" > asked.from_at AND posted."kind" = ANY (asked.kinds)
		GROUP BY asked.set_no, asked.from_no
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
-- ledger: a wallet's entries found by their time, so the limits' windows read only what they sum.
CREATE INDEX "ledger_entries_account_created_idx" ON "ledger_entries" USING btree ("account_id", "created_at");
--> statement-breakpoint
-- ledger: a new idempotency key claimed by the request that runs it (decision 0031), inside the
-- statement that reads what the request needs (decision 0081). False when the key exists: someone
-- else's, or finished; the caller then claims or waits as usual.
CREATE FUNCTION "ledger_claim_key"(claim jsonb) RETURNS boolean
LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "idempotency_keys" ("scope", "key", "request_hash", "status", "claim_token")
		VALUES (claim->>'scope', claim->>'key', claim->>'request_hash', 'in_progress',
			(claim->>'claim_token')::uuid)
		ON CONFLICT ("scope", "key") DO NOTHING;
	RETURN FOUND;
END;
$$;
--> statement-breakpoint
-- ledger: an idempotency key finished with its request's answer, in the statement that did the request's
-- work, by the request holding its claim only (decision 0031). The answer comes as JSON text and is kept
-- as it was written, keys in their order, so a replay answers the same bytes. False when the claim was
-- taken over.
CREATE FUNCTION "ledger_finish_claim"(claim jsonb) RETURNS boolean
LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "idempotency_keys" k SET "status" = 'completed', "response" = (claim->>'response')::json,
			"refusal" = NULL
		WHERE k."scope" = claim->>'scope' AND k."key" = claim->>'key'
			AND k."claim_token" = (claim->>'claim_token')::uuid AND k."status" = 'in_progress';
	RETURN FOUND;
END;
$$;
--> statement-breakpoint
-- limits: as migration 0030's, with what was spent and deposited summed in one pass over the wallet's
-- entries; `sums: false` leaves the sums out (a purchase that checks its wallet's version instead).
CREATE OR REPLACE FUNCTION "limits_standing"(standing jsonb) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
	customer text := standing->>'customer_id';
	sums jsonb;
BEGIN
	IF (standing->>'sums') IS DISTINCT FROM 'false' THEN
		sums := ledger_wallet_sums_of(standing->>'wallet_code',
			jsonb_build_array(
				jsonb_build_object('kinds', standing->'spent_kinds', 'froms', standing->'spent_froms'),
				jsonb_build_object('kinds', standing->'deposited_kinds',
					'froms', jsonb_build_array(standing->'deposited_from'))),
			(standing->>'until')::timestamptz);
	END IF;
	RETURN jsonb_build_object(
		'limits', (SELECT coalesce(jsonb_agg(to_jsonb(l) ORDER BY l."kind", l."period"), '[]'::jsonb)
			FROM "customer_limits" l WHERE l."customer_id" = customer),
		'shop', (SELECT coalesce(jsonb_agg(jsonb_build_object('period', s."period", 'amount_cents', s."amount_cents")
				ORDER BY CASE s."period" WHEN 'day' THEN 1 WHEN 'week' THEN 2 ELSE 3 END), '[]'::jsonb)
			FROM "system_spend_limits" s),
		'spent', sums->0,
		'deposited', sums->1);
END;
$$;
--> statement-breakpoint
-- limits: what stops a customer buying, beyond the items: who they are (`accounts_buyer`), their limits
-- with what was spent against them (`limits_standing`, when `standing` asks for them with its windows),
-- their wallet's balance (what a weekly deposit limit leaves to pay with) and its version. `standing`
-- names the customer and the wallet as `limits_standing` takes them.
CREATE FUNCTION "limits_buyer_standing"(standing jsonb) RETURNS jsonb
LANGUAGE plpgsql AS $$
BEGIN
	RETURN jsonb_build_object('buyer', accounts_buyer(standing->>'customer_id'),
		'limits', CASE WHEN standing ? 'until' THEN limits_standing(standing) END,
		'balance', ledger_wallet_balance(standing->>'wallet_code'),
		'wallet_version', ledger_wallet_version(standing->>'wallet_code'));
END;
$$;
--> statement-breakpoint
-- notifications: one of the shop's own cards for a customer; a card already written under the same
-- source key is left as it is.
CREATE FUNCTION "notifications_add_card"(card jsonb) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "content_cards" ("customer_id", "category", "title", "body", "link_path", "source_key",
			"created_at", "expires_at")
		SELECT c."customer_id", c."category", c."title", c."body", c."link_path", c."source_key",
			c."created_at", c."expires_at"
		FROM jsonb_populate_record(NULL::"content_cards", card) c
		ON CONFLICT DO NOTHING;
END;
$$;
--> statement-breakpoint
-- promotions: whether a promo code is on the cart.
CREATE FUNCTION "promotions_cart_has_code"(cart uuid) RETURNS boolean
LANGUAGE plpgsql AS $$
BEGIN
	RETURN EXISTS (SELECT 1 FROM "cart_promotions" p WHERE p."cart_id" = cart);
END;
$$;
--> statement-breakpoint
-- cart: an add to cart in one round trip (decision 0061). Locks the cart (a customer's is made on first
-- use; a visitor's is found by its token's hash), reads its items once the lock is held, and adds the
-- item unless the cart already holds max_items; only an add marks the cart changed, so a refused one
-- writes nothing and the add needs no transaction of its own. Null when the visitor's cart is gone;
-- `added` is null when the cart is full. Also says whether a promotion code is on the cart.
CREATE OR REPLACE FUNCTION "cart_add_item"(adding jsonb) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
	touched_at timestamptz := (adding->>'touched_at')::timestamptz;
	cart "carts";
	items jsonb;
	held integer;
	added "cart_items";
BEGIN
	IF adding->>'customer_id' IS NOT NULL THEN
		SELECT * INTO cart FROM "carts" WHERE "customer_id" = adding->>'customer_id' FOR UPDATE;
		IF NOT FOUND THEN
			INSERT INTO "carts" ("customer_id", "updated_at") VALUES (adding->>'customer_id', touched_at)
				ON CONFLICT ("customer_id") DO NOTHING;
			SELECT * INTO cart FROM "carts" WHERE "customer_id" = adding->>'customer_id' FOR UPDATE;
		END IF;
	ELSE
		SELECT * INTO cart FROM "carts" WHERE "anon_token_hash" = adding->>'anon_token_hash' FOR UPDATE;
		IF NOT FOUND THEN
			RETURN NULL;
		END IF;
	END IF;
	SELECT coalesce(jsonb_agg(to_jsonb(i) ORDER BY i."created_at", i."id"), '[]'::jsonb), count(*)
		INTO items, held FROM "cart_items" i WHERE i."cart_id" = cart."id";
	IF held < (adding->>'max_items')::integer THEN
		UPDATE "carts" SET "updated_at" = touched_at WHERE "id" = cart."id" RETURNING * INTO cart;
		INSERT INTO "cart_items" ("cart_id", "product_type", "product_offer_key", "game_type", "game_offer",
				"draw_no", "num_draws", "games", "day", "quantity", "cause_key", "affiliate_code", "updated_at")
			SELECT cart."id", r."product_type", r."product_offer_key", r."game_type", r."game_offer", r."draw_no",
				r."num_draws", r."games", r."day", r."quantity", r."cause_key", r."affiliate_code", touched_at
			FROM jsonb_populate_record(NULL::"cart_items", adding->'item') r
			RETURNING * INTO added;
	END IF;
	RETURN jsonb_build_object('cart', to_jsonb(cart), 'items', items,
		'added', CASE WHEN added."id" IS NULL THEN NULL ELSE to_jsonb(added) END,
		'has_promotion', promotions_cart_has_code(cart."id"));
END;
$$;
--> statement-breakpoint
-- cart: a purchase's cart, by its customer: the cart row and its items, oldest first. With `take_lock`
-- the cart is locked first and its items read once the lock is held (at READ COMMITTED that read sees
-- what a purchase that held the lock before took out). A customer without a cart has no items.
CREATE FUNCTION "cart_purchase_items"(customer text, take_lock boolean) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
	cart "carts";
BEGIN
	IF take_lock THEN
		SELECT * INTO cart FROM "carts" WHERE "customer_id" = customer FOR UPDATE;
	ELSE
		SELECT * INTO cart FROM "carts" WHERE "customer_id" = customer;
	END IF;
	IF NOT FOUND THEN
		RETURN jsonb_build_object('cart', NULL, 'items', '[]'::jsonb);
	END IF;
	RETURN jsonb_build_object('cart', to_jsonb(cart), 'items',
		(SELECT coalesce(jsonb_agg(to_jsonb(i) ORDER BY i."created_at", i."id"), '[]'::jsonb)
			FROM "cart_items" i WHERE i."cart_id" = cart."id"));
END;
$$;
--> statement-breakpoint
-- draws: the draws each purchase line (a cart item) plays, from its first draw on: a raffle or syndicate
-- item plays one draw; a ticket its next num_draws, read with room to pick them on chosen days (seven
-- rows a draw). With `take_locks` they are first locked FOR SHARE line by line, so none can close under
-- the purchase (the close job's update waits), and read once the locks are held. Keyed by item id.
CREATE FUNCTION "draws_for_purchase"(items jsonb, take_locks boolean) RETURNS jsonb
LANGUAGE plpgsql AS $$
BEGIN
	IF take_locks THEN
		PERFORM 1
		FROM jsonb_array_elements(items) WITH ORDINALITY AS w(item, n)
		CROSS JOIN LATERAL (
			SELECT d."id" FROM "draws" d
			WHERE d."lottery_key" = (SELECT o."lottery_key" FROM "product_offers" o
					WHERE o."key" = w.item->>'product_offer_key')
				AND d."draw_no" >= (w.item->>'draw_no')::integer
			ORDER BY d."draw_no"
			LIMIT CASE WHEN w.item->>'product_type' IN ('raffle_ticket', 'syndicate_share') THEN 1
				ELSE (w.item->>'num_draws')::integer * 7 END
			FOR SHARE OF d
		) locked
		ORDER BY w.n;
	END IF;
	RETURN (
		SELECT coalesce(jsonb_object_agg(w.item->>'id', coalesce(played.draws, '[]'::jsonb)), '{}'::jsonb)
		FROM jsonb_array_elements(items) AS w(item)
		CROSS JOIN LATERAL (
			SELECT jsonb_agg(to_jsonb(x) ORDER BY x."draw_no") AS draws
			FROM (
				SELECT d."id", d."draw_no", d."draw_at", d."stop_at", d."state", d."prize_pool_cents",
					r."sales_start_at"
				FROM "draws" d
				LEFT JOIN "raffle_draws" r ON r."draw_id" = d."id"
				WHERE d."lottery_key" = (SELECT o."lottery_key" FROM "product_offers" o
						WHERE o."key" = w.item->>'product_offer_key')
					AND d."draw_no" >= (w.item->>'draw_no')::integer
				ORDER BY d."draw_no"
				LIMIT CASE WHEN w.item->>'product_type' IN ('raffle_ticket', 'syndicate_share') THEN 1
					ELSE (w.item->>'num_draws')::integer * 7 END
			) x
		) played
	);
END;
$$;
--> statement-breakpoint
-- draws: what is left of the stock each raffle or syndicate item buys from: a raffle draw's tickets, a
-- syndicate's shares in its draw (all of them before its first sale there). Keyed by item id. Read
-- without a lock: the purchase takes the stock by guarded updates; this only spares a buyer of a
-- sold-out draw the wait for its busy row.
CREATE FUNCTION "draws_stock_left"(items jsonb) RETURNS jsonb
LANGUAGE plpgsql AS $$
BEGIN
	RETURN (
		SELECT coalesce(jsonb_object_agg(w.item->>'id', l.left_count), '{}'::jsonb)
		FROM jsonb_array_elements(items) AS w(item)
		CROSS JOIN LATERAL (
			SELECT CASE w.item->>'product_type'
				WHEN 'raffle_ticket' THEN (
					SELECT r."ticket_cap" - r."tickets_sold" FROM "raffle_draws" r
					JOIN "draws" d ON d."id" = r."draw_id"
					WHERE d."lottery_key" = (SELECT o."lottery_key" FROM "product_offers" o
							WHERE o."key" = w.item->>'product_offer_key')
						AND d."draw_no" = (w.item->>'draw_no')::integer)
				ELSE (
					SELECT coalesce(sd."size", s."size") - coalesce(sd."shares_sold", 0) FROM "syndicates" s
					JOIN "draws" d ON d."lottery_key" = (SELECT o."lottery_key" FROM "product_offers" o
							WHERE o."key" = s."product_offer_key")
						AND d."draw_no" = (w.item->>'draw_no')::integer
					LEFT JOIN "syndicate_draws" sd ON sd."product_offer_key" = s."product_offer_key"
						AND sd."draw_id" = d."id"
					WHERE s."product_offer_key" = w.item->>'product_offer_key')
				END AS left_count
		) l
		WHERE w.item->>'product_type' IN ('raffle_ticket', 'syndicate_share')
	);
END;
$$;
--> statement-breakpoint
-- draws: the first stock line (as `draws_take_stock` takes them) that wants more than is left of its
-- draw's stock now, as a refusal; null when all are there. Read without a lock: the guarded updates
-- decide in the end; this spares the buyers of a sold-out draw the wait for its busy row.
CREATE FUNCTION "draws_stock_shortfall"(lines jsonb) RETURNS jsonb
LANGUAGE plpgsql AS $$
BEGIN
	RETURN (
		SELECT jsonb_build_object('refused', 'sold_out', 'order_id', l->>'order_id')
		FROM jsonb_array_elements(coalesce(lines, '[]'::jsonb)) AS l
		WHERE (l->>'count')::integer > CASE l->>'kind'
			WHEN 'syndicate_share' THEN (
				SELECT coalesce(sd."size", s."size") - coalesce(sd."shares_sold", 0) FROM "syndicates" s
				LEFT JOIN "syndicate_draws" sd ON sd."product_offer_key" = s."product_offer_key"
					AND sd."draw_id" = (l->>'draw_id')::uuid
				WHERE s."product_offer_key" = l->>'product_offer_key')
			ELSE (SELECT r."ticket_cap" - r."tickets_sold" FROM "raffle_draws" r
				WHERE r."draw_id" = (l->>'draw_id')::uuid)
			END
		LIMIT 1
	);
END;
$$;
--> statement-breakpoint
-- checkout: what a purchase's checks read, in the order of decision 0011: the cart with its items; the
-- offers' restrictions with the customer's state (when `check_licensing`); the draws each item plays; the
-- customer, their limits and their wallet (`limits_buyer_standing`); the cart's voucher; and what is
-- left of the stock the items buy (`draws_stock_left`, never part of the fingerprint). With
-- `take_locks` each is locked before it is read: the cart FOR UPDATE, the draws FOR SHARE, the wallet
-- FOR UPDATE (opened if need be). The same rows read with and without locks give the same answer, which
-- is how `checkout_buy` knows nothing changed. `purchase`: customer_id, wallet_code, check_licensing and
-- the standing `limits_buyer_standing` reads.
CREATE FUNCTION "checkout_purchase_state"(purchase jsonb, take_locks boolean) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
	customer text := purchase->>'customer_id';
	cart jsonb;
	cart_id uuid;
	restrictions jsonb;
	played jsonb;
	standing jsonb;
BEGIN
	cart := cart_purchase_items(customer, take_locks);
	cart_id := (cart->'cart'->>'id')::uuid;
	IF (purchase->>'check_licensing')::boolean THEN
		restrictions := catalogue_restrictions_with_state(customer,
			(SELECT coalesce(jsonb_agg(DISTINCT i->>'product_offer_key'), '[]'::jsonb)
				FROM jsonb_array_elements(cart->'items') AS i));
	END IF;
	played := draws_for_purchase(cart->'items', take_locks);
	IF take_locks THEN
		PERFORM ledger_lock_wallet(customer, purchase->>'wallet_code');
	END IF;
	standing := limits_buyer_standing(purchase->'standing');
	RETURN jsonb_build_object('cart', cart->'cart', 'items', cart->'items', 'restrictions', restrictions,
		'draws', played, 'customer', standing,
		'voucher', CASE WHEN cart_id IS NULL THEN NULL ELSE promotions_cart_voucher(cart_id) END,
		'stock', draws_stock_left(cart->'items'));
END;
$$;
--> statement-breakpoint
-- checkout: the fingerprint of a purchase's state: the md5 of what its checks decide on. Left out is
-- what every other buyer moves and the purchase's guarded updates check anyway: the stock left and
-- the voucher's count of uses; and the sums of the wallet's entries, which its version stands for.
CREATE FUNCTION "checkout_fingerprint"(state jsonb) RETURNS text
LANGUAGE plpgsql AS $$
BEGIN
	RETURN md5(((state - 'stock') #- '{voucher,redemptions}' #- '{customer,limits,spent}'
		#- '{customer,limits,deposited}')::text);
END;
$$;
--> statement-breakpoint
-- checkout: a purchase's state read without locks, and its fingerprint; with `claim`, once the
-- purchase's idempotency key is claimed (`ledger_claim_key`), in the same round trip. `claimed` is false,
-- and nothing is read, when the key was not claimed.
CREATE FUNCTION "checkout_read_purchase"(purchase jsonb) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
	state jsonb;
BEGIN
	IF purchase ? 'claim' AND NOT ledger_claim_key(purchase->'claim') THEN
		RETURN jsonb_build_object('claimed', false);
	END IF;
	state := checkout_purchase_state(purchase, false);
	RETURN jsonb_build_object('claimed', true, 'state', state, 'fingerprint', checkout_fingerprint(state));
END;
$$;
--> statement-breakpoint
-- checkout: everything a purchase writes once its cart, draws and wallet are locked and checked: the
-- promo code, the guarded debit, the checkout and its orders, the cart emptied, the buyer's card and the
-- idempotency key's answer (so the work, its card and its answer commit together) and, last because
-- their rows are the busiest, the stock. Returns the wallet's balance after, or the first refusal.
-- The wallet must end where the checkout worked it out (`balance_after_cents`): the receipt, stored with
-- the key, says so.
CREATE OR REPLACE FUNCTION "checkout_purchase"(purchase jsonb) RETURNS jsonb
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
	IF purchase ? 'balance_after_cents' AND balance <> (purchase->>'balance_after_cents')::bigint THEN
		RAISE EXCEPTION 'The wallet % ended at % cents where the checkout worked out %',
			purchase->'sale'->>'wallet_code', balance, purchase->>'balance_after_cents';
	END IF;
	PERFORM orders_record(jsonb_set(purchase->'record', '{checkout}', (purchase->'record'->'checkout')
		|| jsonb_build_object('ledger_transaction_id', posted, 'balance_after_cents', balance)));
	PERFORM cart_remove_items((purchase->>'cart_id')::uuid, purchase->'cart_item_ids');
	IF purchase->'card' IS NOT NULL AND jsonb_typeof(purchase->'card') = 'object' THEN
		PERFORM notifications_add_card(purchase->'card');
	END IF;
	IF purchase->'claim' IS NOT NULL AND jsonb_typeof(purchase->'claim') = 'object'
			AND NOT ledger_finish_claim(purchase->'claim') THEN
		RETURN jsonb_build_object('refused', 'claim_taken_over');
	END IF;
	stock := draws_take_stock(purchase->'stock', (purchase->>'purchased_at')::timestamptz);
	IF stock IS NOT NULL THEN
		RETURN stock;
	END IF;
	RETURN jsonb_build_object('balance_after_cents', balance);
END;
$$;
--> statement-breakpoint
-- checkout: a purchase in one statement, decided on what `checkout_read_purchase` read without locks. It
-- takes the purchase's locks and reads the same again (`checkout_purchase_state`); when that is not what
-- was read (`fingerprint`), it writes nothing and answers `stale`, and the checkout buys in its locked
-- transaction instead. Otherwise it writes (`checkout_purchase`). A refusal is answered, not raised (a
-- driver drops a connection whose statement failed): one found while writing undoes the writes, as the
-- block they are made in is rolled back.
CREATE FUNCTION "checkout_buy"(purchase jsonb) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
	state jsonb;
	written jsonb;
	refusal text;
BEGIN
	-- Stock gone since the read (other buyers took the last tickets): refused before anything is locked
	-- or written, so a sold-out draw's buyers do not queue for its busy row.
	written := draws_stock_shortfall(purchase->'writes'->'stock');
	IF written IS NOT NULL THEN
		RETURN written;
	END IF;
	-- The wallet's version stands for the sums of its entries, so they are not summed again.
	state := checkout_purchase_state(jsonb_set(purchase->'read', '{standing,sums}', 'false'), true);
	IF checkout_fingerprint(state) IS DISTINCT FROM purchase->>'fingerprint' THEN
		RETURN jsonb_build_object('stale', true);
	END IF;
	BEGIN
		written := checkout_purchase(purchase->'writes');
		IF written ? 'refused' THEN
			RAISE EXCEPTION USING ERRCODE = 'FD001', MESSAGE = 'The purchase was refused', DETAIL = written::text;
		END IF;
	EXCEPTION WHEN SQLSTATE 'FD001' THEN
		GET STACKED DIAGNOSTICS refusal = PG_EXCEPTION_DETAIL;
		RETURN refusal::jsonb;
	END;
	RETURN written;
END;
$$;
--> statement-breakpoint
-- The locking calls `checkout_purchase_state` replaces (migrations 0026 and 0030).
DROP FUNCTION "checkout_lock_purchase"(jsonb);
--> statement-breakpoint
DROP FUNCTION "draws_lock_for_purchase"(jsonb);
--> statement-breakpoint
DROP FUNCTION "cart_locked_items"(uuid);
