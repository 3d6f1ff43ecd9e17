// The draws' port for a purchase (modules/checkout): the draws an item plays, locked FOR SHARE so they
// cannot close under the purchase, and what is left of a draw's stock, which the purchase takes by
// guarded updates: a raffle draw's tickets and a syndicate's shares in the draw (decision 0053).
import { queryRows, sql, type Queryable } from '@fairdraw/db';
import type { DrawState } from '@fairdraw/contracts';

export interface LockedDraw {
  id: string;
  drawNo: number;
  drawAt: Date;
  stopAt: Date;
  state: DrawState;
  prizePoolCents: number | null;
  /** A raffle draw's start of sales (before it, a purchase is a pre-order); null for lotteries. */
  salesStartAt: Date | null;
}

interface RawDraw {
  id: string;
  draw_no: number;
  draw_at: string | Date;
  stop_at: string | Date;
  state: DrawState;
  prize_pool_cents: string | number | null;
  sales_start_at: string | Date | null;
}

const toLockedDraw = (row: RawDraw): LockedDraw => ({
  id: row.id,
  drawNo: Number(row.draw_no),
  drawAt: new Date(row.draw_at),
  stopAt: new Date(row.stop_at),
  state: row.state,
  prizePoolCents: row.prize_pool_cents === null ? null : Number(row.prize_pool_cents),
  salesStartAt: row.sales_start_at === null ? null : new Date(row.sales_start_at),
});

/**
 * The draws each cart item plays, from its first draw on, as a purchase's read or lock answered them
 * (`draws_for_purchase`, migration 0031), by item id; locked, none of them can close until the purchase
 * ends (the close job updates the draw's state, which waits for FOR SHARE).
 */
export function drawsByItemFrom(answer: unknown): Map<string, LockedDraw[]> {
  const byItem = answer && typeof answer === 'object' ? (answer as Record<string, RawDraw[]>) : {};
  return new Map(Object.entries(byItem).map(([itemId, draws]) => [itemId, draws.map(toLockedDraw)]));
}

/** Raffle tickets of a draw still for sale. */
export async function raffleTicketsLeft(tx: Queryable, drawId: string): Promise<number> {
  const [row] = await queryRows<{ left: number }>(
    tx,
    sql`select ticket_cap - tickets_sold as left from raffle_draws where draw_id = ${drawId}`,
  );
  return Number(row?.left ?? 0);
}

export async function syndicateSharesLeft(
  tx: Queryable,
  productOfferKey: string,
  drawId: string,
): Promise<number> {
  const [row] = await queryRows<{ left: number }>(
    tx,
    sql`select coalesce(d.size, s.size) - coalesce(d.shares_sold, 0) as left
        from syndicates s
        left join syndicate_draws d on d.product_offer_key = s.product_offer_key and d.draw_id = ${drawId}
        where s.product_offer_key = ${productOfferKey}`,
  );
  return Number(row?.left ?? 0);
}
