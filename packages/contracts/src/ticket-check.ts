// The public ticket checker (/ticket-checker): pick a lottery and one of its drawn draws, enter games,
// see what each game won. Calls: GET /v2/ticket-check/lotteries, GET /v2/ticket-check/{key}/draws,
// POST /v2/ticket-check. Scoring is @fairdraw/domain's (results/score.ts). Sets are lists, not maps
// keyed by set key, because wire casing converts object keys ("mega_ball" would arrive as "megaBall").
import { z } from 'zod';
import { moneySchema } from './money';

/** Most games one check scores. */
export const TICKET_CHECK_MAX_GAMES = 50;
/** Most drawn draws the draw list offers, newest first. */
export const TICKET_CHECK_MAX_DRAWS = 100;

const offerKeySchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'Use letters, digits, hyphen or underscore.');

/** A number set a game plays, as the checker's number inputs need it. */
export const ticketCheckSetSchema = z.object({
  key: z.string(),
  name: z.string(),
  /** Numbers a game picks from this set. */
  count: z.number().int().positive(),
  /** Most numbers one entry may hold in this set (a System 20, all Powerballs of a PowerHit). */
  maxCount: z.number().int().positive(),
  min: z.number().int(),
  max: z.number().int(),
});
export type TicketCheckSet = z.infer<typeof ticketCheckSetSchema>;

/** GET /ticket-check/lotteries: every lottery whose tickets can be checked. */
export const ticketCheckLotterySchema = z.object({
  productOfferKey: z.string(),
  name: z.string(),
  numberSets: z.array(ticketCheckSetSchema),
  /** Lotto Strike: a number matches only in the position it was drawn. */
  inOrder: z.boolean(),
  /** Entries can be boxed (played in every order). */
  boxable: z.boolean(),
});
export type TicketCheckLottery = z.infer<typeof ticketCheckLotterySchema>;

export const ticketCheckDrawsParamsSchema = z.object({ productOfferKey: offerKeySchema });

/** GET /ticket-check/{productOfferKey}/draws: its drawn draws, newest first. */
export const ticketCheckDrawSchema = z.object({ drawNo: z.number().int(), date: z.string() });
export type TicketCheckDraw = z.infer<typeof ticketCheckDrawSchema>;

const checkedSetInputSchema = z.strictObject({
  key: offerKeySchema,
  numbers: z.array(z.number().int('Please enter whole numbers.').min(0).max(99)).min(1).max(20),
});

/** One entry: a standard game, or a System, PowerHit or PowerPik entry of more numbers. */
export const ticketCheckGameInputSchema = z.strictObject({
  sets: z.array(checkedSetInputSchema).min(1).max(10),
  /** A boxed Lotto Strike entry: its numbers play in every order. */
  boxed: z.boolean().optional(),
});
export type TicketCheckGameInput = z.infer<typeof ticketCheckGameInputSchema>;

/** POST /ticket-check. Each game is checked against the lottery's matrix; problems come back per game. */
export const ticketCheckBodySchema = z.strictObject({
  productOfferKey: offerKeySchema,
  drawNo: z.number().int().positive(),
  games: z.array(ticketCheckGameInputSchema).min(1).max(TICKET_CHECK_MAX_GAMES),
});
export type TicketCheckBody = z.infer<typeof ticketCheckBodySchema>;

/** One set of the draw's result. */
export const ticketCheckWinningSetSchema = z.object({
  key: z.string(),
  name: z.string(),
  /** Winning numbers in the order drawn. */
  numbers: z.array(z.number().int()),
});

export const ticketCheckDivisionSchema = z.object({
  number: z.number().int().positive(),
  name: z.string(),
  /** What it takes, in the player's words: "5 winning numbers + 1 supplementary". */
  description: z.string(),
});

export const ticketCheckGameResultSchema = z.object({
  /** The game's sets as entered, each with the numbers that matched. */
  sets: z.array(
    z.object({
      key: z.string(),
      numbers: z.array(z.number().int()),
      matched: z.array(z.number().int()),
    }),
  ),
  /** The game's numbers that are supplementaries of the draw. */
  matchedSupplementary: z.array(z.number().int()),
  /** The best division won, or null: no prize. */
  division: ticketCheckDivisionSchema.nullable(),
  /** What each winner of that division is paid, when known; null otherwise (and with no division). */
  prize: moneySchema.nullable(),
  /** Games the entry stands for: 1 for a standard game, 28 for a Saturday Lotto System 8. */
  games: z.number().int().positive(),
  /** Every division the entry won, best first, with how many of its games won it and what each is paid. */
  wins: z.array(
    z.object({
      division: ticketCheckDivisionSchema,
      games: z.number().int().positive(),
      prize: moneySchema.nullable(),
    }),
  ),
});
export type TicketCheckGameResult = z.infer<typeof ticketCheckGameResultSchema>;

export const ticketCheckResultSchema = z.object({
  productOfferKey: z.string(),
  name: z.string(),
  drawNo: z.number().int(),
  date: z.string(),
  winning: z.array(ticketCheckWinningSetSchema),
  supplementary: z.array(z.number().int()),
  games: z.array(ticketCheckGameResultSchema),
});
export type TicketCheckResult = z.infer<typeof ticketCheckResultSchema>;
