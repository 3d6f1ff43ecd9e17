// What customers bought: one checkout per purchase (paid by one ledger transaction), one order per
// cart item, the draws each order plays and the raffle ticket numbers it holds. Rows are never
// updated or deleted by the shop: results and prizes (draw lifecycle) read them.
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import type { CartGame, GameTypeKey, ProductType } from '@fairdraw/contracts';
import { customers } from './accounts';
import { productOffers } from './catalogue';
import { draws } from './draws';
import { ledgerTransactions } from './ledger';
import { productTypes, sqlList, utc } from './types';

export const purchaseStatuses = ['standard', 'pre_order'] as const;
export type PurchaseStatus = (typeof purchaseStatuses)[number];

/** One paid purchase of a whole cart. */
export const checkouts = pgTable(
  'checkouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    /** The wallet debit that paid for it; one checkout per transaction. */
    ledgerTransactionId: uuid('ledger_transaction_id')
      .notNull()
      .unique('checkouts_ledger_transaction_unique')
      .references(() => ledgerTransactions.id),
    balanceAfterCents: bigint('balance_after_cents', { mode: 'number' }).notNull(),
    paymentMethod: text('payment_method').notNull().default('wallet'),
    channelKey: text('channel_key'),
    /** Attribution sent with the purchase (page, campaign, referrer). */
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: utc('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('checkouts_customer_idx').on(t.customerId, t.createdAt),
    check('checkouts_total_check', sql`${t.totalCents} > 0`),
    check('checkouts_balance_check', sql`${t.balanceAfterCents} >= 0`),
    check('checkouts_payment_method_check', sql`${t.paymentMethod} in ('wallet')`),
  ],
);

/** One bought cart item, with the prices and names as they were when it was bought. */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    checkoutId: uuid('checkout_id')
      .notNull()
      .references(() => checkouts.id),
    /** The owner, kept on the order so every read is scoped by it. */
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id),
    /** Position in the checkout, as the items stood in the cart (1, 2, …). */
    lineNo: integer('line_no').notNull(),
    productType: text('product_type').$type<ProductType>().notNull(),
    productOfferKey: text('product_offer_key')
      .notNull()
      .references(() => productOffers.key),
    productName: text('product_name').notNull(),
    gameType: text('game_type').$type<GameTypeKey>(),
    /** The game offer (lottery) or the ticket bundle (raffle); null for syndicate shares. */
    gameOffer: text('game_offer'),
    firstDrawNo: integer('first_draw_no').notNull(),
    numDraws: integer('num_draws').notNull(),
    /** Raffle bundles or syndicate shares; 1 for a lottery ticket. */
    quantity: integer('quantity').notNull(),
    /** Games (lottery), raffle tickets or shares. */
    numGames: integer('num_games').notNull(),
    games: jsonb('games').$type<CartGame[]>(),
    day: integer('day'),
    causeKey: text('cause_key'),
    affiliateCode: text('affiliate_code'),
    purchaseStatus: text('purchase_status').$type<PurchaseStatus>().notNull().default('standard'),
    description: text('description').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    createdAt: utc('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('orders_customer_idx').on(t.customerId, t.createdAt),
    unique('orders_checkout_line_unique').on(t.checkoutId, t.lineNo),
    check('orders_product_type_check', sql.raw(`product_type in (${sqlList(productTypes)})`)),
    check('orders_purchase_status_check', sql.raw(`purchase_status in (${sqlList(purchaseStatuses)})`)),
    check('orders_counts_check', sql`${t.numDraws} > 0 and ${t.quantity} > 0 and ${t.numGames} > 0`),
    check('orders_price_check', sql`${t.unitPriceCents} > 0 and ${t.totalCents} > 0`),
  ],
);

/** The draws an order is entered in (one row per draw of a multi-draw ticket). */
export const orderDraws = pgTable(
  'order_draws',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    drawId: uuid('draw_id')
      .notNull()
      .references(() => draws.id),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.drawId] }), index('order_draws_draw_idx').on(t.drawId)],
);

/** Raffle ticket numbers: each number of a draw belongs to exactly one order. */
export const raffleTickets = pgTable(
  'raffle_tickets',
  {
    drawId: uuid('draw_id')
      .notNull()
      .references(() => draws.id),
    ticketNumber: integer('ticket_number').notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
  },
  (t) => [
    primaryKey({ columns: [t.drawId, t.ticketNumber] }),
    index('raffle_tickets_order_idx').on(t.orderId),
    check('raffle_tickets_number_check', sql`${t.ticketNumber} > 0`),
  ],
);
