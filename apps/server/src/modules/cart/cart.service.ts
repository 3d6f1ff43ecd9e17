// Carts (shop-core §3, §4, §7 "Cart calls"): anonymous carts by token, one cart per signed-in customer.
// Items keep only what the customer chose. Every read prices them from the current catalogue at the
// injected clock, takes out items whose draw has closed and flags items that can no longer be covered.
// The rules are the domain package's (canAddToCart, canAddRaffleTicket, canAddSyndicateShare).
import { createHash, randomBytes } from 'node:crypto';
import {
  CART_MAX_ITEMS,
  type CartItemInput,
  type CartItemUpdate,
  type CartResult,
} from '@fairdraw/contracts';
import type { Db, SQL, Tx } from '@fairdraw/db';
import type { Clock } from '../../lib/clock';
import type { OffersMemo } from '../catalogue/offers-memo';
import { NotFoundError } from '../../lib/errors';
import {
  addItemToCart,
  countItems,
  deleteCart,
  deleteItems,
  ensureCustomerCart,
  findAnonCart,
  findCustomerCartWithItems,
  findItem,
  insertAnonCart,
  listItems,
  lockAndTouchCart,
  lockCart,
  moveItems,
  touchCart,
  updateItem,
  type CartItemRow,
  type CartRow,
} from './cart.repository';
import { checkItem, inputWithUpdate, refuse } from './cart-items';
import { viewOfRows, type PricedCart } from './cart-view';

export type { PricedCart, PricedItem } from './cart-view';

/** Pricing of anonymous visitors. */
export const ANONYMOUS_PRICING = 'web';

export const CART_NOT_FOUND_MESSAGE = 'We could not find this cart.';
export const ITEM_NOT_FOUND_MESSAGE = 'We could not find this item in your cart.';
export const cartFullMessage = (max: number) => `A cart holds at most ${max} items.`;

export type CartOwner = { kind: 'anonymous'; token: string } | { kind: 'customer'; customerId: string };

interface Shopper {
  pricing: string;
  /** Null for a visitor: nothing but the items can stop them until they sign in. */
  customerId: string | null;
}

/** An item as the customer's blocked reasons see it. */
export interface BlockItem {
  itemId: string;
  totalCents: number;
  productOfferKey: string;
  offerName: string;
}

/**
 * What stops a signed-in customer buying these items beyond the items themselves: where the shop is
 * licensed to sell them (decision 0045), and spend, deposit and verification rules (modules/limits,
 * decision 0025), judged on the customer's standing, one read.
 */
export interface CustomerStanding {
  /** The read as a fragment of an add's own statement, so an add is one round trip (decision 0081). */
  along(customerId: string, now: Date): SQL;
  /** The same read on its own, for the cart's other calls. */
  read(customerId: string, now: Date): Promise<unknown>;
  /** Why the customer may not buy these items, by what was read. */
  blocks(
    customerId: string,
    read: unknown,
    items: BlockItem[],
    now: Date,
  ): Promise<CartResult['blockedReasons']>;
}

/** A customer's cart as a purchase read it, in the purchase's own statement (modules/checkout). */
export interface CheckoutCart {
  customerId: string;
  pricing: string;
  cart: CartRow;
  rows: CartItemRow[];
  /** The customer's standing, read with the cart (`CustomerStanding.read` answers the same). */
  standing: unknown;
}

export interface CartServiceOptions {
  db: Db;
  clock: Clock;
  /** The offers of a pricing a cart holds (catalogue/offers-memo.ts); `fresh` for a purchase. */
  offersFor: OffersMemo['offersFor'];
  /** The price list a signed-in customer buys from. */
  pricingOf(customerId: string): Promise<string>;
  /** Without it only the items are checked. */
  standing?: CustomerStanding;
  /** The promo code on the cart and what it gives on this total (modules/promotions, decision 0048). */
  promotionFor?: (
    cart: { id: string; customerId: string | null },
    totalCents: number,
    now: Date,
  ) => Promise<CartResult['promotion']>;
  /** At sign-in, inside the merge: the anonymous cart's promo code goes to the customer's cart. */
  carryPromotion?: (tx: Tx, fromCartId: string, toCartId: string, now: Date) => Promise<void>;
}

