import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import type { CartGame } from '@fairdraw/contracts';
import { lotteries, syndicates } from './catalogue';
import { drawStates, sqlList, utc, type DrawState } from './types';

export const draws = pgTable(
  'draws',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    lotteryKey: text('lottery_key')
      .notNull()
      .references(() => lotteries.key),
    drawNo: integer('draw_no').notNull(),
    drawAt: utc('draw_at').notNull(),
    /** Sales stop at this instant (server clock). */
    stopAt: utc('stop_at').notNull(),
    state: text('state').$type<DrawState>().notNull().default('DRAW_OPEN'),
    /** Division 1 jackpot or raffle prize value; null = not announced yet. */
    prizePoolCents: bigint('prize_pool_cents', { mode: 'number' }),
    prizePoolSuffix: text('prize_pool_suffix'),
    createdAt: utc('created_at').notNull().defaultNow(),
  },
  (t) => [
    unique('draws_lottery_draw_no_unique').on(t.lotteryKey, t.drawNo),
    unique('draws_lottery_draw_at_unique').on(t.lotteryKey, t.drawAt),
    index('draws_stop_at_idx').on(t.stopAt),
    check('draws_state_check', sql.raw(`state in (${sqlList(drawStates)})`)),
    check('draws_stop_before_draw_check', sql`${t.stopAt} <= ${t.drawAt}`),
    check('draws_prize_pool_check', sql`${t.prizePoolCents} is null or ${t.prizePoolCents} >= 0`),
  ],
);

/**
 * One syndicate in one draw: the shares sold for that draw (limited stock, taken by a guarded upsert)
 * and, once its sales close, the entries quick-picked for it. `size` is kept per draw so the split of
 * a prize never changes after the shares were sold (decision 0053).
 */
export const syndicateDraws = pgTable(
  'syndicate_draws',
  {
    productOfferKey: text('product_offer_key').notNull(),
    drawId: uuid('draw_id').notNull(),
    size: integer('size').notNull(),
    sharesSold: integer('shares_sold').notNull().default(0),
    /** The syndicate's entries in this draw, picked when its sales close; null until then. */
    games: jsonb('games').$type<CartGame[]>(),
    pickedAt: utc('picked_at'),
  },
  (t) => [
    primaryKey({ columns: [t.productOfferKey, t.drawId] }),
    // Named here: the generated names pass PostgreSQL's 63-character limit.
    foreignKey({
      name: 'syndicate_draws_syndicate_fk',
      columns: [t.productOfferKey],
      foreignColumns: [syndicates.productOfferKey],
    }).onDelete('cascade'),
    foreignKey({ name: 'syndicate_draws_draw_fk', columns: [t.drawId], foreignColumns: [draws.id] }),
    index('syndicate_draws_draw_idx').on(t.drawId),
    check('syndicate_draws_size_check', sql`${t.size} > 0`),
    check('syndicate_draws_shares_check', sql`${t.sharesSold} >= 0 and ${t.sharesSold} <= ${t.size}`),
    check('syndicate_draws_picked_check', sql`(${t.games} is null) = (${t.pickedAt} is null)`),
  ],
);

/** What a raffle draw adds to a draw: its prize, its limited tickets and when it goes on sale. */
export const raffleDraws = pgTable(
  'raffle_draws',
  {
    drawId: uuid('draw_id')
      .primaryKey()
      .references(() => draws.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    prizeValueCents: bigint('prize_value_cents', { mode: 'number' }).notNull(),
    ticketCap: integer('ticket_cap').notNull(),
    ticketsSold: integer('tickets_sold').notNull().default(0),
    /** Tickets are sold from here; before it the draw takes pre-orders (when those have started). */
    salesStartAt: utc('sales_start_at').notNull(),
    /** Pre-orders are taken from here until sales start; null = no pre-order period. */
    preOrderStartAt: utc('pre_order_start_at'),
    featureImage: text('feature_image'),
  },
  (t) => [
    check('raffle_draws_cap_check', sql`${t.ticketCap} > 0`),
    check('raffle_draws_sold_check', sql`${t.ticketsSold} >= 0 and ${t.ticketsSold} <= ${t.ticketCap}`),
    check('raffle_draws_prize_check', sql`${t.prizeValueCents} >= 0`),
    check(
      'raffle_draws_pre_order_check',
      sql`${t.preOrderStartAt} is null or ${t.preOrderStartAt} <= ${t.salesStartAt}`,
    ),
  ],
);

/** Ticket bundles of a raffle draw, e.g. 5 tickets for $20. */
export const raffleOffers = pgTable(
  'raffle_offers',
  {
    drawId: uuid('draw_id')
      .notNull()
      .references(() => raffleDraws.drawId, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    numTickets: integer('num_tickets').notNull(),
    priceCents: integer('price_cents').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.drawId, t.key] }),
    check('raffle_offers_tickets_check', sql`${t.numTickets} > 0`),
    check('raffle_offers_price_check', sql`${t.priceCents} > 0`),
  ],
);
