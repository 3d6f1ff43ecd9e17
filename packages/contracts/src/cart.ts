import { z } from 'zod';
import { gameTypeKeySchema } from './product-offers';

/** Most games one cart item carries (the seeded offers allow 50). */
export const CART_MAX_GAMES = 50;
/** Most number sets in one game (Numbers, Powerball, …). */
export const CART_MAX_SETS_PER_GAME = 10;
/** Most numbers in one set; system entries pick more than a standard game's 6 or 7. */
export const CART_MAX_NUMBERS_PER_SET = 20;
/** No Fairdraw game has a ball above this; each offer's own bounds are checked by the domain rules. */
export const CART_MAX_BALL = 99;
/** Most draws one multi-draw ticket plays in a row. */
export const MAX_TICKET_DRAWS = 10;
/** Most raffle bundles or syndicate shares in one cart item. */
export const CART_MAX_QUANTITY = 100;

/** Offer, game, cause and affiliate keys: the stored-value rule (letters, digits, hyphen, underscore). */
const keySchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'Use letters, digits, hyphen or underscore.');

const drawNoSchema = z.number().int().positive();
const quantitySchema = z.number().int().min(1).max(CART_MAX_QUANTITY);

const recurringPurchaseInputSchema = z.strictObject({
  type: z.enum(['autoplay', 'subscription']),
  enabled: z.boolean(),
});

const cartNumberSetSchema = z.strictObject({
  key: keySchema,
  numbers: z
    .array(z.number().int().min(0).max(CART_MAX_BALL))
    .min(1)
    .max(CART_MAX_NUMBERS_PER_SET)
    .refine((numbers) => new Set(numbers).size === numbers.length, 'A number appears only once in a set.'),
});

/** One game as it goes into the cart: every played set, picked numbers only. */
export const cartGameSchema = z.strictObject({
  sets: z
    .array(cartNumberSetSchema)
    .min(1)
    .max(CART_MAX_SETS_PER_GAME)
    .refine((sets) => new Set(sets.map((set) => set.key)).size === sets.length, 'Each set appears once.'),
});
export type CartGame = z.infer<typeof cartGameSchema>;

/** Draws in a row, or "autoplay" to keep buying every draw until stopped. */
export const numDrawsInputSchema = z.union([
  z.number().int().min(1).max(MAX_TICKET_DRAWS),
  z.literal('autoplay'),
]);

/** Body for adding lottery games to a cart (shop-core §3 "Item body for adding"). */
export const lotteryCartItemInputSchema = z
  .strictObject({
    productType: z.enum(['lottery_ticket', 'multi_draw_ticket']),
    /** The product offer key. */
    lottery: keySchema,
    gameType: gameTypeKeySchema,
    gameOffer: keySchema,
    /** The first draw played. */
    drawNo: drawNoSchema,
    numDraws: numDrawsInputSchema,
    quickpick: z.boolean(),
    games: z.array(cartGameSchema).min(1).max(CART_MAX_GAMES),
    /** The chosen draw days as a Monday-first bitmask (shop-core §9), where the offer lets the player choose. */
    day: z.number().int().min(1).max(127).optional(),
    causeKey: keySchema.optional(),
    affiliateCode: keySchema.optional(),
    recurringPurchase: recurringPurchaseInputSchema.optional(),
  })
  // One product type per shape, so the server never has to guess: several draws are a multi-draw ticket.
  .refine(
    (item) =>
      (item.productType === 'multi_draw_ticket') === (typeof item.numDraws === 'number' && item.numDraws > 1),
    {
      message: 'A multi-draw ticket plays 2 or more draws; a lottery ticket plays 1 or autoplay.',
      path: ['productType'],
    },
  );
export type LotteryCartItemInput = z.infer<typeof lotteryCartItemInputSchema>;

/** Body for adding raffle tickets: `quantity` of one bundle of one raffle draw. */
export const raffleCartItemInputSchema = z.strictObject({
  productType: z.literal('raffle_ticket'),
  lottery: keySchema,
  /** The raffle bundle key ("5 tickets for $20"). */
  gameOffer: keySchema,
  drawNo: drawNoSchema,
  quantity: quantitySchema,
  causeKey: keySchema.nullable(),
  affiliateCode: keySchema.optional(),
  recurringPurchase: recurringPurchaseInputSchema.optional(),
});
export type RaffleCartItemInput = z.infer<typeof raffleCartItemInputSchema>;

/** Body for adding syndicate shares. */
export const syndicateCartItemInputSchema = z.strictObject({
  productType: z.literal('syndicate_share'),
  lottery: keySchema,
  drawNo: drawNoSchema,
  quantity: quantitySchema,
  affiliateCode: keySchema.optional(),
});
export type SyndicateCartItemInput = z.infer<typeof syndicateCartItemInputSchema>;

/** Any item body for POST /cart/items and /anon-cart/{token}/items, told apart by productType. */
export const cartItemInputSchema = z.discriminatedUnion('productType', [
  lotteryCartItemInputSchema,
  raffleCartItemInputSchema,
  syndicateCartItemInputSchema,
]);
export type CartItemInput = z.infer<typeof cartItemInputSchema>;
