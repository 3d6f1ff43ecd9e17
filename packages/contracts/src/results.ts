// Public draw results (shop-core §7 "Results", v3.6): past draws of a pricing's offers, an offer's
// archive by Sydney calendar month, result keys for building links, and one draw in full with its
// prize divisions, winners and integrity record. Only drawn draws (DRAW_DRAWN and later) are results.
import { z } from 'zod';
import { moneySchema } from './money';
import { drawStateSchema, productTypeSchema } from './product-offers';

/** The API version the results calls are served in. */
export const RESULTS_API_VERSION = '3.6';

/** States in which a draw has a result. */
export const drawnStates = ['DRAW_DRAWN', 'DRAW_SCORED', 'DRAW_PAID', 'DRAW_EMAILED'] as const;
/** States in which a draw's entry set is sealed: closed, then drawn. */
export const sealedStates = ['DRAW_CLOSED', ...drawnStates] as const;

/** Where anyone downloads a sealed draw's canonical entry list (its SHA-256 is the entries hash). */
export const drawEntriesPath = (productOfferKey: string, drawNo: number) =>
  `/public/draws/${encodeURIComponent(productOfferKey)}/${drawNo}/entries.txt`;

export const resultCategories = ['lotteries', 'raffles'] as const;
export const resultCategorySchema = z.enum(resultCategories);
export type ResultCategory = z.infer<typeof resultCategorySchema>;

/** Results lists: 5 a page unless asked (shop-core §9), at most 50. */
export const RESULTS_PAGE_SIZE = 5;
export const RESULTS_MAX_PAGE_SIZE = 50;

const keySchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]+$/, 'Use letters, digits, hyphen or underscore.')
  .max(64);
const drawNoSchema = z.coerce
  .number({ error: 'Please enter numbers only' })
  .int('Please enter a whole number.')
  .min(1)
  .max(2_147_483_647);
