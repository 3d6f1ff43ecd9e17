// The customer's orders and receipts (account-area §7 "Orders", shop-core §3 "Receipt").
// A customer only ever reaches their own: someone else's id is a 404, the same as an unknown one.
import type { OrderDetail, OrderSummary, OrdersQuery, Receipt } from '@fairdraw/contracts';
import { daysFromBitmask, isBoxedGameType, sydneyWeekday, toWireMoney } from '@fairdraw/domain';
import type { Db } from '@fairdraw/db';
import { NotFoundError } from '../../lib/errors';
import {
  countOrders,
  findCheckout,
  findOrder,
  findShareSyndicate,
  listCheckoutOrders,
  listOfferAnalytics,
  listOrderDraws,
  listOrders,
  listRaffleTicketNumbers,
  listReplayOrders,
  type OrderListRow,
} from './orders.repository';
import { listOrderDrawResults, listWinnings, lotteryNumberSetsByKey } from './outcomes.repository';
import { drawOutcome } from './outcomes.service';
import { createCustomerResultsService } from './customer-results.service';
import { receiptPayment, usedPromotion } from './receipt-payment';

export const ORDER_NOT_FOUND_MESSAGE = 'We could not find this ticket.';
export const RECEIPT_NOT_FOUND_MESSAGE = 'We could not find this receipt.';

export function toOrderSummary(row: OrderListRow): OrderSummary {
  return {
    id: row.id,
    checkoutId: row.checkoutId,
    productType: row.productType,
    lotteryKey: row.productOfferKey,
    productName: row.productName,
    gameType: row.gameType,
    gameOffer: row.gameOffer,
    drawNo: row.firstDrawNo,
    drawDate: row.firstDrawAt.toISOString(),
    nextDrawDate: row.nextDrawAt?.toISOString() ?? null,
    numDraws: row.numDraws,
    numGames: row.numGames,
    quantity: row.quantity,
    causeKey: row.causeKey,
    description: row.description,
    total: toWireMoney(row.totalCents),
    purchasedAt: row.createdAt.toISOString(),
    status: row.upcoming ? 'upcoming' : 'past',
    ...(row.winningsCents == null ? {} : { totalWinnings: toWireMoney(row.winningsCents) }),
  };
}

export interface OrdersPage {
  orders: OrderSummary[];
  pageInfo: { limit: number; offset: number; total: number };
}

