import { z } from 'zod';
import { moneySchema } from './money';
import { regionSchema } from './branding';
import { weekdays } from './weekdays';

export const productTypes = [
  'lottery_ticket',
  'multi_draw_ticket',
  'raffle_ticket',
  'syndicate_share',
  'social_syndicate_share',
  'membership',
] as const;
export const productTypeSchema = z.enum(productTypes);
export type ProductType = z.infer<typeof productTypeSchema>;

export const gameTypeKeys = [
  'deferred',
  'standard',
  'sequential',
  'random',
  'strike_standard',
  'strike_boxed',
  'reduced_system',
  'mega_combo',
  'powerhit',
  'powerhit_super_combo',
  'powerpik',
  'powerpik_system',
  'syndicate',
  'lotto_party',
] as const;
export const gameTypeKeySchema = z.enum(gameTypeKeys);
export type GameTypeKey = z.infer<typeof gameTypeKeySchema>;

export const drawStates = [
  'DRAW_OPEN',
  'DRAW_CLOSED',
  'DRAW_DRAWN',
  'DRAW_SCORED',
  'DRAW_PAID',
  'DRAW_EMAILED',
  'DRAW_CAPPED',
] as const;
export const drawStateSchema = z.enum(drawStates);
export type DrawState = z.infer<typeof drawStateSchema>;

export const rafflePurchaseStatuses = ['open', 'sold_out', 'past_draw', 'pre_order'] as const;
export const rafflePurchaseStatusSchema = z.enum(rafflePurchaseStatuses);
export type RafflePurchaseStatus = z.infer<typeof rafflePurchaseStatusSchema>;

export const displayCategories = ['lottery', 'jackpot', 'raffle', 'syndicate'] as const;
export type DisplayCategory = (typeof displayCategories)[number];

export const restrictionTypes = ['licensing_restriction', 'migration_restriction'] as const;
export type RestrictionType = (typeof restrictionTypes)[number];

export const weekdaySchema = z.enum(weekdays);

/** One set of numbers a game is made of, e.g. 7 of 1–35 "Numbers" and 1 of 1–20 "Powerball". */
export const numberSetSchema = z.object({
  key: z.string(),
  name: z.string(),
  /** How many numbers the player picks in this set. */
  count: z.number().int().positive(),
  min: z.number().int(),
  max: z.number().int(),
  /** How many numbers the draw produces for this set (e.g. 6 winning + 2 supplementary for 6/45). */
  drawnCount: z.number().int().nonnegative(),
  /** Extra numbers drawn alongside this set, e.g. supplementaries. */
  supplementaryCount: z.number().int().nonnegative(),
});
export type NumberSet = z.infer<typeof numberSetSchema>;

export const gameOfferSchema = z.object({
  key: z.string(),
  name: z.string(),
  numberSets: z.array(numberSetSchema),
  /** Games on a quick-pick ticket unless the player changes it. */
  defaultGames: z.number().int().positive(),
  minGames: z.number().int().positive(),
  maxGames: z.number().int().positive(),
  /** Price of one game in one draw; an entry of more numbers costs the games it stands for. */
  pricePerGame: moneySchema,
  /** Multi-week (deferred) game offers only: the weeks of draws an entry plays, every draw day of each. */
  numWeeks: z.number().int().positive().optional(),
});
export type GameOffer = z.infer<typeof gameOfferSchema>;

export const gameTypeSchema = z.object({
  key: gameTypeKeySchema,
  name: z.string(),
  gameOffers: z.array(gameOfferSchema),
});
export type GameType = z.infer<typeof gameTypeSchema>;

/** A raffle ticket bundle such as "5 tickets for $20". */
export const raffleOfferSchema = z.object({
  key: z.string(),
  numTickets: z.number().int().positive(),
  price: moneySchema,
});
export type RaffleOffer = z.infer<typeof raffleOfferSchema>;