const pagingShape = {
  limit: z.coerce.number().int().min(1).max(RESULTS_MAX_PAGE_SIZE).default(RESULTS_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
};

/** GET /draws/pricing/{pricingId}/past and /past/result_keys. */
export const pricingResultsParamsSchema = z.object({ pricingId: keySchema });

/**
 * GET /draws/pricing/{pricingId}/past: without `product_offer_key`, the latest drawn draw of each
 * offer (newest first); with it, that offer's drawn draws, newest first.
 */
export const pastResultsQuerySchema = z.object({
  ...pagingShape,
  category: resultCategorySchema.optional(),
  productOfferKey: keySchema.optional(),
});
export type PastResultsQuery = z.infer<typeof pastResultsQuerySchema>;

/** GET /draws/past/archived/{productOfferKey}/{year}/{month}: a Sydney calendar month. */
export const archivedResultsParamsSchema = z.object({
  productOfferKey: keySchema,
  year: z.coerce.number().int('Please enter a whole number.').min(2000).max(2100),
  month: z.coerce.number().int('Please enter a whole number.').min(1).max(12),
});
export const archivedResultsQuerySchema = z.object(pagingShape);

/** GET /draw/full_result?product_offer_key=&draw_no= */
export const fullResultQuerySchema = z.object({ productOfferKey: keySchema, drawNo: drawNoSchema });

/** GET /draw/details/{productOfferKey}/{drawNo}[/prizes|/winners] */
export const drawDetailsParamsSchema = z.object({ productOfferKey: keySchema, drawNo: drawNoSchema });

/** One number set's winning numbers, in the order drawn. */
export const winningNumberSetSchema = z.object({
  key: z.string(),
  name: z.string(),
  numbers: z.array(z.number().int()),
});

/** What anyone can check about a drawn draw (docs/draw-integrity.md). */
export const drawIntegritySchema = z.object({
  entriesCount: z.number().int().min(0),
  /** SHA-256 (hex) of the sorted canonical entry list, fixed when sales stopped. */
  entriesHash: z.string(),
  sealedAt: z.string(),
  /** Raffles: SHA-256 of the secret seed, published when the draw closed. */
  seedCommitment: z.string().nullable(),
  seedCommittedAt: z.string().nullable(),
  /** Raffles: the seed itself, once the winners have been drawn from it. */
  seed: z.string().nullable(),
  seedRevealedAt: z.string().nullable(),
  /** The page that explains how to check this record. */
  verifyUrl: z.string(),
  /** The canonical entry list itself, as plain text: its SHA-256 is `entriesHash`. */
  entriesUrl: z.string(),
});
export type DrawIntegrityRecord = z.infer<typeof drawIntegritySchema>;

/** One drawn draw as results lists show it. */
export const drawResultSchema = z.object({
  productOfferKey: z.string(),
  name: z.string(),
  /** The offer's site path, e.g. /powerball. */
  url: z.string(),
  category: resultCategorySchema,
  productType: productTypeSchema,
  drawNo: z.number().int(),
  drawDate: z.string(),
  state: drawStateSchema,
  /** Lotteries: each number set's winning numbers; raffles: empty. */
  winningNumbers: z.array(winningNumberSetSchema),
  supplementary: z.array(z.number().int()),
  /** Raffles: the winning ticket numbers; lotteries: empty. */
  winningTickets: z.array(z.number().int()),
  prizePool: moneySchema.nullable(),
  /** Raffles: the prize and what it is worth. */
  rafflePrize: z.object({ name: z.string(), value: moneySchema }).nullable(),
  /** Null only for a draw that was never sealed (none is drawn without one). */
  integrity: drawIntegritySchema.nullable(),
});
export type DrawResultSummary = z.infer<typeof drawResultSchema>;

/** A prize of a draw: a lottery's division, or a raffle's prize. */
export const drawPrizeSchema = z.object({
  /** The division number (1 is the top prize); raffles number their prizes the same way. */
  id: z.number().int(),
  main: z.boolean(),
  name: z.string(),
  description: z.string(),
  /** Fairdraw entries that won it; null until the draw is scored. */
  winners: z.number().int().nullable(),
  /**
   * Winning games across the whole draw, Fairdraw's among them (decision 0067): for a national game
   * what its operator declared with the result, for Fairdraw's own lotteries and raffles `winners`
   * (every entry is Fairdraw's). Null while not known: not declared, or not scored yet.
   */
  nationalWinners: z.number().int().min(0).nullable(),
  /**
   * What each winner got; for a division nobody at Fairdraw won, what the lottery operator declared
   * it pays (national games), else null. Raffles: the prize's value.
   */
  prizeEach: moneySchema.nullable(),
  /** What all its winners got together. */
  total: moneySchema,
  /** When it was awarded (scored); null before. */
  awardedAt: z.string().nullable(),
});
export type DrawPrize = z.infer<typeof drawPrizeSchema>;

/** GET /draw/full_result: the draw with its prizes, winners count and what was paid. */
export const fullDrawResultSchema = drawResultSchema.extend({
  prizes: z.array(drawPrizeSchema),
  /** Winning Fairdraw entries; null until scored. */
  totalWinners: z.number().int().nullable(),
  /** Prize money already paid into winners' wallets. */
  totalPaid: moneySchema,
});
export type FullDrawResult = z.infer<typeof fullDrawResultSchema>;

/** GET /draw/details/{key}/{drawNo}/winners: never a customer's name, e-mail or id. */
export const drawWinnersSchema = z.object({
  productOfferKey: z.string(),
  drawNo: z.number().int(),
  category: resultCategorySchema,
  /** Raffles: each winning ticket and the cause its buyer supported. */
  tickets: z.array(
    z.object({
      ticketNumber: z.number().int(),
      prize: z.string(),
      cause: z.object({ key: z.string(), name: z.string() }).nullable(),
    }),
  ),
  /** Lotteries: Fairdraw's winners per division (null until scored) and the whole draw's, as on a prize. */
  divisions: z.array(
    z.object({
      division: z.number().int(),
      name: z.string(),
      winners: z.number().int().nullable(),
      nationalWinners: z.number().int().min(0).nullable(),
    }),
  ),
});
export type DrawWinners = z.infer<typeof drawWinnersSchema>;

/** GET /draws/pricing/{pricingId}/past/result_keys: what the web needs to link to results. */
export const resultKeySchema = z.object({
  productOfferKey: z.string(),
  name: z.string(),
  url: z.string(),
  category: resultCategorySchema,
  /** Drawn draws, newest first; empty for an offer with no results yet. */
  draws: z.array(z.object({ drawNo: z.number().int(), date: z.string() })),
});
export type ResultKey = z.infer<typeof resultKeySchema>;
export const resultKeysSchema = z.array(resultKeySchema);
