// Buying the signed-in customer's cart from their wallet (shop-core §7 "POST /cart/purchase").
// All or nothing: one database transaction enters every item in its draws, takes raffle tickets and
// syndicate shares by guarded updates, debits the wallet through the ledger, writes the checkout and
// its orders and empties the cart. Any refusal rolls all of it back. The draws' stop times are
// checked inside that transaction against the injected clock, with the draws locked so they cannot
// close half-way. See docs/decisions/0011-checkout.md.
import { randomUUID } from 'node:crypto';
import type { PurchaseBody, Receipt, ReceiptTopUp } from '@fairdraw/contracts';
import { fromWireMoney } from '@fairdraw/domain';
import type { Db, Tx } from '@fairdraw/db';
import type { Clock } from '../../lib/clock';
import { ConflictError } from '../../lib/errors';
import type { CartService, PricedCart, PricedItem } from '../cart/cart.service';
import { lockedCartItems } from '../cart/cart.port';
import { HouseAccount, hashRequest, walletAccountCode, walletPosting } from '../ledger/ledger.service';
import { runIdempotently, type KeyClaim } from '../ledger/idempotency.service';
import { offerKeysOf, type LicensingService } from '../catalogue/licensing.service';
import type { LimitsService } from '../limits/limits.service';
import { tellNobody, type TellCustomer } from '../mail/customer-notifier';
import type { OrdersService } from '../orders/orders.service';
import { purchaseRecordRows } from '../orders/orders.port';
import { cartRedemption, redemptionRefused } from '../promotions/promotions.port';
import { lockPurchase, writePurchase } from './checkout.repository';
import { drawsToLock, enterDraws } from './draw-entries';
import { purchaseReceipt, type BoughtLine } from './purchase-receipt';
import {
  CART_CHANGED_MESSAGE,
  PurchaseRefusedError,
  refuseMissingItems,
  refuseUnbuyableCart,
  shortFunds,
} from './purchase-refusals';
import { stockLines, stockRefused } from './take-stock';

