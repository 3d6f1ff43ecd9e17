// Checkout (POST /cart/purchase, GET /checkout/{checkoutID}) and the customer's orders
// (GET /orders, GET /orders/{id}): shop-core §3 "Receipt", §7, account-area §7 "Orders".
import { z } from 'zod';
import { moneySchema } from './money';
import { cartGameSchema } from './cart';
import { drawStateSchema, gameTypeKeySchema, productTypeSchema } from './product-offers';

/** Header that makes a purchase safe to retry: the same key returns the first receipt. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** What an Idempotency-Key may look like: a uuid or any 8–128 stored-value characters. */
export const idempotencyKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,128}$/, 'Use 8 to 128 letters, digits, hyphens or underscores.');

/** The error code of a 422 when the cart cannot be bought as it is (field errors say why). */
export const PURCHASE_REFUSED = 'purchase_refused';

const shortText = z.string().max(512);

/** Where the buyer came from (shop-core §7 "POST /cart/purchase" metadata); kept with the checkout. */
export const purchaseMetadataSchema = z
  .object({
    fbp: shortText.optional(),
    fbc: shortText.optional(),
    ajsAnonymousId: shortText.optional(),
    pageUrl: z.string().max(2048).optional(),
    platform: z.enum(['web', 'Web', 'ios', 'android']).optional(),
    session: z
      .object({
        campaign: shortText.optional(),
        content: shortText.optional(),
        medium: shortText.optional(),
        referrer: z.string().max(2048).optional(),
        referringDomain: shortText.optional(),
        source: shortText.optional(),
        term: shortText.optional(),
      })
      .optional(),
  })
  .strip();

/** How the purchase is paid. Only the wallet exists until card payments arrive. */
export const purchaseDataSchema = z.strictObject({
  paymentMethod: z.literal('wallet'),
});

/**
 * POST /cart/purchase: buys the signed-in customer's cart, or only the items named in `cartItemIds`
 * (the ones the customer saw when they paid; an item added meanwhile in another tab stays in the cart).
 */
export const purchaseBodySchema = z.strictObject({
  purchaseData: purchaseDataSchema.optional(),
  cartItemIds: z
    .array(z.string().regex(/^[A-Za-z0-9_-]{1,64}$/))
    .min(1)
    .max(100)
    .refine((ids) => new Set(ids).size === ids.length, 'Name each cart item once.')
    .optional(),
  channelKey: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .optional(),
  partnerKey: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .optional(),
  metadata: purchaseMetadataSchema.optional(),
  /**
   * The total the customer agreed to. When sent and the cart now costs something else (a price or
   * an item changed), nothing is bought and the answer says so.
   */
  expectedTotal: moneySchema.optional(),
});
export type PurchaseBody = z.infer<typeof purchaseBodySchema>;

/** GET /checkout/{checkoutID}. Unknown or someone else's ids are 404s, not 400s. */
export const checkoutParamsSchema = z.object({ checkoutId: z.string().min(1).max(64) });

/** One picked number of a game in a drawn draw, marked as the server scored it. */
export const matchedNumberSchema = z.object({
  number: z.number().int(),
  /** A winning number (in its own position for in-order games) or the bonus ball. */
  matched: z.boolean(),
  /** Not a winning number, but one of the supplementaries. */
  supplementary: z.boolean(),
});

/** One game of an order in a drawn draw: its numbers marked, and what it won once scored. */
export const scoredGameSchema = z.object({
  /** The game's position in the order (0-based). */
  index: z.number().int().min(0),
  sets: z.array(z.object({ key: z.string(), numbers: z.array(matchedNumberSchema) })),
  /** The best division won; null when it won nothing or the draw is not scored yet. */
  division: z.number().int().positive().nullable(),
  divisionName: z.string().nullable(),
  /** What the whole entry won (all its games); null when nothing. */
  prize: moneySchema.nullable(),
  /**
   * Every division the entry won, best first, with how many of its games won each. A standard game
   * wins at most one; a System, PowerHit, PowerPik or boxed entry can win several.
   */
  wins: z.array(
    z.object({
      division: z.number().int().positive(),
      divisionName: z.string(),
      games: z.number().int().positive(),
      prize: moneySchema,
    }),
  ),
});
export type ScoredGame = z.infer<typeof scoredGameSchema>;