export function createOrdersService({ db }: { db: Db }) {
  async function listCustomerOrders(customerId: string, query: OrdersQuery): Promise<OrdersPage> {
    const upcoming = query.status === 'upcoming_products';
    const page = { limit: query.limit, offset: query.offset };
    const [rows, total] = await Promise.all([
      listOrders(db, customerId, upcoming, page),
      countOrders(db, customerId, upcoming),
    ]);
    return { orders: rows.map(toOrderSummary), pageInfo: { ...page, total } };
  }

  /** How many of the customer's tickets still have a draw to come (closing an account waits for them). */
  async function countUpcomingOrders(customerId: string): Promise<number> {
    return countOrders(db, customerId, true);
  }

  /** The orders a replay plays again: one checkout's, or one order; [] when none is the customer's. */
  async function replayOrders(customerId: string, replayId: string) {
    return listReplayOrders(db, customerId, replayId);
  }

  async function getCustomerOrder(customerId: string, orderId: string): Promise<OrderDetail> {
    const row = await findOrder(db, customerId, orderId);
    if (!row) throw new NotFoundError(ORDER_NOT_FOUND_MESSAGE);
    const [orderDraws, raffleTicketNumbers, syndicate] = await Promise.all([
      listOrderDrawResults(db, row.id),
      listRaffleTicketNumbers(db, row.id),
      row.productType === 'syndicate_share' ? findShareSyndicate(db, row.id) : null,
    ]);
    const drawn = orderDraws.filter((draw) => draw.winning !== null);
    const [won, numberSets] = await Promise.all([
      listWinnings(
        db,
        [row.id],
        drawn.map((draw) => draw.drawId),
      ),
      lotteryNumberSetsByKey(db, [...new Set(drawn.map((draw) => draw.lotteryKey))]),
    ]);
    // A share plays the syndicate's entries, picked when the draw's sales close.
    const games = (syndicate ? syndicate.games : row.games) ?? [];
    return {
      ...toOrderSummary(row),
      games,
      syndicate: syndicate
        ? { shares: row.quantity, size: syndicate.size, picked: syndicate.games !== null }
        : null,
      draws: orderDraws.map((draw) => ({
        drawNo: draw.drawNo,
        drawDate: draw.drawAt.toISOString(),
        stop: draw.stopAt.toISOString(),
        state: draw.state,
        outcome:
          draw.winning === null
            ? undefined
            : drawOutcome(
                { ...draw, winning: draw.winning, supplementary: draw.supplementary ?? [] },
                numberSets.get(draw.lotteryKey),
                games,
                // A raffle order plays one draw: all its tickets are in it.
                raffleTicketNumbers,
                won.filter((winning) => winning.drawId === draw.drawId),
                { boxed: isBoxedGameType(row.gameType) },
              ),
      })),
      raffleTicketNumbers,
      unitPrice: toWireMoney(row.unitPriceCents),
    };
  }

  /**
   * The receipt of one of the customer's checkouts, built from what was stored. The purchase call
   * returns this same shape from inside its transaction, so a replay and a later GET agree.
   */
  async function buildReceipt(customerId: string, checkoutId: string): Promise<Receipt> {
    const checkout = await findCheckout(db, customerId, checkoutId);
    if (!checkout) throw new NotFoundError(RECEIPT_NOT_FOUND_MESSAGE);
    const rows = await listCheckoutOrders(db, checkout.id);
    const analytics = new Map(
      (await listOfferAnalytics(db, [...new Set(rows.map((row) => row.productOfferKey))])).map((offer) => [
        offer.key,
        offer,
      ]),
    );
    const products = [];
    for (const row of rows) {
      const offer = analytics.get(row.productOfferKey);
      const [firstDraw] = await listOrderDraws(db, row.id);
      const days =
        row.day === null ? (firstDraw ? [sydneyWeekday(firstDraw.drawAt)] : []) : daysFromBitmask(row.day);
      products.push({
        segmentProduct: {
          brand: offer?.lotteryKey ?? row.productOfferKey,
          analyticsProductType: offer?.analyticsProductType ?? row.productType,
          causeKey: row.causeKey,
          productDescription: row.description,
          drawDate: row.firstDrawAt.toISOString(),
          drawNo: row.firstDrawNo,
          hasFavouriteNumbers: false,
          analyticsName: row.productName,
          numDraws: row.numDraws,
          numGames: row.numGames,
          purchasePrice: toWireMoney(row.totalCents),
          prizePool: firstDraw?.prizePoolCents == null ? null : toWireMoney(firstDraw.prizePoolCents),
          lotteryKey: row.productOfferKey,
          recurringPurchaseEnabled: false,
          recurringPurchaseType: offer?.recurringPurchaseType ?? null,
          analyticsVariant: row.gameType ?? row.productType,
          purchaseStatus: row.purchaseStatus,
          daysOfWeek: days.map((day) => day.slice(0, 3)),
        },
      });
    }
    return {
      checkoutId: checkout.id,
      ...receiptPayment(checkout.totalCents, usedPromotion(checkout.metadata)),
      balanceAfter: toWireMoney(checkout.balanceAfterCents),
      paymentMethod: 'wallet',
      topUp: null,
      purchasedAt: checkout.createdAt.toISOString(),
      orders: rows.map(toOrderSummary),
      trackingData: { goals: ['purchase'], products },
    };
  }

  return {
    listCustomerOrders,
    countUpcomingOrders,
    getCustomerOrder,
    replayOrders,
    buildReceipt,
    ...createCustomerResultsService({ db }),
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
