// Entering each cart item in its draws, inside the purchase transaction: the draws it plays are locked
// and must still be on sale by the injected clock, so none can close half-way through the purchase.
import { daysFromBitmask, sydneyWeekday } from '@fairdraw/domain';
import type { Tx } from '@fairdraw/db';
import type { PricedItem } from '../cart/cart.service';
import { plural, ticketsLeftMessage } from '../cart/cart-items';
import { lockDrawsFrom, type LockedDraw } from '../draws/draws.port';
import { PurchaseRefusedError } from './purchase-refusals';

const isOnSale = (draw: LockedDraw, now: Date) => draw.state === 'DRAW_OPEN' && draw.stopAt > now;

function closedDraw(item: PricedItem, draw: LockedDraw | undefined, drawNo: number): PurchaseRefusedError {
  return new PurchaseRefusedError(
    'drawNo',
    'draw_closed',
    `Sales for ${item.offerName} draw ${draw?.drawNo ?? drawNo} have closed. Nothing was bought: remove it from your cart to buy the rest.`,
  );
}

/** The lottery draws a ticket plays: from its first draw on, on its chosen days, all still on sale. */
async function lotteryDraws(tx: Tx, item: PricedItem, now: Date): Promise<LockedDraw[]> {
  const { row } = item;
  const days = row.day === null ? null : new Set(daysFromBitmask(row.day));
  // Enough rows to find numDraws draws even when one day of a daily lottery is chosen.
  const candidates = await lockDrawsFrom(tx, row.productOfferKey, row.drawNo, row.numDraws * 7);
  if (candidates[0]?.drawNo !== row.drawNo) throw closedDraw(item, undefined, row.drawNo);
  const played = candidates
    .filter((draw) => !days || days.has(sydneyWeekday(draw.drawAt)))
    .slice(0, row.numDraws);
  const closed = played.find((draw) => !isOnSale(draw, now));
  if (closed) throw closedDraw(item, closed, row.drawNo);
  if (played.length < row.numDraws)
    throw new PurchaseRefusedError(
      'numDraws',
      'not_scheduled',
      `Only ${plural(played.length, 'draw', 'draws')} of ${item.offerName} are scheduled from draw ${row.drawNo}. Choose fewer draws.`,
    );
  return played;
}

export interface Entry {
  item: PricedItem;
  draws: LockedDraw[];
  preOrder: boolean;
}

/** Locks the draws one cart item plays and checks they are on sale, or throws why it cannot be bought. */
export async function enterDraws(tx: Tx, item: PricedItem, now: Date): Promise<Entry> {
  const { row } = item;
  if (row.productType === 'raffle_ticket') {
    const [draw] = await lockDrawsFrom(tx, row.productOfferKey, row.drawNo, 1);
    // A capped draw sold its last ticket: sold out, not closed.
    if (draw?.drawNo === row.drawNo && draw.stopAt > now && draw.state === 'DRAW_CAPPED')
      throw new PurchaseRefusedError(
        'quantity',
        'sold_out',
        `${item.offerName}: ${ticketsLeftMessage(0)} Nothing was bought.`,
      );
    if (draw?.drawNo !== row.drawNo || draw.stopAt <= now || draw.state !== 'DRAW_OPEN')
      throw closedDraw(item, draw, row.drawNo);
    // Before sales start a raffle sells pre-orders (the stock update below refuses earlier ones).
    return { item, draws: [draw], preOrder: draw.salesStartAt !== null && draw.salesStartAt > now };
  }
  if (row.productType === 'syndicate_share') {
    const [draw] = await lockDrawsFrom(tx, row.productOfferKey, row.drawNo, 1);
    if (draw?.drawNo !== row.drawNo || !isOnSale(draw, now)) throw closedDraw(item, draw, row.drawNo);
    return { item, draws: [draw], preOrder: false };
  }
  return { item, draws: await lotteryDraws(tx, item, now), preOrder: false };
}