/** One number set's winning numbers, in the order drawn. */
export const drawnNumbersSchema = z.object({
  key: z.string(),
  name: z.string(),
  numbers: z.array(z.number().int()),
});

/** What a drawn draw meant for one order: the result, each game or ticket, and what they won. */
export const drawOutcomeSchema = z.object({
  /** Lotteries: each number set's winning numbers; raffles: empty. */
  winningNumbers: z.array(drawnNumbersSchema),
  supplementary: z.array(z.number().int()),
  /** true once every entry of the draw has been scored (DRAW_SCORED and later). */
  scored: z.boolean(),
  games: z.array(scoredGameSchema),
  /** Raffles: the order's tickets in this draw and whether each won. */
  tickets: z.array(z.object({ ticketNumber: z.number().int(), won: z.boolean() })),
  /** What this order won in this draw. */
  winnings: moneySchema,
});
export type DrawOutcome = z.infer<typeof drawOutcomeSchema>;

/** One draw an order plays, as the customer sees it. */
export const orderDrawSchema = z.object({
  drawNo: z.number().int(),
  drawDate: z.string(),
  stop: z.string(),
  state: drawStateSchema,
  /** Only once drawn: the result and what the order's games or tickets did in it. */
  outcome: drawOutcomeSchema.optional(),
});
export type OrderDraw = z.infer<typeof orderDrawSchema>;

