// The last step of a purchase: taking the stock of the raffle tickets and syndicate shares bought.
import type { Queryable } from '@fairdraw/db';
import { ConflictError } from '../../lib/errors';
import { sharesLeftMessage, ticketsLeftMessage } from '../cart/cart-items';
import { raffleTicketsLeft, syndicateSharesLeft } from '../draws/draws.port';
import type { BoughtLine } from './purchase-receipt';
import { CART_CHANGED_MESSAGE, PurchaseRefusedError } from './purchase-refusals';

/** What `draws_take_stock` (migration 0026) takes for one order. */
export interface StockLine {
  kind: 'raffle_ticket' | 'syndicate_share';
  /** The cart item bought (what the purchase's read keyed the stock left by). */
  item_id: string;
  order_id: string;
  draw_id: string;
  draw_no: number;
  product_offer_key: string;
  count: number;
  /** A raffle order sold before its draw's sales start. */
  pre_order: boolean;
}

/** Why `draws_take_stock` took nothing. */
export interface StockRefusal {
  refused: 'sold_out' | 'pre_order_changed';
  order_id: string;
}

/** What a line takes of its draw's stock: raffle tickets (a bundle is several), or syndicate shares. */
const wantedOf = ({ item }: BoughtLine) =>
  item.row.productType === 'raffle_ticket' ? item.item.numGames : item.row.quantity;

const soldOut = (line: BoughtLine, left: number) =>
  new PurchaseRefusedError(
    'quantity',
    'sold_out',
    `${line.item.offerName}: ${line.item.row.productType === 'syndicate_share' ? sharesLeftMessage(left) : ticketsLeftMessage(left)} Nothing was bought.`,
  );

/**
 * Refuses a line that wants more than was left when the purchase read its draw's stock
 * (`draws_stock_left`, by item id): a buyer of a sold-out draw is told at once instead of waiting for
 * the stock's busy row, whose guarded update decides in the end.
 */
export function refuseStockShortfall(lines: BoughtLine[], stockLeft: unknown): void {
  const left = (stockLeft ?? {}) as Record<string, number | string | null>;
  for (const line of lines) {
    const known = left[line.item.row.id];
    if (known === undefined || known === null) continue;
    if (wantedOf(line) > Number(known)) throw soldOut(line, Math.max(0, Number(known)));
  }
}

/**
 * The stock the lines take, for the purchase's one database call (decision 0061), which takes it by
 * guarded updates and gives the raffle orders their ticket numbers. Stock rows are the busiest rows a
 * purchase locks (every buyer of a raffle updates its one row), so the call takes them last, right before
 * commit, and in one order (by draw or offer) so two purchases never wait on each other in a cycle.
 */
export function stockLines(lines: BoughtLine[]): StockLine[] {
  return lines
    .flatMap(({ item, order, draws }): StockLine[] => {
      const kind = item.row.productType;
      if (kind !== 'raffle_ticket' && kind !== 'syndicate_share') return [];
      const [draw] = draws;
      if (!draw) throw new Error(`order ${order.id} has no draw`);
      return [
        {
          kind,
          item_id: item.row.id,
          order_id: order.id,
          draw_id: draw.id,
          draw_no: draw.drawNo,
          product_offer_key: item.row.productOfferKey,
          count: wantedOf({ item, order, draws }),
          pre_order: order.purchaseStatus === 'pre_order',
        },
      ];
    })
    .sort((a, b) => (stockKey(a) < stockKey(b) ? -1 : stockKey(a) > stockKey(b) ? 1 : 0));
}

const stockKey = (line: StockLine) =>
  line.kind === 'syndicate_share' ? `s:${line.product_offer_key}:${line.draw_id}` : `r:${line.draw_id}`;

/** The refusal a purchase answers when the stock could not be taken, with what is left now. */
export async function stockRefused(
  db: Queryable,
  refusal: StockRefusal,
  lines: BoughtLine[],
): Promise<Error> {
  // Sales cannot start or stop being pre-orders within one transaction; if they did, start again.
  if (refusal.refused === 'pre_order_changed') return new ConflictError(CART_CHANGED_MESSAGE, 'cart_changed');
  const line = lines.find(({ order }) => order.id === refusal.order_id);
  const draw = line?.draws[0];
  if (!line || !draw)
    throw new Error(`the stock refused order ${refusal.order_id}, which the purchase did not write`);
  return soldOut(
    line,
    line.item.row.productType === 'syndicate_share'
      ? await syndicateSharesLeft(db, line.item.row.productOfferKey, draw.id)
      : await raffleTicketsLeft(db, draw.id),
  );
}
