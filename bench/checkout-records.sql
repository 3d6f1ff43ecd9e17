-- The rows one checkout cycle of `bench:purchase` leaves in the shop's database, written by pgbench with
-- nothing else: no server, no HTTP, no reads of the cart, prices, draws, limits or idempotency key, no
-- checks beyond the tables' own constraints and triggers (the ledger's balance check and day totals).
-- Three adds, one statement each, and the purchase in one statement. What this reaches against TPC-B on
-- the same server bounds what any checkout that keeps these records can reach (bench/README.md).
--
-- bench/purchase.mjs fills the bench_records_* tables from a checkout the shop made in the same run and
-- runs this with `pgbench -n -M prepared -D buyers=<customers>`.
\set n random(1, :buyers)
SELECT b.customer_id, b.cart_id, b.wallet_id, f.house_id, f.total_cents, f.raffle_tickets
  FROM bench_records_buyers b, bench_records_fixed f WHERE b.n = :n \gset
-- The three adds, each its own statement and commit as in the shop. pgbench scripts have no loops, so
-- they are written out, one per line of the cart.
WITH cart AS (UPDATE carts SET updated_at = now() WHERE id = :cart_id::uuid RETURNING id)
INSERT INTO cart_items (cart_id, product_type, product_offer_key, game_type, game_offer, draw_no, num_draws,
    games, day, quantity, cause_key)
  SELECT cart.id, l.product_type, l.product_offer_key, l.game_type, l.game_offer, l.first_draw_no, l.num_draws,
    l.games, l.day, l.quantity, l.cause_key
  FROM cart, bench_records_lines l WHERE l.line_no = 1;
WITH cart AS (UPDATE carts SET updated_at = now() WHERE id = :cart_id::uuid RETURNING id)
INSERT INTO cart_items (cart_id, product_type, product_offer_key, game_type, game_offer, draw_no, num_draws,
    games, day, quantity, cause_key)
  SELECT cart.id, l.product_type, l.product_offer_key, l.game_type, l.game_offer, l.first_draw_no, l.num_draws,
    l.games, l.day, l.quantity, l.cause_key
  FROM cart, bench_records_lines l WHERE l.line_no = 2;
WITH cart AS (UPDATE carts SET updated_at = now() WHERE id = :cart_id::uuid RETURNING id)
INSERT INTO cart_items (cart_id, product_type, product_offer_key, game_type, game_offer, draw_no, num_draws,
    games, day, quantity, cause_key)
  SELECT cart.id, l.product_type, l.product_offer_key, l.game_type, l.game_offer, l.first_draw_no, l.num_draws,
    l.games, l.day, l.quantity, l.cause_key
  FROM cart, bench_records_lines l WHERE l.line_no = 3;
WITH emptied AS (DELETE FROM cart_items WHERE cart_id = :cart_id::uuid),
debit AS (
  UPDATE ledger_accounts SET balance_cents = balance_cents - :total_cents
  WHERE id = :wallet_id::uuid AND balance_cents >= :total_cents RETURNING balance_cents
),
posted AS (
  INSERT INTO ledger_transactions (kind, description, reference, metadata)
  SELECT 'purchase', 'Tickets for three draws', gen_random_uuid()::text, '{"items": 3}' FROM debit
  RETURNING id
),
entries AS (
  INSERT INTO ledger_entries (transaction_id, account_id, amount_cents)
  SELECT posted.id, side.account_id, side.amount_cents
  FROM posted, (VALUES (:wallet_id::uuid, -:total_cents::bigint), (:house_id::uuid, :total_cents::bigint))
    AS side(account_id, amount_cents)
),
checkout AS (
  INSERT INTO checkouts (customer_id, total_cents, ledger_transaction_id, balance_after_cents)
  SELECT :customer_id::text, :total_cents, posted.id, debit.balance_cents FROM posted, debit
  RETURNING id
),
ordered AS (
  INSERT INTO orders (checkout_id, customer_id, line_no, product_type, product_offer_key, product_name, game_type,
      game_offer, first_draw_no, num_draws, quantity, num_games, games, day, cause_key, description,
      unit_price_cents, total_cents)
  SELECT checkout.id, :customer_id::text, l.line_no, l.product_type, l.product_offer_key, l.product_name,
    l.game_type, l.game_offer, l.first_draw_no, l.num_draws, l.quantity, l.num_games, l.games, l.day,
    l.cause_key, l.description, l.unit_price_cents, l.total_cents
  FROM checkout, bench_records_lines l
  RETURNING id, line_no, product_type
),
played AS (
  INSERT INTO order_draws (order_id, draw_id)
  SELECT ordered.id, d.draw_id FROM ordered JOIN bench_records_line_draws d ON d.line_no = ordered.line_no
),
stock AS (
  UPDATE raffle_draws r SET tickets_sold = r.tickets_sold + :raffle_tickets
  FROM bench_records_line_draws d JOIN bench_records_lines l ON l.line_no = d.line_no
  WHERE l.product_type = 'raffle_ticket' AND r.draw_id = d.draw_id
    AND r.tickets_sold + :raffle_tickets <= r.ticket_cap
  RETURNING r.draw_id, r.tickets_sold
),
tickets AS (
  INSERT INTO raffle_tickets (draw_id, ticket_number, order_id)
  SELECT stock.draw_id, number, ordered.id
  FROM stock, ordered, generate_series(stock.tickets_sold - :raffle_tickets + 1, stock.tickets_sold) AS number
  WHERE ordered.product_type = 'raffle_ticket'
),
card AS (
  INSERT INTO content_cards (customer_id, category, title, body, link_path, source_key)
  SELECT :customer_id::text, 'account', 'Your tickets are booked',
    'Good luck in the draws you bought into. We will tell you here if you win.',
    '/receipt/' || checkout.id, 'purchase:' || checkout.id
  FROM checkout
)
INSERT INTO idempotency_keys (scope, key, request_hash, status, response)
SELECT 'purchase:' || :customer_id::text, gen_random_uuid()::text, md5(random()::text), 'completed', f.receipt
FROM bench_records_fixed f;