/** One bought cart item: a lottery ticket (one or more draws), raffle tickets or syndicate shares. */
export const orderSummarySchema = z.object({
  id: z.string(),
  checkoutId: z.string(),
  productType: productTypeSchema,
  /** The product offer key. */
  lotteryKey: z.string(),
  productName: z.string(),
  gameType: gameTypeKeySchema.nullable(),
  gameOffer: z.string().nullable(),
  /** The first draw played. */
  drawNo: z.number().int(),
  drawDate: z.string(),
  /** The earliest of its draws still to be drawn; null once every draw has been drawn. */
  nextDrawDate: z.string().nullable(),
  numDraws: z.number().int().positive(),
  /** Games (lottery), raffle tickets or shares. */
  numGames: z.number().int().positive(),
  /** Raffle bundles or syndicate shares; 1 for a lottery ticket. */
  quantity: z.number().int().positive(),
  causeKey: z.string().nullable(),
  description: z.string(),
  total: moneySchema,
  purchasedAt: z.string(),
  /** upcoming while any of its draws is still to be drawn, past afterwards. */
  status: z.enum(['upcoming', 'past']),
  /** Only once any of its draws is drawn: everything the order has won so far, over all its draws. */
  totalWinnings: moneySchema.optional(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

/** GET /orders/{id}?show_details=true: the order with its numbers, draws and raffle ticket numbers. */
export const orderDetailSchema = orderSummarySchema.extend({
  /** A syndicate share's games are the syndicate's entries, picked when its draw's sales close. */
  games: z.array(cartGameSchema),
  /**
   * A syndicate share: the member's shares of the syndicate's `size` equal shares. Each share is
   * 1/size of every prize its entries win; `picked` once the entries are quick-picked. Null otherwise.
   */
  syndicate: z
    .object({
      shares: z.number().int().positive(),
      size: z.number().int().positive(),
      picked: z.boolean(),
    })
    .nullable(),
  draws: z.array(orderDrawSchema),
  /** Raffle ticket numbers, lowest first; empty for other products. */
  raffleTicketNumbers: z.array(z.number().int().positive()),
  unitPrice: moneySchema,
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

export const orderStatuses = ['upcoming_products', 'past_products'] as const;

/** GET /orders?status&limit&offset (list answers carry pageInfo). */
export const ordersQuerySchema = z.object({
  status: z.enum(orderStatuses),
  limit: z.coerce.number().int().min(1).max(50).default(10),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export type OrdersQuery = z.infer<typeof ordersQuerySchema>;

export const orderParamsSchema = z.object({ id: z.string().min(1).max(64) });
export const orderDetailQuerySchema = z.object({ showDetails: z.enum(['true', 'false']).optional() });

/** What analytics receives about each bought product (shop-core §3 "Receipt"). */
export const segmentProductSchema = z.object({
  brand: z.string(),
  analyticsProductType: z.string(),
  causeKey: z.string().nullable(),
  productDescription: z.string(),
  drawDate: z.string(),
  drawNo: z.number().int(),
  hasFavouriteNumbers: z.boolean(),
  analyticsName: z.string(),
  numDraws: z.number().int(),
  numGames: z.number().int(),
  purchasePrice: moneySchema,
  prizePool: moneySchema.nullable(),
  lotteryKey: z.string(),
  recurringPurchaseEnabled: z.boolean(),
  recurringPurchaseType: z.enum(['autoplay', 'subscription']).nullable(),
  analyticsVariant: z.string(),
  purchaseStatus: z.enum(['standard', 'pre_order']),
  daysOfWeek: z.array(z.string()),
});

/** The promo code a checkout used (decision 0048): what it took off the price and what it credited. */
export const receiptPromotionSchema = z.object({
  code: z.string(),
  discount: moneySchema,
  credit: moneySchema,
});
export type ReceiptPromotion = z.infer<typeof receiptPromotionSchema>;

/** The receipt of one checkout; POST /cart/purchase and GET /checkout/{checkoutID} return the same. */
export const receiptSchema = z.object({
  checkoutId: z.string(),
  /** The price of what was bought, before any promo code. */
  total: moneySchema,
  /** What the customer's own money paid: the total less the promo code's discount. */
  paid: moneySchema,
  promotion: receiptPromotionSchema.nullable(),
  /** What the wallet held right after paying. */
  balanceAfter: moneySchema,
  paymentMethod: z.literal('wallet'),
  /**
   * The deposit that topped the wallet up to pay for this checkout (paying from the cart by card or a
   * wallet, POST /deposit_purchase): how much and what paid it ("Visa ···4242", "PayPal"). Null when
   * the wallet paid on its own.
   */
  topUp: z.object({ amount: moneySchema, source: z.string() }).nullable(),
  purchasedAt: z.string(),
  orders: z.array(orderSummarySchema),
  trackingData: z.object({
    goals: z.array(z.string()),
    products: z.array(z.object({ segmentProduct: segmentProductSchema })),
  }),
});
export type Receipt = z.infer<typeof receiptSchema>;
export type ReceiptTopUp = NonNullable<Receipt['topUp']>;

/** GET /draws/past_customer: the drawn draws the signed-in customer had entries in (v3.6). */
export const CUSTOMER_RESULTS_PAGE_SIZE = 5;
export const pastCustomerDrawsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(CUSTOMER_RESULTS_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export type PastCustomerDrawsQuery = z.infer<typeof pastCustomerDrawsQuerySchema>;

/** One drawn draw the customer played, with what they won in it. */
export const customerDrawResultSchema = z.object({
  productOfferKey: z.string(),
  name: z.string(),
  productType: productTypeSchema,
  drawNo: z.number().int(),
  drawDate: z.string(),
  state: drawStateSchema,
  winningNumbers: z.array(drawnNumbersSchema),
  supplementary: z.array(z.number().int()),
  /** Raffles: the winning ticket numbers. */
  winningTickets: z.array(z.number().int()),
  /** The customer's orders in this draw. */
  orderIds: z.array(z.string()),
  /** Winning games or tickets of the customer in this draw. */
  winningEntries: z.number().int().min(0),
  /** What the customer won in this draw. */
  winnings: moneySchema,
});
export type CustomerDrawResult = z.infer<typeof customerDrawResultSchema>;

/** GET /draw/full_result_customer/{productOfferKey}/{drawNo} */
export const customerFullResultParamsSchema = z.object({
  productOfferKey: z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/, 'Use letters, digits, hyphen or underscore.')
    .max(64),
  drawNo: z.coerce
    .number({ error: 'Please enter numbers only' })
    .int('Please enter a whole number.')
    .min(1)
    .max(2_147_483_647),
});

/** The draw's result and, per order of the customer in it, each game or ticket scored. */
export const customerFullResultSchema = customerDrawResultSchema.extend({
  entries: z.array(drawOutcomeSchema.extend({ orderId: z.string() })),
});
export type CustomerFullResult = z.infer<typeof customerFullResultSchema>;
