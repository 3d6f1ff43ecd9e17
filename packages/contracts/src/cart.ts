import { z } from 'zod';
import { moneySchema } from './money';
import { gameTypeKeySchema, productTypeSchema } from './product-offers';
import { cartPromotionSchema } from './promotions';

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

/** Most items one cart holds. */
export const CART_MAX_ITEMS = 50;

/** The error code of a 422 when the shop's rules refuse an item (field errors name the rule). */
export const CART_ITEM_REFUSED = 'cart_item_refused';

/** Keys a client may send with an item that the server never trusts: prices are the catalogue's. */
const clientPriceKeys = ['price', 'unitPrice', 'total', 'pricePerGame', 'amount'] as const;

/**
 * The add-item body as the routes read it: any price the client sends is dropped before validation
 * (prices are computed on the server), everything else is `cartItemInputSchema`.
 */
export const cartItemAddBodySchema = z.preprocess((body) => {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const copy: Record<string, unknown> = { ...(body as Record<string, unknown>) };
  for (const key of clientPriceKeys) delete copy[key];
  return copy;
}, cartItemInputSchema);

/** PUT …/items/{id}: change how many bundles or shares, or how many draws a lottery ticket plays. */
export const cartItemUpdateSchema = z
  .strictObject({
    quantity: quantitySchema.optional(),
    numDraws: z.number().int().min(1).max(MAX_TICKET_DRAWS).optional(),
  })
  .refine((body) => body.quantity !== undefined || body.numDraws !== undefined, {
    message: 'Send a quantity or a number of draws.',
    path: ['general'],
  });
export type CartItemUpdate = z.infer<typeof cartItemUpdateSchema>;

/** A cart token (anonymous carts) or a cart item id in a path. Unknown ones are 404s, not 400s. */
export const anonCartParamsSchema = z.object({ token: z.string().min(1).max(128) });
export const anonCartItemParamsSchema = z.object({
  token: z.string().min(1).max(128),
  id: z.string().min(1).max(64),
});
export const cartItemParamsSchema = z.object({ id: z.string().min(1).max(64) });

export const cartItemResultSchema = z.object({
  id: z.string(),
  productType: productTypeSchema,
  /** The product offer key. */
  lotteryKey: z.string(),
  drawNo: z.number().int(),
  drawDate: z.string(),
  drawPrizePool: moneySchema.nullable(),
  /** One game × draws for lottery tickets (quantity 1), one bundle for raffles, one share for syndicates. */
  unitPrice: moneySchema,
  quantity: z.number().int().positive(),
  gameType: gameTypeKeySchema.nullable(),
  /** The game offer (lottery) or ticket bundle (raffle); null for syndicate shares. */
  gameOffer: z.string().nullable(),
  numDraws: z.number().int().positive(),
  /** Games (lottery), raffle tickets (bundles × tickets each) or shares. */
  numGames: z.number().int().positive(),
  causeKey: z.string().nullable(),
  description: z.string(),
  total: moneySchema,
});
export type CartItemResult = z.infer<typeof cartItemResultSchema>;

export const cartAutoRemovalReasons = ['draw_closed', 'offer_unavailable'] as const;
/**
 * Why an item cannot be bought as it is. `sold_out` is the item's own; the rest are the customer's
 * (decision 0025) and name the item that takes the cart over the line, with the page that fixes it.
 */
export const cartBlockedReasons = [
  'sold_out',
  'spend_limit',
  'global_spend_limit',
  'deposit_limit',
  'verify_account_required',
  /** The shop is not licensed to sell the product in the state of the customer's address. */
  'licensing_restriction',
] as const;
export type CartBlockedReason = (typeof cartBlockedReasons)[number];

export const cartResultSchema = z.object({
  cartReference: z.string(),
  cartItems: z.array(cartItemResultSchema),
  /** Items taken out on this read because they can no longer be bought; told once. */
  autoRemovedItems: z.array(
    z.object({
      id: z.string(),
      reason: z.enum(cartAutoRemovalReasons),
      /** What was taken out ("Powerball draw 1571"); null when the offer is no longer known. */
      description: z.string().nullable(),
      /**
       * A lottery ticket whose draw closed, as an add-item body for the next open draw: the same
       * games, draws, days and cause, to add again like any item (decision 0051). Absent for other
       * items, or when the lottery has no open draw.
       */
      replay: lotteryCartItemInputSchema.optional(),
    }),
  ),
  cartTotal: moneySchema,
  /** The part of cartTotal that pre-orders raffle tickets. */
  preOrderTotal: moneySchema,
  requiresUnattendedPaymentMethod: z.literal(false),
  /** Items that cannot be bought as they are (an array, never a map keyed by item id). */
  blockedReasons: z.array(
    z.object({ itemId: z.string(), reason: z.enum(cartBlockedReasons), message: z.string() }),
  ),
  showRegulation: z.boolean(),
  /** The promo code on the cart and what it gives (decision 0048); absent while there is none. */
  promotion: cartPromotionSchema.optional(),
});
export type CartResult = z.infer<typeof cartResultSchema>;
