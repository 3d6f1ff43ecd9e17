// Entering each cart item in its draws: the draws they play must be on sale by the injected clock, as
// the purchase read them and again as it locked them (for all items at once), so none can close
// half-way through the purchase.
import { daysFromBitmask, sydneyWeekday } from '@fairdraw/domain';
import type { PricedItem } from '../cart/cart.service';
import { plural, ticketsLeftMessage } from '../cart/cart-items';
import { drawsByItemFrom, type LockedDraw } from '../draws/draws.port';
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
function lotteryDraws(item: PricedItem, candidates: LockedDraw[], now: Date): LockedDraw[] {
  const { row } = item;
  const days = row.day === null ? null : new Set(daysFromBitmask(row.day));
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

/** An item's locked draws checked on sale, or why it cannot be bought. */
function entryOf(item: PricedItem, candidates: LockedDraw[], now: Date): Entry {
  const { row } = item;
  if (row.productType === 'raffle_ticket') {
    const [draw] = candidates;
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
    const [draw] = candidates;
    if (draw?.drawNo !== row.drawNo || !isOnSale(draw, now)) throw closedDraw(item, draw, row.drawNo);
    return { item, draws: [draw], preOrder: false };
  }
  return { item, draws: lotteryDraws(item, candidates, now), preOrder: false };
}

/**
 * Checks the draws the items play, as the purchase's read or lock answered them (`draws_for_purchase`:
 * an item's draws from its first on, seven rows a draw for a ticket), are on sale, or throws why one
 * cannot be bought.
 */
export function enterDraws(answer: unknown, items: readonly PricedItem[], now: Date): Entry[] {
  const played = drawsByItemFrom(answer);
  return items.map((item) => entryOf(item, played.get(item.row.id) ?? [], now));
}
