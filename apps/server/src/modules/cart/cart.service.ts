// Carts (shop-core §3, §4, §7 "Cart calls"): anonymous carts by token, one cart per signed-in customer.
// Items keep only what the customer chose. Every read prices them from the current catalogue at the
// injected clock, takes out items whose draw has closed and flags items that can no longer be covered.
// The rules are the domain package's (canAddToCart, canAddRaffleTicket, canAddSyndicateShare).
import { createHash, randomBytes } from 'node:crypto';
import {
  CART_ITEM_REFUSED,
  CART_MAX_ITEMS,
  type CartItemInput,
  type CartItemResult,
  type CartItemUpdate,
  type CartResult,
  type Draw,
  type ProductOffer,
  type ProductOffersResult,
} from '@fairdraw/contracts';
import {
  canAddRaffleTicket,
  canAddSyndicateShare,
  canAddToCart,
  daysFromBitmask,
  daysSelectable,
  findGameOffer,
  findRaffleBundle,
  fromWireMoney,
  openLotteryDraws,
  raffleTicketPriceCents,
  syndicateSharePriceCents,
  ticketPriceCents,
  toWireMoney,
  type LotteryTicket,
} from '@fairdraw/domain';
import type { Db } from '@fairdraw/db';
import type { Clock } from '../../lib/clock';
import { AppError, NotFoundError, type FieldErrors } from '../../lib/errors';
import {
  countItems,
  deleteCart,
  deleteItems,
  ensureCustomerCart,
  findAnonCart,
  findItem,
  insertAnonCart,
  insertItems,
  listItems,
  lockCart,
  moveItems,
  touchCart,
  updateItem,
  type CartItemRow,
  type CartRow,
  type NewCartItemRow,
} from './cart.repository';

/** Pricing of anonymous visitors. */
export const ANONYMOUS_PRICING = 'web';
/** Draws per offer looked at when checking items: a multi-draw ticket may start this far ahead. */
const OFFER_DRAW_WINDOW = 20;

export const CART_NOT_FOUND_MESSAGE = 'We could not find this cart.';
export const ITEM_NOT_FOUND_MESSAGE = 'We could not find this item in your cart.';
export const cartFullMessage = (max: number) => `A cart holds at most ${max} items.`;

export type CartOwner = { kind: 'anonymous'; token: string } | { kind: 'customer'; customerId: string };

export interface CartServiceOptions {
  db: Db;
  clock: Clock;
  getProductOffers(
    pricingName: string,
    query: { category?: string[]; numDraws?: number },
    now: Date,
  ): Promise<ProductOffersResult>;
  /** The pricing a signed-in customer buys at. */
  pricingFor(customerId: string): Promise<string>;
}

export interface CartService {
  /** A new anonymous cart; the token is its only key and is never stored. */
  createAnonymousCart(): Promise<string>;
  getCart(owner: CartOwner): Promise<CartResult>;
  addItem(owner: CartOwner, input: CartItemInput): Promise<CartResult>;
  updateItem(owner: CartOwner, itemId: string, update: CartItemUpdate): Promise<CartResult>;
  removeItem(owner: CartOwner, itemId: string): Promise<CartResult>;
  /** Moves the anonymous cart's items into the customer's cart and ends the token; safe to repeat. */
  convert(token: string, customerId: string): Promise<CartResult>;
}

export const hashCartToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** A 422 naming the field and the rule that refused the item. */
export class CartItemRefusedError extends AppError {
  constructor(fieldErrors: FieldErrors) {
    const first = Object.values(fieldErrors)[0]?.[0]?.message ?? 'This item cannot go into the cart.';
    super(422, CART_ITEM_REFUSED, first, fieldErrors);
    this.name = 'CartItemRefusedError';
  }
}

type Refusal = [field: string, code: string, message: string];

