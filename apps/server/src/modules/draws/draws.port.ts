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

interface RawDraw extends Record<string, unknown> {
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
 * Each line's draws, in draw order, locked against closing until the purchase commits (the close job
 * updates the draw's state, which waits for FOR SHARE). One statement for every line: each is a round
 * trip while the purchase's rows stay locked. The locks are taken line by line, in the order given.
 */
export async function lockDrawsOf(tx: Tx, lines: readonly DrawsWanted[]): Promise<LockedDraw[][]> {
  if (lines.length === 0) return [];
  const wanted = sql.join(
    lines.map(
      (line, index) =>
        sql`(${index}::int, ${line.productOfferKey}::text, ${line.fromDrawNo}::int, ${line.limit}::int)`,
    ),
    sql`, `,
  );
  const rows = await queryRows<RawDraw & { line: number }>(
    tx,
    sql`select w.line, d.*
        from (values ${wanted}) as w(line, offer_key, from_no, max_draws)
        cross join lateral (
          select d.id, d.draw_no, d.draw_at, d.stop_at, d.state, d.prize_pool_cents, r.sales_start_at
          from draws d
          left join raffle_draws r on r.draw_id = d.id
          where d.lottery_key = (select lottery_key from product_offers where key = w.offer_key)
            and d.draw_no >= w.from_no
          order by d.draw_no
          limit w.max_draws
          for share of d
        ) d
        order by w.line, d.draw_no`,
  );
  const byLine: LockedDraw[][] = lines.map(() => []);
  for (const row of rows) byLine[Number(row.line)]?.push(toLockedDraw(row));
  return byLine;
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
