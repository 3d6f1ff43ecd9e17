// The draws' port for a purchase, inside its transaction (modules/checkout): the draws an item plays,
// locked FOR SHARE so they cannot close under the purchase, and the stock of a draw, taken by guarded
// updates: a raffle draw's tickets and a syndicate's shares in the draw (decision 0053).
import { queryRows, sql, type Tx } from '@fairdraw/db';
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

/** Which draws one purchase line plays: the offer's draws from `fromDrawNo` on, at most `limit`. */
export interface DrawsWanted {
  productOfferKey: string;
  fromDrawNo: number;
  limit: number;
}

/**
 * What a purchase's locking call (`checkout_lock_purchase`, decision 0077) hands `draws_lock_for_purchase`
 * (migration 0030): each line's draws, in draw order, are locked against closing until the purchase
 * commits (the close job updates the draw's state, which waits for FOR SHARE), line by line in the order
 * given.
 */
export function drawsLockRequest(lines: readonly DrawsWanted[]) {
  return lines.map((line) => ({
    product_offer_key: line.productOfferKey,
    from_draw_no: line.fromDrawNo,
    max_draws: line.limit,
  }));
}

/** Each line's locked draws, as `draws_lock_for_purchase` answered them. */
export function lockedDrawsFrom(answer: unknown, lineCount: number): LockedDraw[][] {
  const byLine = Array.isArray(answer) ? (answer as RawDraw[][]) : [];
  return Array.from({ length: lineCount }, (_unused, index) => (byLine[index] ?? []).map(toLockedDraw));
}

/** Raffle tickets of a draw still for sale. */
export async function raffleTicketsLeft(tx: Tx, drawId: string): Promise<number> {
  const [row] = await queryRows<{ left: number }>(
    tx,
    sql`select ticket_cap - tickets_sold as left from raffle_draws where draw_id = ${drawId}`,
  );
  return Number(row?.left ?? 0);
}

export async function syndicateSharesLeft(tx: Tx, productOfferKey: string, drawId: string): Promise<number> {
  const [row] = await queryRows<{ left: number }>(
    tx,
    sql`select coalesce(d.size, s.size) - coalesce(d.shares_sold, 0) as left
        from syndicates s
        left join syndicate_draws d on d.product_offer_key = s.product_offer_key and d.draw_id = ${drawId}
        where s.product_offer_key = ${productOfferKey}`,
  );
  return Number(row?.left ?? 0);
}
