// Placements (account-area "Placements (recommend service, version 1.0)"; decision 0049): lists of
// recommended draws the shop shows in a slot of a page (the home feature, the cart, the pre-cart
// drawer), built from what sells, what the customer played before and what is in their cart.
import { z } from 'zod';
import { moneySchema } from './money';
import { productTypeSchema } from './product-offers';

export const placementKeys = [
  'feature_placement',
  'cart_inline_item',
  'pre_cart_item',
  'fast_play',
  'instant_play',
  'pre_cart_promoted',
  'pre_cart_standard',
] as const;
export const placementKeySchema = z.enum(placementKeys);
export type PlacementKey = z.infer<typeof placementKeySchema>;

/** Why a draw is recommended: it sells, the customer played it before, or buyers of the cart's draws play it. */
export const placementReasons = ['popular', 'played_before', 'goes_with_cart'] as const;
export type PlacementReason = (typeof placementReasons)[number];

/** How many draws a cart may name in one placement request. */
export const PLACEMENT_CART_MAX = 30;

const SEGMENT_ID = /^[A-Za-z0-9._:-]{1,128}$/;
const KEY = /^[a-z0-9_-]{1,64}$/;

const segmentIdSchema = z
  .string()
  .regex(SEGMENT_ID, 'Use letters, digits, dot, colon, hyphen or underscore.');

/** `keys=pre_cart_promoted,pre_cart_standard`: one or more placement keys, each once. */
const keysSchema = z
  .string()
  .max(300)
  .transform((text, context) => {
    const keys = [...new Set(text.split(',').map((key) => key.trim()))];
    const unknown = keys.filter((key) => !(placementKeys as readonly string[]).includes(key));
    if (keys.length === 0 || unknown.length > 0) {
      context.addIssue({
        code: 'custom',
        message: `Unknown placement key${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ') || '(none)'}.`,
      });
      return z.NEVER;
    }
    return keys as PlacementKey[];
  });

export interface PlacementCartEntry {
  lotteryKey: string;
  drawNumber: number;
}

/** `cart=mega_jackpot_lottery:1042,coast_raffle:7`: the cart's draws as product offer key and draw number. */
const cartSchema = z
  .string()
  .max(3000)
  .transform((text, context) => {
    const parts = text.split(',').filter((part) => part !== '');
    const entries: PlacementCartEntry[] = [];
    for (const part of parts) {
      const match = /^([a-z0-9_-]{1,64}):([1-9][0-9]{0,8})$/.exec(part);
      if (!match) {
        context.addIssue({
          code: 'custom',
          message: 'Use lottery_key:draw_number pairs, separated by commas.',
        });
        return z.NEVER;
      }
      entries.push({ lotteryKey: match[1]!, drawNumber: Number(match[2]) });
    }
    if (entries.length > PLACEMENT_CART_MAX) {
      context.addIssue({ code: 'custom', message: `A cart of at most ${PLACEMENT_CART_MAX} draws.` });
      return z.NEVER;
    }
    return entries;
  });

export const placementQuerySchema = z.object({
  keys: keysSchema,
  /** The site's branding; Fairdraw has one, so any key reads the same lists. */
  brandingKey: z.string().regex(KEY, 'Use a branding key.').optional(),
  /** The price list the draws are offered in; the signed-in customer's, else the default. */
  pricingId: z.string().regex(KEY, 'Use a pricing id.').optional(),
  /** Sent by the spec's client; the signed-in customer is who the request is signed for, never this. */
  customerKey: z.string().max(128).optional(),
  cart: cartSchema.optional(),
  segmentDeviceId: segmentIdSchema.optional(),
  segmentUserId: segmentIdSchema.optional(),
  clearCache: z.string().optional(),
});
export type PlacementQuery = z.output<typeof placementQuerySchema>;

export const placementItemSchema = z.object({
  /** The product offer key (what a cart item calls `lottery_key`). */
  lotteryKey: z.string(),
  productType: productTypeSchema,
  name: z.string(),
  /** The offer's page, where the draw is played. */
  url: z.string(),
  drawNumber: z.number().int(),
  /** ISO time of the draw (UTC). */
  drawDate: z.string(),
  /** ISO time sales stop (UTC). */
  drawStop: z.string(),
  prizePool: moneySchema.nullable(),
  prizePoolSuffix: z.string().nullable(),
  isPrizePoolUnknown: z.boolean(),
  reason: z.enum(placementReasons),
});
export type PlacementItem = z.infer<typeof placementItemSchema>;

export const placementSchema = z.object({
  key: placementKeySchema,
  items: z.array(placementItemSchema),
});
export type Placement = z.infer<typeof placementSchema>;

/** GET /placement: the asked keys that have something to show, in the order asked (204 when none has). */
export const placementsResultSchema = z.array(placementSchema);
export type PlacementsResult = z.infer<typeof placementsResultSchema>;

export const placementPrimeQuerySchema = z.object({
  segmentUserId: segmentIdSchema.optional(),
  segmentDeviceId: segmentIdSchema.optional(),
});

/** POST /placement/cart/prime: 202; how many draws the customer's cart recommends now. */
export const placementPrimeResultSchema = z.object({
  primed: z.boolean(),
  items: z.number().int().nonnegative(),
});
export type PlacementPrimeResult = z.infer<typeof placementPrimeResultSchema>;
