// Buying the signed-in customer's cart from their wallet (shop-core §7 "POST /cart/purchase").
// All or nothing: one database statement (or, when the customer's rows changed under it, one transaction)
// enters every item in its draws, takes raffle tickets and syndicate shares by guarded updates, debits the
// wallet through the ledger, writes the checkout and its orders, empties the cart, leaves the buyer a card
// and finishes the idempotency key. Any refusal leaves nothing behind. The draws' stop times are checked
// against the injected clock with the draws locked, so they cannot close half-way. See
// docs/decisions/0011-checkout.md and 0081-a-checkout-in-a-handful-of-round-trips.md.
import { randomUUID } from 'node:crypto';
import type { PurchaseBody, Receipt, ReceiptTopUp } from '@fairdraw/contracts';
import { fromWireMoney } from '@fairdraw/domain';
import type { Db, Queryable } from '@fairdraw/db';
import type { Clock } from '../../lib/clock';
import { ConflictError, IdempotencyInProgressError } from '../../lib/errors';
import type { PurchaseBuyer } from '../accounts/customer-views';
import type { CartService, PricedCart, PricedItem } from '../cart/cart.service';
import { purchaseCart, type CartItemRow, type CartRow } from '../cart/cart.port';
import { HouseAccount, hashRequest, walletAccountCode, walletPosting } from '../ledger/ledger.service';
import { runIdempotently, type KeyClaim, type NewClaim } from '../ledger/idempotency.service';
import type { LicensingService } from '../catalogue/licensing.service';
import { buyerStandingFrom, type BuyerStanding } from '../limits/cart-blocks';
import type { LimitsService } from '../limits/limits.service';
import { tellNobody, type NoticeContact, type TellCustomer } from '../mail/customer-notifier';
import { purchaseCard } from '../notifications/notifications.port';
import type { OrdersService } from '../orders/orders.service';
import { purchaseRecordRows } from '../orders/orders.port';
import { cartRedemption, redemptionRefused, type RedeemedPromotion } from '../promotions/promotions.port';
import {
  buyIfUnchanged,
  lockPurchase,
  readPurchase,
  writePurchase,
  type PurchaseRead,
  type PurchaseRefused,
  type PurchaseStateRequest,
  type PurchaseWrites,
} from './checkout.repository';
import { enterDraws } from './draw-entries';
import { purchaseReceipt, type BoughtLine } from './purchase-receipt';
import {
  CART_CHANGED_MESSAGE,
  EMPTY_CART_MESSAGE,
  PurchaseRefusedError,
  refuseMissingItems,
  refuseUnbuyableCart,
  shortFunds,
} from './purchase-refusals';
import { refuseStockShortfall, stockLines, stockRefused } from './take-stock';

export interface CheckoutServiceOptions {
  db: Db;
  clock: Clock;
  cart: Pick<CartService, 'priceForCheckout'>;
  /** Receipts are read back from the orders the purchase wrote. */
  orders: Pick<OrdersService, 'buildReceipt'>;
  /** Spend limits, read with the wallet locked right before the debit and checked (decision 0025). */
  limits?: Pick<LimitsService, 'purchaseRequest' | 'refusePurchase'>;
  /** Where the shop may sell, checked with the address as it stands inside the purchase (decision 0045). */
  licensing?: Pick<LicensingService, 'unlicensedBy'>;
  /** E-mails the receipt once the purchase committed (modules/mail, decision 0039). */
  tellCustomer?: TellCustomer;
  /** The deposit that paid for a checkout from the cart (modules/payments), for its receipt. */
  topUps?: { topUpFor(customerId: string, checkoutId: string): Promise<ReceiptTopUp | null> };
}

export interface PurchaseRequest {
  customerId: string;
  body: PurchaseBody;
  idempotencyKey?: string;
  /** A refusal under the key answers every later request with it too, not only overlapping ones. */
  keepRefusal?: boolean;
}

/** Whose and which Idempotency-Keys a purchase's are (decision 0031). */
export const purchaseIdempotencyScope = (customerId: string) => `purchase:${customerId}`;

export interface CheckoutService {
  /** Pays for the cart (or the items named); `replayed` when an earlier call with the same key already did. */
  purchase(request: PurchaseRequest): Promise<{ receipt: Receipt; replayed: boolean }>;
  getReceipt(customerId: string, checkoutId: string): Promise<Receipt>;
}

/**
 * A purchase as the customer's transactions name it: the first ticket's game and draw, and how many
 * more there are ("Tickets for Powerball draw 1571 and 2 more").
 */
