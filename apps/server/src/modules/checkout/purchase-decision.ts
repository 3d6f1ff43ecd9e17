// What a purchase checks and what it then writes, decided in TypeScript on the state the database
// answered (decision 0081), with no database call of its own: the checkout service reads, hands the
// state here, and writes what comes back (checkout.service.ts).
import { randomUUID } from 'node:crypto';
import type { PurchaseBody, Receipt } from '@fairdraw/contracts';
import { fromWireMoney } from '@fairdraw/domain';
import { ConflictError } from '../../lib/errors';
import type { PurchaseBuyer } from '../accounts/customer-views';
import type { PricedCart, PricedItem } from '../cart/cart.service';
import { purchaseCart, type CartItemRow, type CartRow } from '../cart/cart.port';
import { HouseAccount, walletPosting } from '../ledger/ledger.service';
import type { KeyClaim } from '../ledger/idempotency.service';
import type { LicensingService } from '../catalogue/licensing.service';
import { buyerStandingFrom, type BuyerStanding } from '../limits/cart-blocks';
import type { LimitsService } from '../limits/limits.service';
import { purchaseCard } from '../notifications/notifications.port';
import { purchaseRecordRows } from '../orders/orders.port';
import { cartRedemption, type RedeemedPromotion } from '../promotions/promotions.port';
import type { PurchaseWrites } from './checkout.repository';
import { enterDraws } from './draw-entries';
import { purchaseReceipt, type BoughtLine } from './purchase-receipt';
import { CART_CHANGED_MESSAGE, PurchaseRefusedError } from './purchase-refusals';
import { refuseStockShortfall, stockLines } from './take-stock';

/** The rules a purchase is checked against beyond its cart: where the shop may sell, and spend limits. */
export interface DecisionRules {
  limits?: Pick<LimitsService, 'refusePurchase'>;
  licensing?: Pick<LicensingService, 'unlicensedBy'>;
}

/**
 * A purchase as the customer's transactions name it: the first ticket's game and draw, and how many
 * more there are ("Tickets for Powerball draw 1571 and 2 more").
 */
function purchaseDescription(items: readonly Pick<PricedItem, 'row' | 'offerName'>[]): string {
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
export interface PurchaseState {
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

export function purchaseState(customerId: string, answer: unknown, now: Date): PurchaseState {
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
export interface Decided {
  writes: PurchaseWrites;
  receipt: Receipt;
  lines: BoughtLine[];
  promotion: RedeemedPromotion | null;
  buyer: PurchaseBuyer;
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
export function decidePurchase(
  { licensing, limits }: DecisionRules,
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
