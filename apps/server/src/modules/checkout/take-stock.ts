// The last step of a purchase: taking the stock of the raffle tickets and syndicate shares bought.
import type { Tx } from '@fairdraw/db';
import { ConflictError } from '../../lib/errors';
import { sharesLeftMessage, ticketsLeftMessage } from '../cart/cart-items';
import {
  insertRaffleTickets,
  raffleTicketsLeft,
  reserveRaffleTickets,
  reserveSyndicateShares,
  syndicateSharesLeft,
} from '../draws/draws.port';
import type { BoughtLine } from './purchase-receipt';
import { CART_CHANGED_MESSAGE, PurchaseRefusedError } from './purchase-refusals';

/**
 * Takes the stock of the raffle tickets and syndicate shares bought, by guarded updates, and gives the
 * raffle orders their ticket numbers. Stock rows are the busiest rows a purchase locks (every buyer of
 * a raffle updates its one row), so this runs last, right before commit, and in one order (by draw or
 * offer) so two purchases never wait on each other in a cycle.
 */
export async function takeStock(tx: Tx, lines: BoughtLine[], now: Date): Promise<void> {
  const stocked = lines
    .filter(
      ({ item }) => item.row.productType === 'raffle_ticket' || item.row.productType === 'syndicate_share',
    )
    .sort((a, b) => (stockKey(a) < stockKey(b) ? -1 : stockKey(a) > stockKey(b) ? 1 : 0));
  for (const { item, order, draws } of stocked) {
    const [draw] = draws;
    if (!draw) throw new Error(`order ${order.id} has no draw`);
    if (item.row.productType === 'syndicate_share') {
      if (!(await reserveSyndicateShares(tx, item.row.productOfferKey, draw.id, item.row.quantity)))
        throw new PurchaseRefusedError(
          'quantity',
          'sold_out',
          `${item.offerName}: ${sharesLeftMessage(await syndicateSharesLeft(tx, item.row.productOfferKey, draw.id))} Nothing was bought.`,
        );
      continue;
    }
    const numbers = await reserveRaffleTickets(tx, draw.id, item.item.numGames, now);
    if (!numbers)
      throw new PurchaseRefusedError(
        'quantity',
        'sold_out',
        `${item.offerName}: ${ticketsLeftMessage(await raffleTicketsLeft(tx, draw.id))} Nothing was bought.`,
      );
    // Sales cannot start or stop being pre-orders within one transaction; if they did, start again.
    if (numbers.preOrder !== (order.purchaseStatus === 'pre_order'))
      throw new ConflictError(CART_CHANGED_MESSAGE, 'cart_changed');
    await insertRaffleTickets(tx, draw.id, order.id, numbers);
  }
}

const stockKey = ({ item, draws }: BoughtLine) =>
  item.row.productType === 'syndicate_share'
    ? `s:${item.row.productOfferKey}:${draws[0]?.id ?? ''}`
    : `r:${draws[0]?.id ?? ''}`;
