// The receipt of a purchase, built from what the purchase has just written instead of reading it back.
// It must equal what GET /checkout/{id} builds from the stored rows (orders.service buildReceipt); the
// checkout tests compare the two.
import type { Receipt } from '@fairdraw/contracts';
import { daysFromBitmask, sydneyWeekday, toWireMoney } from '@fairdraw/domain';
import { toOrderSummary } from '../orders/orders.service';
import { receiptPayment, type UsedPromotion } from '../orders/receipt-payment';
import type { PricedItem } from '../cart/cart.service';
import type { LockedDraw } from '../draws/draws.port';
import type { NewOrder } from '../orders/orders.port';

export interface BoughtLine {
  item: PricedItem;
  order: NewOrder & { createdAt: Date };
  /** The draws the order plays, earliest first; all open at the time of purchase. */
  draws: LockedDraw[];
}

export function purchaseReceipt(input: {
  checkoutId: string;
  totalCents: number;
  promotion: UsedPromotion | null;
  balanceAfterCents: number;
  purchasedAt: Date;
  lines: BoughtLine[];
}): Receipt {
  const rows = input.lines.map(({ order, draws }) => {
    const firstDrawAt = draws[0]?.drawAt ?? new Date(Number.NaN);
    return {
      ...order,
      gameType: order.gameType ?? null,
      gameOffer: order.gameOffer ?? null,
      games: order.games ?? null,
      day: order.day ?? null,
      causeKey: order.causeKey ?? null,
      affiliateCode: order.affiliateCode ?? null,
      purchaseStatus: order.purchaseStatus ?? 'standard',
      firstDrawAt,
      // Every draw was open when bought, so the next one is the first.
      nextDrawAt: firstDrawAt,
      upcoming: true,
      // Nothing is drawn yet, so nothing is won yet.
      winningsCents: null,
    };
  });
  const products = input.lines.map(({ item, order, draws }) => {
    const [firstDraw] = draws;
    const days =
      order.day == null ? (firstDraw ? [sydneyWeekday(firstDraw.drawAt)] : []) : daysFromBitmask(order.day);
    return {
      segmentProduct: {
        brand: item.offer.lotteryKey,
        analyticsProductType: item.offer.analyticsProductType,
        causeKey: order.causeKey ?? null,
        productDescription: order.description,
        drawDate: (firstDraw?.drawAt ?? new Date(Number.NaN)).toISOString(),
        drawNo: order.firstDrawNo,
        hasFavouriteNumbers: false,
        analyticsName: order.productName,
        numDraws: order.numDraws,
        numGames: order.numGames,
        purchasePrice: toWireMoney(order.totalCents),
        prizePool: firstDraw?.prizePoolCents == null ? null : toWireMoney(firstDraw.prizePoolCents),
        lotteryKey: order.productOfferKey,
        recurringPurchaseEnabled: false,
        recurringPurchaseType: item.offer.recurringPurchase.type,
        analyticsVariant: order.gameType ?? order.productType,
        purchaseStatus: order.purchaseStatus ?? 'standard',
        daysOfWeek: days.map((day) => day.slice(0, 3)),
      },
    };
  });
  return {
    checkoutId: input.checkoutId,
    ...receiptPayment(input.totalCents, input.promotion),
    balanceAfter: toWireMoney(input.balanceAfterCents),
    paymentMethod: 'wallet',
    topUp: null,
    purchasedAt: input.purchasedAt.toISOString(),
    orders: rows.map(toOrderSummary),
    trackingData: { goals: ['purchase'], products },
  };
}