export interface CheckoutServiceOptions {
  db: Db;
  clock: Clock;
  cart: Pick<CartService, 'priceForCheckout'>;
  /** Receipts are read back from the orders the purchase wrote. */
  orders: Pick<OrdersService, 'buildReceipt'>;
  /**
   * Spend limits, read with the wallet locked right before the debit and checked (modules/limits,
   * decision 0025).
   */
  limits?: Pick<LimitsService, 'purchaseRequest' | 'refusePurchase'>;
  /** Where the shop may sell, checked again with the address as it stands inside the purchase (decision 0045). */
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
function sameItems(priced: PricedCart, stored: PricedItem['row'][], wholeCart: boolean): boolean {
  const seen = new Map(stored.map((row) => [row.id, row.updatedAt.getTime()]));
  return (
    (!wholeCart || stored.length === priced.items.length) &&
    priced.items.every(({ row }) => seen.get(row.id) === row.updatedAt.getTime())
  );
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
  /**
   * Everything a purchase writes, inside the caller's transaction, in the order its locks are taken
   * (decision 0011); every purchase takes them in this order, so two never wait on each other in a
   * cycle:
   *   1. the cart: locked, and it must still hold what was priced          (cart port)
   *   2. the draws each item plays: FOR SHARE, all still on sale           (draws port)
   *   3. the wallet: locked (opened if need be), the limits read, debited  (ledger, limits)
   *      after the cart's promo code paid its discount or credit in         (promotions)
   *   4. the checkout, its orders and their draws: recorded                (orders)
   *   5. the bought items: out of the cart                                 (cart)
   *   6. the stock: raffle tickets and syndicate shares, last, because stock rows are the busiest a
   *      purchase locks                                                    (draws)
   * The locks of 1–3 are taken, and what their checks need read once each is held, in one database call
   * (`checkout_lock_purchase`, decision 0077); the checks are made here. The writes of 3–6 are decided
   * here and sent as one more call (`checkout_purchase`, decision 0061), because every round trip is
   * time the locked rows stay locked. The receipt is built from what was written.
   */
  async function pay(tx: Tx, customerId: string, priced: PricedCart, body: PurchaseBody): Promise<Receipt> {
    const now = clock.now();
    const licensed = priced.items.map(({ row, offerName }) => ({
      itemId: row.id,
      productOfferKey: row.productOfferKey,
      offerName,
    }));
    // 1–3 locked and read in one call, each read after the lock before it was granted.
    const locked = await lockPurchase(tx, {
      cart_id: priced.cart.id,
      customer_id: customerId,
      wallet_code: walletAccountCode(customerId),
      draws: drawsToLock(priced.items),
      ...(limits ? { limits: limits.purchaseRequest(customerId, now) } : {}),
      ...(licensing ? { offer_keys: offerKeysOf(licensed) } : {}),
    });
    // 1. The cart.
    if (!sameItems(priced, lockedCartItems(locked.items), !body.cartItemIds))
      throw new ConflictError(CART_CHANGED_MESSAGE, 'cart_changed');
    // The customer may have moved since the cart was priced: where they live now decides.
    const [unlicensed] = licensing?.unlicensedBy(locked.restrictions, licensed) ?? [];
    if (unlicensed) throw new PurchaseRefusedError('general', unlicensed.reason, unlicensed.message);

    // 2. The draws.
    const entries = enterDraws(locked.draws, priced.items, now);

    const checkoutId = randomUUID();
    // 3. The wallet, opened if need be and locked; the limits read once it was: a customer who never had
    // money has no wallet yet, and is short of funds, not a server error.
    limits?.refusePurchase(locked.limits, { amountCents: priced.totalCents, now });
    // The promo code (decision 0048): its discount moves from house:promotions into the wallet first, so
    // the sale still posts the full price and the customer pays the price less the discount.
    const redeemed = cartRedemption(locked.voucher, {
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
    // 3–6 in one call: the promo code, the debit, the records, the cart emptied and the stock last.
    const written = await writePurchase(tx, {
      cart_id: priced.cart.id,
      cart_item_ids: priced.items.map(({ row }) => row.id),
      purchased_at: now.toISOString(),
      promotion: redeemed?.redemption ?? null,
      sale,
      record: purchaseRecordRows({
        checkout,
        orders: lines.map(({ order }) => order),
        orderDraws: lines.flatMap(({ order, draws }) =>
          draws.map((draw) => ({ orderId: order.id, drawId: draw.id })),
        ),
      }),
      stock: stockLines(lines),
    });
    switch (written.refused) {
      case undefined:
        break;
      case 'short_of_funds': {
        const promotedCents = (promotion?.discountCents ?? 0) + (promotion?.creditCents ?? 0);
        throw shortFunds(Number(written.balance_cents) - promotedCents, priced.totalCents - promotedCents);
      }
      case 'promotion_unusable':
      case 'promotion_used':
        throw await redemptionRefused(tx, written.refused, promotion?.code ?? '', now);
      default:
        throw await stockRefused(tx, written, lines);
    }
    return purchaseReceipt({
      checkoutId,
      totalCents: priced.totalCents,
      promotion,
      balanceAfterCents: Number(written.balance_after_cents),
      purchasedAt: now,
      lines,
    });
  }

  return {
    async purchase({ customerId, body, idempotencyKey, keepRefusal }) {
      // The key is claimed before the cart is read: a retry while this runs waits for it and answers
      // the same, even though the cart is empty by then (decision 0031).
      const buy = async (claim?: KeyClaim<Receipt>): Promise<Receipt> => {
        const priced = await cart.priceForCheckout(customerId, body.cartItemIds);
        refuseMissingItems(priced, body.cartItemIds);
        refuseUnbuyableCart(priced, body);
        // Short funds are found by the wallet's guarded debit inside the transaction, so the balance is
        // not read here as well.
        return db.transaction(async (tx) => {
          const receipt = await pay(tx, customerId, priced, body);
          await claim?.finish(tx, receipt);
          return receipt;
        });
      };
      const { result, replayed } = idempotencyKey
        ? await runIdempotently(
            db,
            {
              scope: purchaseIdempotencyScope(customerId),
              key: idempotencyKey,
              requestHash: hashRequest(body),
            },
            buy,
            { keepRefusal: keepRefusal ?? false },
          )
        : { result: await buy(), replayed: false };
      // Committed by now. A replay answers the first purchase's receipt, which was e-mailed then.
      if (!replayed) tellCustomer(customerId, { kind: 'purchase', receipt: result });
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
