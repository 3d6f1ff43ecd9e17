-- cart: an add to cart also says whether a promotion code is on the cart, so pricing the cart after an
-- add reads the code's voucher only when there is one (decision 0064): an add is three statements.
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
		'added', CASE WHEN added."id" IS NULL THEN NULL ELSE to_jsonb(added) END,
		'has_promotion', EXISTS (SELECT 1 FROM "cart_promotions" p WHERE p."cart_id" = cart."id"));
END;
$$;
