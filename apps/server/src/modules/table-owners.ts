// Which module owns each table (docs/architecture.md "Tables have owners"). Only the owner's
// repositories and ports write a table; another module reads it through the owner's service or port,
// or through one of the named read models below. table-owners.test.ts holds the code to this.
export const TABLE_OWNERS = {
  accounts: [
    'customers',
    'refresh_tokens',
    'account_links',
    'account_closures',
    'communication_preferences',
    'customer_contact_status',
    'email_confirmation_tokens',
    'terms_acceptances',
  ],
  capabilities: ['segments'],
  cart: ['carts', 'cart_items'],
  catalogue: [
    'lotteries',
    'product_offers',
    'product_offer_causes',
    'causes',
    'pricings',
    'pricing_offers',
    'offer_restrictions',
    'raffle_offers',
    'syndicates',
  ],
  checkout: [],
  content: ['content_items', 'content_files', 'translation_items'],
  support: ['support_messages'],
  draws: [
    'draws',
    'raffle_draws',
    'raffle_tickets',
    'draw_results',
    'draw_seals',
    'raffle_seeds',
    'syndicate_draws',
    'winnings',
  ],
  events: ['feedback_entries'],
  jobs: ['scheduled_jobs'],
  ledger: [
    'ledger_accounts',
    'ledger_transactions',
    'ledger_entries',
    'ledger_wallet_days',
    'idempotency_keys',
  ],
  limits: ['customer_limits', 'system_spend_limits'],
  notifications: ['content_cards', 'content_card_views'],
  orders: ['checkouts', 'orders', 'order_draws'],
  promotions: ['vouchers', 'cart_promotions', 'voucher_redemptions'],
  placements: [],
  payments: ['customer_funds', 'deposits', 'sandbox_card_tokens', 'sandbox_payments'],
  results: [],
  statistics: [],
  'ticket-check': [],
  'two-factor': ['two_factor_settings', 'one_time_codes'],
  verification: ['verification_attempts', 'verification_documents'],
  withdrawals: ['withdrawals'],
} as const satisfies Record<string, readonly string[]>;

export type ModuleName = keyof typeof TABLE_OWNERS;

/**
 * Files (and the database functions of migrations, as `<migration>:<function>`) that read other
 * modules' tables, each with the tables and why: pages that join across owners
 * in one query (a results page is draws, their results, prizes and offers). They only read; a write
 * to another module's table is never allowed, anywhere.
 */
export const READ_MODELS: Readonly<Record<string, { reads: readonly string[]; why: string }>> = {
  'results/results.repository.ts': {
    reads: [
      'lotteries',
      'product_offers',
      'pricings',
      'pricing_offers',
      'causes',
      'draws',
      'raffle_draws',
      'raffle_tickets',
      'draw_results',
      'draw_seals',
      'raffle_seeds',
      'winnings',
      'orders',
    ],
    why: 'public results, archives, prizes and winners: drawn draws with their offers and what was won',
  },
  'statistics/statistics.repository.ts': {
    reads: ['lotteries', 'product_offers', 'draws', 'draw_results'],
    why: "a lottery's drawn numbers over its past draws",
  },
  'ticket-check/ticket-check.repository.ts': {
    reads: ['lotteries', 'product_offers', 'draws', 'draw_results', 'winnings'],
    why: "any numbers against a drawn draw's result and what each division paid",
  },
  'orders/orders.repository.ts': {
    reads: ['product_offers', 'draws', 'raffle_tickets', 'syndicate_draws', 'winnings'],
    why: "the customer's tickets with the draws they play, their raffle numbers, a share's syndicate entries and what they won",
  },
  'orders/outcomes.repository.ts': {
    reads: [
      'lotteries',
      'product_offers',
      'draws',
      'draw_results',
      'raffle_tickets',
      'syndicate_draws',
      'winnings',
    ],
    why: "the customer's results: each drawn draw they played, its numbers (a share's: its syndicate's) and their winnings",
  },
  'catalogue/catalogue.repository.ts': {
    reads: ['draws', 'raffle_draws', 'syndicate_draws'],
    why: 'an offer on sale shows its next draws, a raffle its tickets left and a syndicate its shares sold, in the one offers query',
  },
  'draws/draws.repository.ts': {
    reads: ['lotteries', 'product_offers', 'orders', 'order_draws', 'customers'],
    why: "scoring reads the games entered in a draw; paying and telling a winner reads the order's customer",
  },
  'draws/syndicate-draws.repository.ts': {
    reads: ['syndicates', 'product_offers', 'orders', 'order_draws'],
    why: "a syndicate's entries are picked as the game offer its tickets name, and its prizes split among the share orders",
  },
  'draws/draw-schedule.repository.ts': {
    reads: ['lotteries'],
    why: "the schedule rolls each lottery's draws forward by the lottery's draw days and times",
  },
  'placements/placements.repository.ts': {
    reads: ['orders'],
    why: 'recommended draws: what sold lately, what the customer played, what buyers of the cart also bought',
  },
  'draws/draws.port.ts': {
    reads: ['syndicates'],
    why: 'a sold-out syndicate says how many shares are left',
  },
  '0030_purchase_locks.sql:draws_lock_for_purchase': {
    reads: ['product_offers'],
    why: "a purchase locks the draws of the offer's lottery",
  },
  '0027_add_item_promotion_flag.sql:cart_add_item': {
    reads: ['cart_promotions'],
    why: 'an add said whether a promo code was on the cart; migration 0031 asks promotions_cart_has_code instead',
  },
  '0031_checkout_round_trips.sql:draws_for_purchase': {
    reads: ['product_offers'],
    why: "a purchase reads and locks the draws of the offer's lottery",
  },
  '0031_checkout_round_trips.sql:draws_stock_left': {
    reads: ['product_offers', 'syndicates'],
    why: "a purchase reads what is left of a draw's stock: the offer's lottery, the syndicate's size",
  },
  '0031_checkout_round_trips.sql:draws_stock_shortfall': {
    reads: ['syndicates'],
    why: "a syndicate's first sale in a draw takes the syndicate's size",
  },
  '0026_purchase_writes.sql:draws_take_stock': {
    reads: ['syndicates'],
    why: "a syndicate's first sale in a draw takes the syndicate's size",
  },
};