export const raffleDrawDataSchema = z.object({
  drawNumber: z.number().int(),
  name: z.string(),
  drawStop: z.string(),
  drawDate: z.string(),
  /** Value of the main prize. */
  value: moneySchema,
  featureImage: z.string().nullable(),
  drawPreOrderStartDate: z.string().nullable(),
  ticketCap: z.number().int().positive(),
  ticketsSold: z.number().int().nonnegative(),
});

export const drawSchema = z.object({
  type: z.enum(['lottery', 'raffle']),
  drawId: z.string(),
  drawNo: z.number().int(),
  lotteryKey: z.string(),
  /** ISO time of the draw (UTC). */
  date: z.string(),
  /** ISO time sales stop (UTC). */
  stop: z.string(),
  /** Day of the draw in Australia/Sydney. */
  day: weekdaySchema,
  prizePool: moneySchema.nullable(),
  prizePoolSuffix: z.string().nullable(),
  isPrizePoolUnknown: z.boolean(),
  /** 0 for the next available draw, 1 for the one after, … */
  drawOffset: z.number().int().nonnegative(),
  state: drawStateSchema,
  /** Raffle draws only. */
  drawData: raffleDrawDataSchema.nullable(),
  offers: z.array(raffleOfferSchema),
  purchaseStatus: rafflePurchaseStatusSchema.nullable(),
});
export type Draw = z.infer<typeof drawSchema>;

export const causeSchema = z.object({
  key: z.string(),
  urlSlug: z.string(),
  name: z.string(),
  description: z.string(),
});
export type Cause = z.infer<typeof causeSchema>;

export const recurringPurchaseSchema = z.object({
  type: z.enum(['autoplay', 'subscription']),
  availability: z.enum(['optional', 'always', 'never']),
});

export const syndicateDetailsSchema = z.object({
  size: z.number().int().positive(),
  sharesSold: z.number().int().nonnegative(),
  costPerShare: moneySchema,
  syndicateEncodedId: z.string(),
  tickets: z.array(
    z.object({ name: z.string(), numStandardGames: z.number().int(), numGames: z.number().int() }),
  ),
});

export const productOfferSchema = z.object({
  key: z.string(),
  type: productTypeSchema,
  name: z.string(),
  description: z.string(),
  url: z.string(),
  urlAliases: z.array(z.object({ subvariant: z.string(), url: z.string() })),
  availability: z.enum(['available', 'unavailable']),
  suspended: z.boolean(),
  displayCategory: z.enum(displayCategories),
  lotteryKey: z.string(),
  /** Draw days (Australia/Sydney) as a Monday-first bitmask; 127 is every day. */
  drawDays: z.number().int().min(0).max(127),
  draws: z.array(drawSchema),
  causes: z.array(causeSchema),
  gameTypes: z.array(gameTypeSchema),
  recurringPurchase: recurringPurchaseSchema,
  analyticsProductType: z.string(),
  syndicate: syndicateDetailsSchema.nullable(),
});
export type ProductOffer = z.infer<typeof productOfferSchema>;

export const restrictionSchema = z.object({
  type: z.enum(restrictionTypes),
  productOfferKey: z.string(),
  regions: z.array(regionSchema),
});
export type Restriction = z.infer<typeof restrictionSchema>;

export const productOffersResultSchema = z.object({
  offers: z.array(productOfferSchema),
  /** Offer keys in display order. */
  ranking: z.array(z.string()),
  restrictions: z.array(restrictionSchema),
});
export type ProductOffersResult = z.infer<typeof productOffersResultSchema>;

export const productOffersParamsSchema = z.object({
  pricingName: z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/, 'Use letters, digits, hyphen or underscore.')
    .max(64),
});

export const productOffersQuerySchema = z.object({
  /** Limit to these display categories (comma list). */
  category: z
    .string()
    .regex(/^(lottery|jackpot|raffle|syndicate)(,(lottery|jackpot|raffle|syndicate))*$/, 'Unknown category.')
    .optional(),
  /** How many open draws to list per offer (default 6). */
  numDraws: z.coerce.number().int().min(1).max(20).optional(),
  clearCache: z.string().optional(),
});
