// What happens to a draw after it stops selling: the sealed entry set, the result (entered by an
// operator, filled in by the demo source, or drawn by the server for raffles), each winning entry and
// its payout. See docs/decisions/0014-draw-lifecycle.md.
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { draws } from './draws';
import { ledgerTransactions } from './ledger';
import { orders } from './orders';
import { utc } from './types';

/** The entry set of a closed draw, fixed before any result exists: its count and sha256. */
export const drawSeals = pgTable(
  'draw_seals',
  {
    drawId: uuid('draw_id')
      .primaryKey()
      .references(() => draws.id),
    entriesCount: integer('entries_count').notNull(),
    /** sha256 (hex) of the canonical entry list (docs/draw-integrity.md). */
    entriesHash: text('entries_hash').notNull(),
    sealedAt: utc('sealed_at').notNull(),
  },
  (t) => [
    check('draw_seals_hash_check', sql`${t.entriesHash} ~ '^[0-9a-f]{64}$'`),
    check('draw_seals_count_check', sql`${t.entriesCount} >= 0`),
  ],
);

/**
 * A raffle draw's secret seed: its sha256 is published when the draw closes, the seed itself once the
 * winners are drawn from it.
 */
export const raffleSeeds = pgTable(
  'raffle_seeds',
  {
    drawId: uuid('draw_id')
      .primaryKey()
      .references(() => draws.id),
    seedHash: text('seed_hash').notNull(),
    /** Hex; never shown before `revealedAt`. */
    seed: text('seed').notNull(),
    committedAt: utc('committed_at').notNull(),
    revealedAt: utc('revealed_at'),
  },
  (t) => [
    check('raffle_seeds_hash_check', sql`${t.seedHash} ~ '^[0-9a-f]{64}$'`),
    check('raffle_seeds_seed_check', sql`${t.seed} ~ '^[0-9a-f]{64}$'`),
  ],
);

export const resultSources = ['operator', 'demo', 'raffle'] as const;
export type ResultSource = (typeof resultSources)[number];

/** The winning numbers of a draw (lottery) or its winning ticket numbers (raffle). */
export const drawResults = pgTable(
  'draw_results',
  {
    drawId: uuid('draw_id')
      .primaryKey()
      .references(() => draws.id),
    /** Number set key → winning numbers in the order drawn (raffles: `tickets`). */
    winning: jsonb('winning').$type<Record<string, number[]>>().notNull(),
    supplementary: jsonb('supplementary')
      .$type<number[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /**
     * Division number → prize per winning game in cents, as the lottery operator declared it (the
     * national games, decision 0012); null for raffles and Fairdraw's own lotteries.
     */
    dividends: jsonb('dividends').$type<Record<string, number>>(),
    /**
     * Division number → winning games across the whole country, as the operator declared them with the
     * result (national games, decision 0067); null when not declared, for raffles and Fairdraw's own
     * lotteries.
     */
    nationalWinners: jsonb('national_winners').$type<Record<string, number>>(),
    source: text('source').$type<ResultSource>().notNull(),
    /** Who entered it: an operator's name, `demo` or `server`. */
    enteredBy: text('entered_by').notNull(),
    enteredAt: utc('entered_at').notNull(),
  },
  (t) => [check('draw_results_source_check', sql`${t.source} in ('operator', 'demo', 'raffle')`)],
);

/**
 * What one entry won in one division: lottery entries by their index in the order (an entry of many
 * games can win several divisions, `games` of its games in each), raffle tickets by number. The prize
 * is for all those games together.
 */
export const winnings = pgTable(
  'winnings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    drawId: uuid('draw_id')
      .notNull()
      .references(() => draws.id),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    customerId: text('customer_id').notNull(),
    /** Lottery: the game's position in the order (0-based). Raffle: the winning ticket number. */
    entry: integer('entry').notNull(),
    division: integer('division').notNull(),
    /** The entry's games that won this division (1 for a standard game or a raffle ticket). */
    games: integer('games').notNull().default(1),
    prizeCents: bigint('prize_cents', { mode: 'number' }).notNull(),
    ledgerTransactionId: uuid('ledger_transaction_id').references(() => ledgerTransactions.id),
    paidAt: utc('paid_at'),
    emailedAt: utc('emailed_at'),
    createdAt: utc('created_at').notNull().defaultNow(),
  },
  (t) => [
    unique('winnings_entry_unique').on(t.drawId, t.orderId, t.entry, t.division),
    index('winnings_order_idx').on(t.orderId),
    index('winnings_customer_idx').on(t.customerId),
    check('winnings_division_check', sql`${t.division} > 0`),
    check('winnings_games_check', sql`${t.games} > 0`),
    check('winnings_prize_check', sql`${t.prizeCents} >= 0`),
    check(
      'winnings_paid_check',
      sql`(${t.paidAt} is null) = (${t.ledgerTransactionId} is null) or ${t.prizeCents} = 0`,
    ),
  ],
);