export interface CartService {
  /** A new anonymous cart; the token is its only key and is never stored. */
  createAnonymousCart(): Promise<string>;
  getCart(owner: CartOwner): Promise<CartResult>;
  /** The cart re-checked against the catalogue as the database has it now (the step before paying). */
  buildCart(owner: CartOwner): Promise<CartResult>;
  /** The cart with the new item, and the new item's id (the route's Location header). */
  addItem(owner: CartOwner, input: CartItemInput): Promise<{ cart: CartResult; itemId: string }>;
  updateItem(owner: CartOwner, itemId: string, update: CartItemUpdate): Promise<CartResult>;
  removeItem(owner: CartOwner, itemId: string): Promise<CartResult>;
  /** Moves the anonymous cart's items into the customer's cart and ends the token; safe to repeat. */
  convert(token: string, customerId: string): Promise<CartResult>;
  /**
   * The customer's cart as a purchase read it, priced for checkout, with the stored rows behind each
   * item; with `itemIds`, only those items, as if the cart held nothing else: totals and blocked
   * reasons (spend limits included) are theirs alone, and the other items are not looked at. Prices are
   * the catalogue memo's, as every cart read shows them; the purchase locks and checks the draws.
   */
  priceForCheckout(read: CheckoutCart, itemIds?: readonly string[]): Promise<PricedCart>;
}