export function purchaseDescription(items: readonly Pick<PricedItem, 'row' | 'offerName'>[]): string {
  const [first] = items;
  if (!first) return 'Tickets';
  const more = items.length - 1;
  return `Tickets for ${first.offerName} draw ${first.row.drawNo}${more > 0 ? ` and ${more} more` : ''}`;
}

/**
 * The cart must still hold the items that were priced, unchanged since, and, when the whole cart is
 * bought, nothing else.
 */
function sameItems(priced: PricedCart, stored: CartItemRow[], wholeCart: boolean): boolean {
  const seen = new Map(stored.map((row) => [row.id, row.updatedAt.getTime()]));
  return (
    (!wholeCart || stored.length === priced.items.length) &&
    priced.items.every(({ row }) => seen.get(row.id) === row.updatedAt.getTime())
  );
}

/** What a purchase's read or lock answered (`checkout_purchase_state`), each part read by its module. */
interface PurchaseState {
  cart: CartRow | null;
  items: CartItemRow[];
  restrictions: unknown;
  draws: unknown;
  /** The customer, their limits with what was spent, and their wallet's balance. */
  customer: BuyerStanding;
  /** The same as read, for the cart's blocked reasons. */
  customerAnswer: unknown;
  voucher: unknown;
  /** What was left of the stock each raffle or syndicate item buys from, by item id. */
  stockLeft: unknown;
}

function purchaseState(customerId: string, answer: unknown, now: Date): PurchaseState {
  const state = answer as Record<keyof PurchaseState | 'stock', unknown>;
  const { cart, items } = purchaseCart(state.cart, state.items);
  return {
    cart,
    items,
    restrictions: state.restrictions,
    draws: state.draws,
    customer: buyerStandingFrom(customerId, state.customer, now),
    customerAnswer: state.customer,
    voucher: state.voucher,
    stockLeft: state.stock,
  };
}

/** A purchase decided: what to write, and the receipt it answers once written. */
interface Decided {
  writes: PurchaseWrites;
  receipt: Receipt;
  lines: BoughtLine[];
  promotion: RedeemedPromotion | null;
  buyer: PurchaseBuyer;
}