function refuse(refusals: Refusal[]): never {
  const fields: FieldErrors = {};
  for (const [field, code, message] of refusals) (fields[field] ??= []).push({ code, message });
  throw new CartItemRefusedError(fields);
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function ticketsLeftMessage(left: number): string {
  return left <= 0 ? 'This raffle has sold out.' : `Only ${plural(left, 'ticket is', 'tickets are')} left.`;
}

function sharesLeftMessage(left: number): string {
  return left <= 0 ? 'This syndicate has sold out.' : `Only ${plural(left, 'share is', 'shares are')} left.`;
}

/** "Draw 4621 has closed." for a draw before the next open one, otherwise "is not on sale". */
function drawNotOnSale(drawNo: number, listed: readonly Draw[]): string {
  const next = listed.map((draw) => draw.drawNo).sort((a, b) => a - b)[0];
  return next === undefined || drawNo < next
    ? `Draw ${drawNo} has closed.`
    : `Draw ${drawNo} is not on sale.`;
}

type OfferKind = 'lottery' | 'raffle' | 'syndicate';
const kindOfProduct = (productType: string): OfferKind =>
  productType === 'raffle_ticket' ? 'raffle' : productType === 'syndicate_share' ? 'syndicate' : 'lottery';

/**
 * Checks an item against the current offer with the domain rules and returns the row to store, or
 * throws a 422 with a field error for every refusal.
 */
export function checkItem(input: CartItemInput, offer: ProductOffer | undefined): NewCartItemRow {
  const kind = kindOfProduct(input.productType);
  if (!offer || kindOfProduct(offer.type) !== kind)
    refuse([['lottery', 'unknown_offer', `We do not sell this ${kind} here.`]]);
  if (offer.suspended || offer.availability !== 'available')
    refuse([['lottery', 'unavailable', `${offer.name} is not on sale right now.`]]);
  const common = {
    productOfferKey: offer.key,
    drawNo: input.drawNo,
    affiliateCode: input.affiliateCode ?? null,
  };

  if (input.productType === 'raffle_ticket') {
    const check = canAddRaffleTicket(
      {
        productOfferKey: input.lottery,
        drawNo: input.drawNo,
        raffleOfferKey: input.gameOffer,
        quantity: input.quantity,
        causeKey: input.causeKey,
      },
      offer,
    );
    if (!check.ok) {
      const draw = offer.draws.find((item) => item.drawNo === input.drawNo);
      const drawData = draw?.drawData;
      const left = drawData ? drawData.ticketCap - drawData.ticketsSold : 0;
      refuse(
        check.reasons.map((reason): Refusal => {
          switch (reason) {
            case 'no_draw':
              return draw?.purchaseStatus === 'sold_out'
                ? ['quantity', 'sold_out', ticketsLeftMessage(0)]
                : ['drawNo', reason, drawNotOnSale(input.drawNo, offer.draws)];
            case 'unknown_bundle':
              return ['gameOffer', reason, 'Choose one of this raffle’s ticket bundles.'];
            case 'bad_quantity':
              return ['quantity', reason, 'Choose a quantity between 1 and 100.'];
            case 'not_enough_tickets':
              return ['quantity', reason, ticketsLeftMessage(left)];
            case 'cause_required':
              return ['causeKey', reason, 'Choose a cause to support.'];
            case 'unknown_offer':
              return ['lottery', reason, 'We do not sell this raffle here.'];
          }
        }),
      );
    }
    return {
      ...common,
      productType: 'raffle_ticket',
      gameType: null,
      gameOffer: input.gameOffer,
      numDraws: 1,
      games: null,
      day: null,
      quantity: input.quantity,
      causeKey: input.causeKey,
    };
  }

  if (input.productType === 'syndicate_share') {
    const check = canAddSyndicateShare(
      { productOfferKey: input.lottery, drawNo: input.drawNo, quantity: input.quantity },
      offer,
    );
    if (!check.ok) {
      const left = offer.syndicate ? offer.syndicate.size - offer.syndicate.sharesSold : 0;
      refuse(
        check.reasons.map((reason): Refusal => {
          switch (reason) {
            case 'no_draw':
              return ['drawNo', reason, drawNotOnSale(input.drawNo, openLotteryDraws(offer.draws))];
            case 'bad_quantity':
              return ['quantity', reason, 'Choose between 1 and 100 shares.'];
            case 'not_enough_shares':
              return ['quantity', reason, sharesLeftMessage(left)];
            case 'unknown_offer':
              return ['lottery', reason, 'We do not sell this syndicate here.'];
          }
        }),
      );
    }
    return {
      ...common,
      productType: 'syndicate_share',
      gameType: null,
      gameOffer: null,
      numDraws: 1,
      games: null,
      day: null,
      quantity: input.quantity,
      causeKey: null,
    };
  }

  if (input.numDraws === 'autoplay')
    refuse([['numDraws', 'autoplay_unavailable', 'Autoplay cannot be added to the cart yet.']]);
  const numDraws = input.numDraws;
  const ticket: LotteryTicket = {
    productOfferKey: input.lottery,
    gameTypeKey: input.gameType,
    gameOfferKey: input.gameOffer,
    games: input.games.map((game) => ({ sets: game.sets.map(({ key, numbers }) => ({ key, numbers })) })),
    numDraws,
    firstDrawNo: input.drawNo,
    ...(input.day === undefined ? {} : { days: daysFromBitmask(input.day) }),
    causeKey: input.causeKey ?? null,
  };
  const check = canAddToCart(ticket, offer);
  if (!check.ok) {
    const gameOffer = findGameOffer(offer, input.gameType, input.gameOffer);
    refuse(
      check.reasons.map((reason): Refusal => {
        switch (reason) {
          case 'unknown_offer':
            return ['gameOffer', reason, 'Choose one of this lottery’s ways to play.'];
          case 'incomplete_games':
            return ['games', reason, 'Complete every game before adding it to the cart.'];
          case 'too_few_games':
            return ['games', reason, `Play at least ${plural(gameOffer?.minGames ?? 1, 'game', 'games')}.`];
          case 'too_many_games':
            return ['games', reason, `Play at most ${plural(gameOffer?.maxGames ?? 1, 'game', 'games')}.`];
          case 'bad_num_draws':
            return ['numDraws', reason, 'Choose between 1 and 10 draws.'];
          case 'day_required':
            return ['day', reason, 'Choose the days to play.'];
          case 'cause_required':
            return ['causeKey', reason, 'Choose a cause to support.'];
          case 'no_draw':
            return ['drawNo', reason, drawNotOnSale(input.drawNo, openLotteryDraws(offer.draws))];
        }
      }),
    );
  }
  return {
    ...common,
    productType: numDraws > 1 ? 'multi_draw_ticket' : 'lottery_ticket',
    gameType: input.gameType,
    gameOffer: input.gameOffer,
    numDraws,
    games: input.games,
    day: input.day !== undefined && daysSelectable(offer, input.gameType) ? input.day : null,
    quantity: 1,
    causeKey: input.causeKey ?? null,
  };
}

/** The add-item body an item would have been added with, with the update applied. */
function inputWithUpdate(row: CartItemRow, update: CartItemUpdate): CartItemInput {
  const kind = kindOfProduct(row.productType);
  const refusals: Refusal[] = [];
  if (kind === 'lottery' && update.quantity !== undefined && update.quantity !== 1)
    refusals.push(['quantity', 'invalid', 'Add games to a lottery ticket instead of copies of it.']);
  if (kind !== 'lottery' && update.numDraws !== undefined && update.numDraws !== 1)
    refusals.push(['numDraws', 'invalid', 'Only lottery tickets play several draws.']);
  if (refusals.length > 0) refuse(refusals);

  const base = { lottery: row.productOfferKey, drawNo: row.drawNo };
  const affiliate = row.affiliateCode ? { affiliateCode: row.affiliateCode } : {};
  if (kind === 'raffle')
    return {
      ...base,
      ...affiliate,
      productType: 'raffle_ticket',
      gameOffer: row.gameOffer ?? '',
      quantity: update.quantity ?? row.quantity,
      causeKey: row.causeKey,
    };
  if (kind === 'syndicate')
    return {
      ...base,
      ...affiliate,
      productType: 'syndicate_share',
      quantity: update.quantity ?? row.quantity,
    };
  const numDraws = update.numDraws ?? row.numDraws;
  return {
    ...base,
    ...affiliate,
    productType: numDraws > 1 ? 'multi_draw_ticket' : 'lottery_ticket',
    gameType: row.gameType ?? 'standard',
    gameOffer: row.gameOffer ?? '',
    numDraws,
    quickpick: row.gameType === 'random',
    games: row.games ?? [],
    ...(row.day === null ? {} : { day: row.day }),
    ...(row.causeKey === null ? {} : { causeKey: row.causeKey }),
  };
}

type Evaluated =
  | { kind: 'removed'; reason: CartResult['autoRemovedItems'][number]['reason'] }
  | { kind: 'kept'; item: CartItemResult; totalCents: number; preOrder: boolean; blocked?: string };

/** Prices an item from the current offer and decides whether it can still be bought. */
function evaluateItem(row: CartItemRow, offer: ProductOffer | undefined): Evaluated {
  if (!offer) return { kind: 'removed', reason: 'offer_unavailable' };
  const draw = offer.draws.find((item) => item.drawNo === row.drawNo);
  const kind = kindOfProduct(row.productType);
  if (!draw || (kind !== 'raffle' && draw.state !== 'DRAW_OPEN') || draw.purchaseStatus === 'past_draw')
    return { kind: 'removed', reason: 'draw_closed' };

  let unitCents: number;
  let totalCents: number;
  let numGames: number;
  let description: string;
  let blocked: string | undefined;
  if (kind === 'raffle') {
    const bundle = findRaffleBundle(draw, row.gameOffer ?? '');
    if (!bundle) return { kind: 'removed', reason: 'offer_unavailable' };
    unitCents = fromWireMoney(bundle.price);
    totalCents = raffleTicketPriceCents(row, bundle);
    numGames = row.quantity * bundle.numTickets;
    description = `${offer.name}: ${row.quantity} × ${plural(bundle.numTickets, 'ticket', 'tickets')}`;
    const check = canAddRaffleTicket(
      {
        productOfferKey: row.productOfferKey,
        drawNo: row.drawNo,
        raffleOfferKey: bundle.key,
        quantity: row.quantity,
        causeKey: row.causeKey,
      },
      offer,
    );
    const left = draw.drawData ? draw.drawData.ticketCap - draw.drawData.ticketsSold : 0;
    if (draw.purchaseStatus === 'sold_out') blocked = ticketsLeftMessage(0);
    else if (!check.ok && check.reasons.includes('not_enough_tickets')) blocked = ticketsLeftMessage(left);
  } else if (kind === 'syndicate') {
    if (!offer.syndicate) return { kind: 'removed', reason: 'offer_unavailable' };
    unitCents = fromWireMoney(offer.syndicate.costPerShare);
    totalCents = syndicateSharePriceCents(row, offer.syndicate);
    numGames = row.quantity;
    description = `${offer.name}: ${plural(row.quantity, 'share', 'shares')}`;
    const check = canAddSyndicateShare(
      { productOfferKey: row.productOfferKey, drawNo: row.drawNo, quantity: row.quantity },
      offer,
    );
    if (!check.ok && check.reasons.includes('not_enough_shares'))
      blocked = sharesLeftMessage(offer.syndicate.size - offer.syndicate.sharesSold);
  } else {
    const gameOffer = row.gameType ? findGameOffer(offer, row.gameType, row.gameOffer ?? '') : null;
    if (!gameOffer || !row.games) return { kind: 'removed', reason: 'offer_unavailable' };
    unitCents = ticketPriceCents({ games: row.games, numDraws: row.numDraws }, gameOffer);
    totalCents = unitCents * row.quantity;
    numGames = row.games.length;
    description = `${offer.name}: ${plural(numGames, 'game', 'games')}, ${plural(row.numDraws, 'draw', 'draws')}`;
  }

  return {
    kind: 'kept',
    totalCents,
    preOrder: draw.purchaseStatus === 'pre_order',
    ...(blocked === undefined ? {} : { blocked }),
    item: {
      id: row.id,
      productType: row.productType,
      lotteryKey: row.productOfferKey,
      drawNo: row.drawNo,
      drawDate: draw.date,
      drawPrizePool: draw.prizePool ?? draw.drawData?.value ?? null,
      unitPrice: toWireMoney(unitCents),
      quantity: row.quantity,
      gameType: row.gameType,
      gameOffer: row.gameOffer,
      numDraws: row.numDraws,
      numGames,
      causeKey: row.causeKey,
      description,
      total: toWireMoney(totalCents),
    },
  };
}

export function createCartService(options: CartServiceOptions): CartService {
  const { db, clock } = options;

  async function findCart(owner: CartOwner): Promise<CartRow> {
    if (owner.kind === 'customer') return ensureCustomerCart(db, owner.customerId);
    const cart = await findAnonCart(db, hashCartToken(owner.token));
    if (!cart) throw new NotFoundError(CART_NOT_FOUND_MESSAGE);
    return cart;
  }

  const pricingOf = (owner: CartOwner): Promise<string> =>
    owner.kind === 'customer' ? options.pricingFor(owner.customerId) : Promise.resolve(ANONYMOUS_PRICING);

  async function offersFor(pricing: string, now: Date): Promise<Map<string, ProductOffer>> {
    const { offers } = await options.getProductOffers(pricing, { numDraws: OFFER_DRAW_WINDOW }, now);
    return new Map(offers.map((offer) => [offer.key, offer]));
  }

  /** The cart as it stands now: items re-checked, closed draws taken out, totals in cents. */
  async function readCart(cart: CartRow, pricing: string): Promise<CartResult> {
    const now = clock.now();
    const rows = await listItems(db, cart.id);
    const offers = rows.length > 0 ? await offersFor(pricing, now) : new Map<string, ProductOffer>();

    const result: CartResult = {
      cartReference: cart.id,
      cartItems: [],
      autoRemovedItems: [],
      cartTotal: toWireMoney(0),
      preOrderTotal: toWireMoney(0),
      requiresUnattendedPaymentMethod: false,
      blockedReasons: [],
      showRegulation: false,
    };
    let totalCents = 0;
    let preOrderCents = 0;
    for (const row of rows) {
      const evaluated = evaluateItem(row, offers.get(row.productOfferKey));
      if (evaluated.kind === 'removed') {
        result.autoRemovedItems.push({ id: row.id, reason: evaluated.reason });
        continue;
      }
      result.cartItems.push(evaluated.item);
      totalCents += evaluated.totalCents;
      if (evaluated.preOrder) preOrderCents += evaluated.totalCents;
      if (evaluated.blocked !== undefined)
        result.blockedReasons.push({ itemId: row.id, reason: 'sold_out', message: evaluated.blocked });
    }
    if (result.autoRemovedItems.length > 0)
      await deleteItems(
        db,
        cart.id,
        result.autoRemovedItems.map((item) => item.id),
      );
    result.cartTotal = toWireMoney(totalCents);
    result.preOrderTotal = toWireMoney(preOrderCents);
    result.showRegulation = result.cartItems.length > 0;
    return result;
  }

  /** Runs a change with the cart locked; a cart that vanished meanwhile (converted) is a 404. */
  async function withLockedCart<T>(cart: CartRow, change: Parameters<typeof db.transaction<T>>[0]) {
    return db.transaction(async (tx) => {
      if (!(await lockCart(tx, cart.id))) throw new NotFoundError(CART_NOT_FOUND_MESSAGE);
      return change(tx);
    });
  }

  return {
    async createAnonymousCart() {
      const token = randomBytes(32).toString('base64url');
      await insertAnonCart(db, hashCartToken(token));
      return token;
    },

    async getCart(owner) {
      const [cart, pricing] = await Promise.all([findCart(owner), pricingOf(owner)]);
      return readCart(cart, pricing);
    },

    async addItem(owner, input) {
      const [cart, pricing] = await Promise.all([findCart(owner), pricingOf(owner)]);
      const now = clock.now();
      const offers = await offersFor(pricing, now);
      const row = checkItem(input, offers.get(input.lottery));
      await withLockedCart(cart, async (tx) => {
        if ((await countItems(tx, cart.id)) >= CART_MAX_ITEMS)
          refuse([['general', 'cart_full', cartFullMessage(CART_MAX_ITEMS)]]);
        await insertItems(tx, cart.id, [row], now);
        await touchCart(tx, cart.id, now);
      });
      return readCart(cart, pricing);
    },

    async updateItem(owner, itemId, update) {
      const [cart, pricing] = await Promise.all([findCart(owner), pricingOf(owner)]);
      const row = await findItem(db, cart.id, itemId);
      if (!row) throw new NotFoundError(ITEM_NOT_FOUND_MESSAGE);
      const now = clock.now();
      const offers = await offersFor(pricing, now);
      const checked = checkItem(inputWithUpdate(row, update), offers.get(row.productOfferKey));
      const changed = await withLockedCart(cart, async (tx) => {
        const updated = await updateItem(
          tx,
          cart.id,
          itemId,
          {
            quantity: checked.quantity ?? 1,
            numDraws: checked.numDraws ?? 1,
            productType: checked.productType,
          },
          now,
        );
        await touchCart(tx, cart.id, now);
        return updated;
      });
      if (!changed) throw new NotFoundError(ITEM_NOT_FOUND_MESSAGE);
      return readCart(cart, pricing);
    },

    async removeItem(owner, itemId) {
      const [cart, pricing] = await Promise.all([findCart(owner), pricingOf(owner)]);
      if ((await deleteItems(db, cart.id, [itemId])) === 0) throw new NotFoundError(ITEM_NOT_FOUND_MESSAGE);
      await touchCart(db, cart.id, clock.now());
      return readCart(cart, pricing);
    },

    async convert(token, customerId) {
      const pricing = await options.pricingFor(customerId);
      const now = clock.now();
      const target = await db.transaction(async (tx) => {
        const anonymous = await findAnonCart(tx, hashCartToken(token), true);
        const cart = await ensureCustomerCart(tx, customerId);
        // Already converted (or never a cart): the customer's cart stands as it is, so a retry is safe.
        if (!anonymous) return cart;
        await lockCart(tx, cart.id);
        const room = CART_MAX_ITEMS - (await countItems(tx, cart.id));
        await moveItems(tx, anonymous.id, cart.id, room, now);
        await deleteCart(tx, anonymous.id);
        await touchCart(tx, cart.id, now);
        return cart;
      });
      return readCart(target, pricing);
    },
  };
}