export const hashCartToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export function createCartService(options: CartServiceOptions): CartService {
  const { db, clock } = options;

  async function findCart(owner: CartOwner): Promise<CartRow> {
    if (owner.kind === 'customer') return ensureCustomerCart(db, owner.customerId);
    const cart = await findAnonCart(db, hashCartToken(owner.token));
    if (!cart) throw new NotFoundError(CART_NOT_FOUND_MESSAGE);
    return cart;
  }

  /** The cart and its items: a customer's in one statement (made on their first call). */
  async function findCartWithItems(owner: CartOwner): Promise<{ cart: CartRow; rows: CartItemRow[] }> {
    if (owner.kind === 'anonymous') {
      const cart = await findCart(owner);
      return { cart, rows: await listItems(db, cart.id) };
    }
    const found = await findCustomerCartWithItems(db, owner.customerId);
    if (found) return { cart: found.cart, rows: found.items };
    return { cart: await ensureCustomerCart(db, owner.customerId), rows: [] };
  }

  /** Who is looking at the cart: a customer at their pricing, or a visitor at the anonymous pricing. */
  async function shopperOf(owner: CartOwner): Promise<Shopper> {
    if (owner.kind === 'anonymous') return { pricing: ANONYMOUS_PRICING, customerId: null };
    return { pricing: await options.pricingOf(owner.customerId), customerId: owner.customerId };
  }

  /**
   * The cart as it stands now: items re-checked, closed draws taken out, totals in cents. A caller
   * that has just read the items passes them, so they are not read again; one that prices only some
   * of the items passes those, one that knows whether a promotion code is on the cart says so, and one
   * that read the customer's standing with its own statement passes it. `fresh` prices from the database
   * rather than the offers memo.
   */
  async function priceCart(
    cart: CartRow,
    { pricing, customerId }: Shopper,
    known?: { rows: CartItemRow[]; now: Date; hasPromotion?: boolean; standing?: unknown },
    fresh = false,
  ): Promise<PricedCart> {
    const now = known?.now ?? clock.now();
    const rows = known?.rows ?? (await listItems(db, cart.id));
    const offers = await options.offersFor(
      pricing,
      rows.map((row) => row.productOfferKey),
      now,
      { fresh },
    );

    const { result, items, removed, totalCents } = viewOfRows(cart, rows, offers);
    const { standing } = options;
    if (standing && customerId && items.length > 0)
      result.blockedReasons.push(
        ...(await standing.blocks(
          customerId,
          known?.standing ?? (await standing.read(customerId, now)),
          items.map(({ row, totalCents: itemCents, offerName }) => ({
            itemId: row.id,
            totalCents: itemCents,
            productOfferKey: row.productOfferKey,
            offerName,
          })),
          now,
        )),
      );
    if (result.autoRemovedItems.length > 0)
      await deleteItems(
        db,
        cart.id,
        result.autoRemovedItems.map((item) => item.id),
      );
    const promotion =
      known?.hasPromotion === false ? undefined : await options.promotionFor?.(cart, totalCents, now);
    if (promotion) result.promotion = promotion;
    return { cart, result, items, removed, totalCents };
  }

  const readCart = async (cart: CartRow, shopper: Shopper): Promise<CartResult> =>
    (await priceCart(cart, shopper)).result;

  /**
   * Runs a change with the cart locked and marked changed at `now`; a cart that vanished meanwhile
   * (converted) is a 404.
   */
  async function withLockedCart<T>(
    cart: CartRow,
    now: Date,
    change: Parameters<typeof db.transaction<T>>[0],
  ) {
    return db.transaction(async (tx) => {
      if (!(await lockAndTouchCart(tx, cart.id, now))) throw new NotFoundError(CART_NOT_FOUND_MESSAGE);
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
      const [{ cart, rows }, shopper] = await Promise.all([findCartWithItems(owner), shopperOf(owner)]);
      return (await priceCart(cart, shopper, { rows, now: clock.now() })).result;
    },

    async buildCart(owner) {
      const [{ cart, rows }, shopper] = await Promise.all([findCartWithItems(owner), shopperOf(owner)]);
      return (await priceCart(cart, shopper, { rows, now: clock.now() }, true)).result;
    },

    async addItem(owner, input) {
      const shopper = await shopperOf(owner);
      const now = clock.now();
      // Checked before the cart is locked: an item that cannot be added writes nothing.
      const offers = await options.offersFor(shopper.pricing, [input.lottery], now);
      const row = checkItem(input, offers.get(input.lottery));
      // One round trip and no transaction (decisions 0061, 0081): the cart locked, its items read, the item
      // added and the customer's standing read along. A full cart writes nothing and is refused.
      const added = await addItemToCart(
        db,
        owner.kind === 'customer'
          ? { customerId: owner.customerId }
          : { anonTokenHash: hashCartToken(owner.token) },
        row,
        now,
        CART_MAX_ITEMS,
        shopper.customerId && options.standing ? options.standing.along(shopper.customerId, now) : undefined,
      );
      if (!added) throw new NotFoundError(CART_NOT_FOUND_MESSAGE);
      if (!added.added) refuse([['general', 'cart_full', cartFullMessage(CART_MAX_ITEMS)]]);
      const rows = [...added.items, added.added].sort(
        (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
      );
      const priced = await priceCart(added.cart, shopper, {
        rows,
        now,
        hasPromotion: added.hasPromotion,
        standing: added.along,
      });
      return { cart: priced.result, itemId: added.added.id };
    },

    async updateItem(owner, itemId, update) {
      const [cart, shopper] = await Promise.all([findCart(owner), shopperOf(owner)]);
      const row = await findItem(db, cart.id, itemId);
      if (!row) throw new NotFoundError(ITEM_NOT_FOUND_MESSAGE);
      const now = clock.now();
      const offers = await options.offersFor(shopper.pricing, [row.productOfferKey], now);
      const checked = checkItem(inputWithUpdate(row, update), offers.get(row.productOfferKey));
      const changed = await withLockedCart(cart, now, async (tx) => {
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
        return updated;
      });
      if (!changed) throw new NotFoundError(ITEM_NOT_FOUND_MESSAGE);
      return readCart(cart, shopper);
    },

    async removeItem(owner, itemId) {
      const [cart, shopper] = await Promise.all([findCart(owner), shopperOf(owner)]);
      if ((await deleteItems(db, cart.id, [itemId])) === 0) throw new NotFoundError(ITEM_NOT_FOUND_MESSAGE);
      await touchCart(db, cart.id, clock.now());
      return readCart(cart, shopper);
    },

    async priceForCheckout({ customerId, pricing, cart, rows, standing }, itemIds) {
      const wanted = itemIds ? new Set(itemIds) : null;
      const bought = wanted ? rows.filter((row) => wanted.has(row.id)) : rows;
      // The purchase redeems the cart's promo code from what it read itself.
      return priceCart(
        cart,
        { pricing, customerId },
        { rows: bought, now: clock.now(), hasPromotion: false, standing },
      );
    },

    async convert(token, customerId) {
      const shopper = await shopperOf({ kind: 'customer', customerId });
      const now = clock.now();
      const target = await db.transaction(async (tx) => {
        const anonymous = await findAnonCart(tx, hashCartToken(token), true);
        const cart = await ensureCustomerCart(tx, customerId);
        // Already converted (or never a cart): the customer's cart stands as it is, so a retry is safe.
        if (!anonymous) return cart;
        await lockCart(tx, cart.id);
        const room = CART_MAX_ITEMS - (await countItems(tx, cart.id));
        await moveItems(tx, anonymous.id, cart.id, room, now);
        await options.carryPromotion?.(tx, anonymous.id, cart.id, now);
        await deleteCart(tx, anonymous.id);
        await touchCart(tx, cart.id, now);
        return cart;
      });
      return readCart(target, shopper);
    },
  };
}
