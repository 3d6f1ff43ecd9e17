// The signed-in customer's results (shop-core §7 "Results", v3.6): the drawn draws they had entries
// in, and one such draw in full with their games scored. Only ever the customer's own entries.
import type { CustomerDrawResult, CustomerFullResult, PastCustomerDrawsQuery } from '@fairdraw/contracts';
import { isBoxedGameType, toWireMoney } from '@fairdraw/domain';
import type { Db } from '@fairdraw/db';
import { NotFoundError } from '../../lib/errors';
import {
  countCustomerDraws,
  findCustomerDraw,
  listCustomerDraws,
  listDrawTickets,
  listOrderGames,
  listWinnings,
  lotteryNumberSetsByKey,
  type CustomerDrawRow,
} from './outcomes.repository';
import { drawOutcome, winningNumbersOf, winningTicketsOf } from './outcomes.service';

export const CUSTOMER_DRAW_NOT_FOUND_MESSAGE = 'We could not find a drawn draw you had tickets in.';

function toCustomerDrawResult(
  row: CustomerDrawRow,
  numberSets: Map<string, Parameters<typeof winningNumbersOf>[1]>,
): CustomerDrawResult {
  return {
    productOfferKey: row.productOfferKey,
    name: row.productName,
    productType: row.productType,
    drawNo: row.drawNo,
    drawDate: row.drawAt.toISOString(),
    state: row.state,
    winningNumbers: winningNumbersOf(row, numberSets.get(row.lotteryKey)),
    supplementary: row.supplementary,
    winningTickets: winningTicketsOf(row),
    orderIds: row.orderIds,
    winningEntries: row.winningEntries,
    winnings: toWireMoney(row.winningsCents),
  };
}

export interface CustomerDrawsPage {
  draws: CustomerDrawResult[];
  pageInfo: { limit: number; offset: number; total: number };
}

export function createCustomerResultsService({ db }: { db: Db }) {
  async function listPastCustomerDraws(
    customerId: string,
    query: PastCustomerDrawsQuery,
  ): Promise<CustomerDrawsPage> {
    const page = { limit: query.limit, offset: query.offset };
    const [rows, total] = await Promise.all([
      listCustomerDraws(db, customerId, page),
      countCustomerDraws(db, customerId),
    ]);
    const numberSets = await lotteryNumberSetsByKey(db, [...new Set(rows.map((row) => row.lotteryKey))]);
    return { draws: rows.map((row) => toCustomerDrawResult(row, numberSets)), pageInfo: { ...page, total } };
  }

  async function getCustomerFullResult(
    customerId: string,
    productOfferKey: string,
    drawNo: number,
  ): Promise<CustomerFullResult> {
    const row = await findCustomerDraw(db, customerId, productOfferKey, drawNo);
    if (!row) throw new NotFoundError(CUSTOMER_DRAW_NOT_FOUND_MESSAGE);
    const [numberSets, orderGames, tickets, won] = await Promise.all([
      lotteryNumberSetsByKey(db, [row.lotteryKey]),
      listOrderGames(db, customerId, row.orderIds, row.drawId),
      listDrawTickets(db, row.drawId, row.orderIds),
      listWinnings(db, row.orderIds, [row.drawId]),
    ]);
    const ordersById = new Map(orderGames.map((order) => [order.id, order]));
    return {
      ...toCustomerDrawResult(row, numberSets),
      entries: row.orderIds.map((orderId) => ({
        orderId,
        ...drawOutcome(
          row,
          numberSets.get(row.lotteryKey),
          ordersById.get(orderId)?.games ?? [],
          tickets.filter((ticket) => ticket.orderId === orderId).map((ticket) => ticket.ticketNumber),
          won.filter((winning) => winning.orderId === orderId),
          { boxed: isBoxedGameType(ordersById.get(orderId)?.gameType ?? null) },
        ),
      })),
    };
  }

  return { listPastCustomerDraws, getCustomerFullResult };
}