export function createCheckoutService({
  db,
  clock,
  cart,
  limits,
  licensing,
  orders,
  tellCustomer = tellNobody,
  topUps,
}: CheckoutServiceOptions): CheckoutService {
  const stateRequest = (customerId: string, now: Date): PurchaseStateRequest => {
    const walletCode = walletAccountCode(customerId);
    return {
      customer_id: customerId,
      wallet_code: walletCode,
      check_licensing: licensing !== undefined,
      standing: limits
        ? limits.purchaseRequest(customerId, now)
        : { customer_id: customerId, wallet_code: walletCode },
    };
  };

  /** The cart as read, priced at the customer's pricing, and what refuses it before anything is locked. */
  async function price(customerId: string, state: PurchaseState, body: PurchaseBody): Promise<PricedCart> {
    // A customer who never added anything has no cart: nothing to buy, or none of the items named.
    if (!state.cart) {
      if (body.cartItemIds?.length) throw new ConflictError(CART_CHANGED_MESSAGE, 'cart_changed');
      throw new PurchaseRefusedError('general', 'cart_empty', EMPTY_CART_MESSAGE);
    }
    const priced = await cart.priceForCheckout(
      {
        customerId,
        pricing: state.customer.buyer.pricing,
        cart: state.cart,
        rows: state.items,
        standing: state.customerAnswer,
      },
      body.cartItemIds,
    );
    refuseMissingItems(priced, body.cartItemIds);
    refuseUnbuyableCart(priced, body);
    return priced;
  }

  /**
   * Every check of a purchase, on its state as read (or as locked), in the order its locks are taken
   * (decision 0011), and everything it then writes, in the order `checkout_purchase` writes it:
   *   1. the cart: it must still hold what was priced                    (cart port)
   *      and the shop may sell each item where the customer lives now   (licensing)
   *   2. the draws each item plays: all still on sale                    (draws port)
   *   3. the wallet: within the limits (limits), the cart's promo code's discount or credit paid in
   *      (promotions), then debited (ledger)
   *   4. the checkout, its orders and their draws                        (orders)
   *   5. the bought items out of the cart                                (cart)
   *   6. the stock: raffle tickets and syndicate shares, last, because stock rows are the busiest
   *   7. the buyer's card (notifications) and the idempotency key's answer (ledger)
   */
  function decide(
    customerId: string,
    priced: PricedCart,
    body: PurchaseBody,
    state: PurchaseState,
    now: Date,
    claim?: KeyClaim<Receipt>,
  ): Decided {
    // 1. The cart, and where the customer lives now.
    if (!sameItems(priced, state.items, !body.cartItemIds))
      throw new ConflictError(CART_CHANGED_MESSAGE, 'cart_changed');
    const licensed = priced.items.map(({ row, offerName }) => ({
      itemId: row.id,
      productOfferKey: row.productOfferKey,
      offerName,
    }));
    const [unlicensed] = licensing?.unlicensedBy(state.restrictions, licensed) ?? [];
    if (unlicensed) throw new PurchaseRefusedError('general', unlicensed.reason, unlicensed.message);

    // 2. The draws.
    const entries = enterDraws(state.draws, priced.items, now);

    // 3. The wallet: the limits, then the promo code (decision 0048): its discount moves from
    // house:promotions into the wallet first, so the sale still posts the full price and the customer pays
    // the price less the discount.
    limits?.refusePurchase(state.customer, { amountCents: priced.totalCents });
    const checkoutId = randomUUID();
    const redeemed = cartRedemption(state.voucher, {
      cartId: priced.cart.id,
      customerId,
      checkoutId,
      totalCents: priced.totalCents,
      now,
    });
    const promotion = redeemed?.promotion ?? null;
    const sale = walletPosting({
      id: randomUUID(),
      kind: 'purchase',
      reference: checkoutId,
      description: purchaseDescription(priced.items),
      metadata: { checkoutId, items: entries.length },
      postedAt: now,
      customerId,
      walletCents: -priced.totalCents,
      houseAccount: HouseAccount.sales,
    });
    const balanceAfterCents =
      state.customer.balanceCents +
      (promotion?.discountCents ?? 0) +
      (promotion?.creditCents ?? 0) -
      priced.totalCents;

    // 4. The checkout, its orders and their draws.
    const checkout = {
      id: checkoutId,
      customerId,
      totalCents: priced.totalCents,
      channelKey: body.channelKey ?? null,
      metadata: {
        ...(body.metadata ?? {}),
        ...(body.partnerKey ? { partnerKey: body.partnerKey } : {}),
        ...(promotion ? { promotion } : {}),
      },
      createdAt: now,
    };
    const lines: BoughtLine[] = entries.map(({ item, draws, preOrder }, index) => {
      const { row } = item;
      return {
        item,
        draws,
        order: {
          id: randomUUID(),
          checkoutId,
          customerId,
          lineNo: index + 1,
          productType: row.productType,
          productOfferKey: row.productOfferKey,
          productName: item.offerName,
          gameType: row.gameType,
          gameOffer: row.gameOffer,
          firstDrawNo: row.drawNo,
          numDraws: row.numDraws,
          quantity: row.quantity,
          numGames: item.item.numGames,
          games: row.games,
          day: row.day,
          causeKey: row.causeKey,
          affiliateCode: row.affiliateCode,
          purchaseStatus: preOrder ? 'pre_order' : 'standard',
          description: item.item.description,
          unitPriceCents: fromWireMoney(item.item.unitPrice),
          totalCents: item.totalCents,
          createdAt: now,
        },
      };
    });
    // 6. The stock, as read: a sold-out draw is refused now (its guarded update decides in the end).
    refuseStockShortfall(lines, state.stockLeft);
    const receipt = purchaseReceipt({
      checkoutId,
      totalCents: priced.totalCents,
      promotion,
      balanceAfterCents,
      purchasedAt: now,
      lines,
    });
    return {
      receipt,
      lines,
      promotion,
      buyer: state.customer.buyer,
      writes: {
        cart_id: priced.cart.id,
        cart_item_ids: priced.items.map(({ row }) => row.id),
        purchased_at: now.toISOString(),
        promotion: redeemed?.redemption ?? null,
        sale,
        balance_after_cents: balanceAfterCents,
        record: purchaseRecordRows({
          checkout,
          orders: lines.map(({ order }) => order),
          orderDraws: lines.flatMap(({ order, draws }) =>
            draws.map((draw) => ({ orderId: order.id, drawId: draw.id })),
          ),
        }),
        stock: stockLines(lines),
        card: purchaseCard(customerId, receipt, now),
        claim: claim?.finishIn(receipt) ?? null,
      },
    };
  }

  /** Why the writes refused the purchase, as the customer is told; nothing was written. */
  async function refusal(queryable: Queryable, refused: PurchaseRefused, decided: Decided, now: Date) {
    switch (refused.refused) {
      case 'short_of_funds': {
        const promotedCents = (decided.promotion?.discountCents ?? 0) + (decided.promotion?.creditCents ?? 0);
        const totalCents = -decided.writes.sale.wallet_cents;
        return shortFunds(Number(refused.balance_cents) - promotedCents, totalCents - promotedCents);
      }
      case 'promotion_unusable':
      case 'promotion_used':
        return redemptionRefused(queryable, refused.refused, decided.promotion?.code ?? '', now);
      case 'claim_taken_over':
        return new IdempotencyInProgressError();
      default:
        return stockRefused(queryable, refused, decided.lines);
    }
  }

  /** What a purchase read, at the moment it read it. */
  interface Reading {
    now: Date;
    request: PurchaseStateRequest;
    read: PurchaseRead;
  }

  /** Reads what the purchase's checks need; with `claim`, once its idempotency key is claimed. */
  async function readNow(customerId: string, claim?: NewClaim): Promise<Reading> {
    const now = clock.now();
    const request = stateRequest(customerId, now);
    return { now, request, read: await readPurchase(db, request, claim) };
  }

  /**
   * The purchase as decided on what was read, in one statement that takes the locks and writes only if
   * nothing it read has changed (decision 0081); otherwise decided again on what the locks hold, in a
   * transaction (decision 0077). Answers the receipt and whom to send it to.
   */
  async function buy(customerId: string, body: PurchaseBody, reading: Reading, claim?: KeyClaim<Receipt>) {
    const { now, request, read } = reading;
    // Only a read whose key was claimed (or that claimed none) reaches the purchase.
    if (!read.claimed) throw new Error('The purchase was handed a read that did not claim its key');
    const state = purchaseState(customerId, read.state, now);
    const priced = await price(customerId, state, body);
    const decided = decide(customerId, priced, body, state, now, claim);
    const bought = await buyIfUnchanged(db, {
      read: request,
      fingerprint: read.fingerprint,
      writes: decided.writes,
    });
    if (bought !== 'stale') {
      if (bought.refused !== undefined) throw await refusal(db, bought, decided, now);
      return decided;
    }
    // Something the checks read changed in between (the cart, a draw, the wallet): check again on what
    // the locks hold, priced as the customer was shown.
    return db.transaction(async (tx) => {
      const locked = purchaseState(customerId, await lockPurchase(tx, request), now);
      const again = decide(customerId, priced, body, locked, now, claim);
      const written = await writePurchase(tx, again.writes);
      if (written.refused !== undefined) throw await refusal(tx, written, again, now);
      return again;
    });
  }

  return {
    async purchase({ customerId, body, idempotencyKey, keepRefusal }) {
      // Where the receipt goes, read with the purchase.
      let contact: NoticeContact | undefined;
      const run = async (claim?: KeyClaim<Receipt>, claimedWith?: unknown) => {
        const reading = (claimedWith as Reading | undefined) ?? (await readNow(customerId));
        const decided = await buy(customerId, body, reading, claim);
        contact = decided.buyer.contact;
        return decided.receipt;
      };
      // The key is claimed before the cart is read, in the same statement when it is new: a retry while
      // this runs waits for it and answers the same, even though the cart is empty by then (decision 0031).
      const { result, replayed } = idempotencyKey
        ? await runIdempotently(
            db,
            {
              scope: purchaseIdempotencyScope(customerId),
              key: idempotencyKey,
              requestHash: hashRequest(body),
            },
            run,
            {
              keepRefusal: keepRefusal ?? false,
              claimAlong: async (claim) => {
                const reading = await readNow(customerId, claim);
                return { claimed: reading.read.claimed, read: reading };
              },
            },
          )
        : { result: await run(), replayed: false };
      // Committed by now. A replay answers the first purchase's receipt, which was e-mailed then.
      if (!replayed) tellCustomer(customerId, { kind: 'purchase', receipt: result }, contact);
      return { receipt: result, replayed };
    },

    async getReceipt(customerId, checkoutId) {
      const [receipt, topUp] = await Promise.all([
        orders.buildReceipt(customerId, checkoutId),
        topUps?.topUpFor(customerId, checkoutId) ?? null,
      ]);
      return { ...receipt, topUp };
    },
  };
}
