// Shopping carts: one per signed-in customer, or one per anonymous cart token (only its sha256 is
// kept). The matching SQL is migrations/0003_cart.sql (hand-written; keep both in step).
// Items hold what the customer chose, never a price: prices come from the catalogue on every read.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { CartGame, GameTypeKey, ProductType } from '@fairdraw/contracts';
import { customers } from './accounts';
import { utc } from './types';

export const carts = pgTable(
  'carts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The owner when signed in: one cart per customer. */
    customerId: text('customer_id')
      .unique()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** sha256 (hex) of the anonymous cart token; the token itself is never stored. */
    anonTokenHash: text('anon_token_hash').unique(),
    createdAt: utc('created_at').notNull().defaultNow(),
    updatedAt: utc('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('carts_one_owner_check', sql`(${t.customerId} is null) <> (${t.anonTokenHash} is null)`),
    check('carts_token_hash_check', sql`${t.anonTokenHash} ~ '^[0-9a-f]{64}$'`),
  ],
);

export const cartItems = pgTable(
  'cart_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productType: text('product_type').$type<ProductType>().notNull(),
    productOfferKey: text('product_offer_key').notNull(),
    /** Lottery items only. */
    gameType: text('game_type').$type<GameTypeKey>(),
    /** The game offer (lottery) or the ticket bundle (raffle); null for syndicate shares. */
    gameOffer: text('game_offer'),
    drawNo: integer('draw_no').notNull(),
    numDraws: integer('num_draws').notNull().default(1),
    /** Lottery items only: the played numbers. */
    games: jsonb('games').$type<CartGame[]>(),
    /** Draw-day bitmask chosen by the player (lottery items whose offer lets them choose). */
    day: integer('day'),
    /** Raffle bundles or syndicate shares; 1 for a lottery ticket. */
    quantity: integer('quantity').notNull().default(1),
    causeKey: text('cause_key'),
    affiliateCode: text('affiliate_code'),
    createdAt: utc('created_at').notNull().defaultNow(),
    updatedAt: utc('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('cart_items_cart_idx').on(t.cartId, t.createdAt),
    check('cart_items_quantity_check', sql`${t.quantity} > 0`),
    check('cart_items_num_draws_check', sql`${t.numDraws} > 0`),
  ],
);
