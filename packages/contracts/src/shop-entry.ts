// Calls behind the shop's entry points (issue 17, decision 0050): where a visitor is (GET /locate),
// replaying a past order into the cart (/cart/replay/{replayId}), number tips (GET /tips), a draw's
// preview before it opens (GET /draw/preview/{a}/{b}) and the price table of each pricing
// (GET /info/pricing/).
import { z } from 'zod';
import { australianStates } from './customer';
import { cartResultSchema } from './cart';
import { moneySchema } from './money';
import { drawSchema, gameTypeKeySchema, productTypeSchema } from './product-offers';

const keySchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'Use letters, digits, hyphen or underscore.');

/** How the answer of GET /locate was worked out, most trusted first. */
export const locateSources = ['customer_address', 'edge', 'timezone', 'unknown'] as const;
export type LocateSource = (typeof locateSources)[number];

export const locateQuerySchema = z.object({
  /** The browser's IANA time zone (Intl), a hint only: "Australia/Perth" says WA. */
  tz: z.string().max(64).optional(),
});
export type LocateQuery = z.infer<typeof locateQuerySchema>;

export const locateResultSchema = z.object({
  /** "AU" when the request is known to come from Australia; null when unknown. */
  country: z.string().nullable(),
  state: z.enum(australianStates).nullable(),
  source: z.enum(locateSources),
});
export type LocateResult = z.infer<typeof locateResultSchema>;

/** Where a replay started (shop-core §3 screen-level sources). */
export const replaySources = ['email_replay', 'past_order_list_card_replay'] as const;
export type ReplaySource = (typeof replaySources)[number];

/** A checkout id (the e-mailed receipt: every ticket of that purchase) or one order id (a past ticket). */
export const replayParamsSchema = z.object({ replayId: z.string().min(1).max(64) });

export const replayBodySchema = z.strictObject({ source: z.enum(replaySources) });
export type ReplayBody = z.infer<typeof replayBodySchema>;

/**
 * One past lottery ticket of the replay: `ready` (GET) or `added` (POST) with the draw it now plays,
 * or why it cannot be played again: `not_licensed` in the customer's state, `not_on_sale` (the offer,
 * its game or every draw is gone).
 */
export const replayLineStatuses = ['ready', 'added', 'not_licensed', 'not_on_sale'] as const;
export const replayLineSchema = z.object({
  orderId: z.string(),
  productOfferKey: z.string(),
  productName: z.string(),
  productType: productTypeSchema,
  gameType: gameTypeKeySchema.nullable(),
  numGames: z.number().int(),
  numDraws: z.number().int(),
  /** The draw it plays again from: the offer's next open draw; null when it cannot be played. */
  drawNo: z.number().int().nullable(),
  status: z.enum(replayLineStatuses),
  /** Why not, in words for the customer; null when it can be played. */
  message: z.string().nullable(),
  /** The new cart item (POST, `added` only). */
  itemId: z.string().nullable(),
});
export type ReplayLine = z.infer<typeof replayLineSchema>;

export const replayPreviewSchema = z.object({ replayId: z.string(), lines: z.array(replayLineSchema) });
export type ReplayPreview = z.infer<typeof replayPreviewSchema>;

export const replayResultSchema = replayPreviewSchema.extend({
  source: z.enum(replaySources),
  cart: cartResultSchema,
});
export type ReplayResult = z.infer<typeof replayResultSchema>;

/** Drawn draws the tips count, newest first. */
export const TIPS_DRAWS_COUNTED = 100;

export const tipsNumberSetSchema = z.object({
  key: z.string(),
  name: z.string(),
  /** As many of the most drawn numbers as the set holds, most drawn first. */
  hot: z.array(z.number().int()),
  /** As many of the least drawn, least drawn first. */
  cold: z.array(z.number().int()),
});

export const tipsResultSchema = z.object({
  lotteries: z.array(
    z.object({
      productOfferKey: z.string(),
      name: z.string(),
      drawsCounted: z.number().int().nonnegative(),
      numberSets: z.array(tipsNumberSetSchema),
    }),
  ),
});
export type TipsResult = z.infer<typeof tipsResultSchema>;

export const drawPreviewParamsSchema = z.object({
  productOfferKey: keySchema,
  drawNo: z
    .string()
    .regex(/^[0-9]{1,9}$/, 'Please give a draw number.')
    .transform(Number),
});

/** A draw of an offer before, or while, it is on sale: never one already drawn. */
export const drawPreviewResultSchema = z.object({
  productOfferKey: z.string(),
  name: z.string(),
  productType: productTypeSchema,
  draw: drawSchema,
  /** Whether it can be bought now (open for sale or pre-order). */
  onSale: z.boolean(),
});
export type DrawPreviewResult = z.infer<typeof drawPreviewResultSchema>;

export const pricingTableSchema = z.object({
  pricings: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      isDefault: z.boolean(),
      offers: z.array(
        z.object({
          productOfferKey: z.string(),
          name: z.string(),
          productType: productTypeSchema,
          /** Lottery games: the price of one game of each game offer. */
          games: z.array(
            z.object({
              gameType: gameTypeKeySchema,
              gameOffer: z.string(),
              name: z.string(),
              pricePerGame: moneySchema,
            }),
          ),
          /** Raffle bundles of the next draw, or a syndicate's share price. */
          bundles: z.array(z.object({ key: z.string(), name: z.string(), price: moneySchema })),
        }),
      ),
    }),
  ),
});
export type PricingTable = z.infer<typeof pricingTableSchema>;
