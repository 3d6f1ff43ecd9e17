// SQL for what the customer's drawn draws meant for them: results of the draws their orders play,
// their winnings, and the drawn draws they had entries in. Every customer-facing query is scoped by
// customer id, so someone else's draw entries are never found.
import {
  and,
  asc,
  drawResults,
  draws,
  eq,
  inArray,
  lotteries,
  type NumberSetData,
  orderDraws,
  orders,
  productOffers,
  type Queryable,
  queryRows,
  raffleTickets,
  sql,
  syndicateDraws,
  winnings,
} from '@fairdraw/db';
import { drawnStates } from '@fairdraw/contracts';

const drawnList = sql.raw(drawnStates.map((state) => `'${state}'`).join(', '));

/** The draws an order plays, earliest first, each with its result once it has one. */
export async function listOrderDrawResults(db: Queryable, orderId: string) {
  return db
    .select({
      drawId: draws.id,
      lotteryKey: draws.lotteryKey,
      drawNo: draws.drawNo,
      drawAt: draws.drawAt,
      stopAt: draws.stopAt,
      state: draws.state,
      winning: drawResults.winning,
      supplementary: drawResults.supplementary,
    })
    .from(orderDraws)
    .innerJoin(draws, eq(draws.id, orderDraws.drawId))
    .leftJoin(drawResults, eq(drawResults.drawId, draws.id))
    .where(eq(orderDraws.orderId, orderId))
    .orderBy(asc(draws.drawAt));
}
export type OrderDrawResultRow = Awaited<ReturnType<typeof listOrderDrawResults>>[number];

/** Winning games (by position) or tickets (by number) of some orders in some draws. */
export async function listWinnings(db: Queryable, orderIds: string[], drawIds: string[]) {
  if (orderIds.length === 0 || drawIds.length === 0) return [];
  return db
    .select({
      drawId: winnings.drawId,
      orderId: winnings.orderId,
      entry: winnings.entry,
      division: winnings.division,
      games: winnings.games,
      prizeCents: winnings.prizeCents,
    })
    .from(winnings)
    .where(and(inArray(winnings.orderId, orderIds), inArray(winnings.drawId, drawIds)));
}
export type WinningRow = Awaited<ReturnType<typeof listWinnings>>[number];

/** Raffle tickets of some orders in one draw, lowest first. */
export async function listDrawTickets(db: Queryable, drawId: string, orderIds: string[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({ orderId: raffleTickets.orderId, ticketNumber: raffleTickets.ticketNumber })
    .from(raffleTickets)
    .where(and(eq(raffleTickets.drawId, drawId), inArray(raffleTickets.orderId, orderIds)))
    .orderBy(asc(raffleTickets.ticketNumber));
}

/** The number sets (keys and names) of some lotteries, by lottery key. */
export async function lotteryNumberSetsByKey(
  db: Queryable,
  lotteryKeys: string[],
): Promise<Map<string, NumberSetData[]>> {
  if (lotteryKeys.length === 0) return new Map();
  const rows = await db
    .select({ key: lotteries.key, numberSets: lotteries.numberSets })
    .from(lotteries)
    .where(inArray(lotteries.key, lotteryKeys));
  return new Map(rows.map((row) => [row.key, row.numberSets]));
}

/** A drawn draw the customer had entries in, with what they won in it. */
export interface CustomerDrawRow {
  drawId: string;
  lotteryKey: string;
  drawNo: number;
  drawAt: Date;
  state: (typeof draws.$inferSelect)['state'];
  productOfferKey: string;
  productName: string;
  productType: (typeof orders.$inferSelect)['productType'];
  winning: Record<string, number[]>;
  supplementary: number[];
  orderIds: string[];
  winningEntries: number;
  winningsCents: number;
}

interface RawCustomerDraw extends Record<string, unknown> {
  draw_id: string;
  lottery_key: string;
  draw_no: number;
  draw_at: string | Date;
  state: CustomerDrawRow['state'];
  product_offer_key: string;
  product_name: string;
  product_type: CustomerDrawRow['productType'];
  winning: Record<string, number[]> | string;
  supplementary: number[] | string;
  order_ids: string[] | string;
  winning_entries: number | string;
  winnings_cents: number | string | null;
}

const json = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

function toCustomerDraw(row: RawCustomerDraw): CustomerDrawRow {
  const orderIds = json<string[]>(row.order_ids);
  return {
    drawId: row.draw_id,
    lotteryKey: row.lottery_key,
    drawNo: Number(row.draw_no),
    drawAt: new Date(row.draw_at),
    state: row.state,
    productOfferKey: row.product_offer_key,
    productName: row.product_name,
    productType: row.product_type,
    winning: json(row.winning),
    supplementary: json(row.supplementary),
    orderIds: [...orderIds].sort(),
    winningEntries: Number(row.winning_entries),
    winningsCents: Number(row.winnings_cents ?? 0),
  };
}

/** The customer's drawn draws: one row per draw, its customer orders and winnings gathered. */
const customerDraws = (customerId: string) => sql`
  select d.id as draw_id, d.lottery_key, d.draw_no, d.draw_at, d.state,
         min(o.product_offer_key) as product_offer_key, min(o.product_name) as product_name,
         min(o.product_type) as product_type, r.winning, r.supplementary,
         to_jsonb(array_agg(distinct o.id::text)) as order_ids,
         (select count(*) from ${winnings} w where w.draw_id = d.id and w.customer_id = ${customerId})
           as winning_entries,
         (select sum(w.prize_cents) from ${winnings} w where w.draw_id = d.id and w.customer_id = ${customerId})
           as winnings_cents
  from ${orderDraws} od
  join ${orders} o on o.id = od.order_id
  join ${draws} d on d.id = od.draw_id
  join ${drawResults} r on r.draw_id = d.id
  where o.customer_id = ${customerId} and d.state in (${drawnList})`;

/** A page of the customer's drawn draws, newest draw first. */
export async function listCustomerDraws(
  db: Queryable,
  customerId: string,
  page: { limit: number; offset: number },
): Promise<CustomerDrawRow[]> {
  const rows = await queryRows<RawCustomerDraw>(
    db,
    sql`${customerDraws(customerId)}
        group by d.id, r.winning, r.supplementary
        order by d.draw_at desc, d.lottery_key, d.id limit ${page.limit} offset ${page.offset}`,
  );
  return rows.map(toCustomerDraw);
}

export async function countCustomerDraws(db: Queryable, customerId: string): Promise<number> {
  const [row] = await queryRows<{ n: number | string }>(
    db,
    sql`select count(distinct d.id) as n
        from ${orderDraws} od
        join ${orders} o on o.id = od.order_id
        join ${draws} d on d.id = od.draw_id
        where o.customer_id = ${customerId} and d.state in (${drawnList})
          and exists (select 1 from ${drawResults} r where r.draw_id = d.id)`,
  );
  return Number(row?.n ?? 0);
}

/** One drawn draw of a product offer the customer had entries in, or null. */
export async function findCustomerDraw(
  db: Queryable,
  customerId: string,
  productOfferKey: string,
  drawNo: number,
): Promise<CustomerDrawRow | null> {
  const rows = await queryRows<RawCustomerDraw>(
    db,
    sql`${customerDraws(customerId)}
          and d.draw_no = ${drawNo}
          and d.lottery_key = (select po.lottery_key from ${productOffers} po where po.key = ${productOfferKey})
        group by d.id, r.winning, r.supplementary`,
  );
  return rows[0] ? toCustomerDraw(rows[0]) : null;
}

/** The games of some of the customer's orders (lotteries; null for raffles). */
export async function listOrderGames(db: Queryable, customerId: string, orderIds: string[], drawId: string) {
  if (orderIds.length === 0) return [];
  const rows = await db
    .select({
      id: orders.id,
      gameType: orders.gameType,
      games: orders.games,
      syndicateGames: syndicateDraws.games,
    })
    .from(orders)
    .leftJoin(
      syndicateDraws,
      and(
        eq(orders.productType, 'syndicate_share'),
        eq(syndicateDraws.productOfferKey, orders.productOfferKey),
        eq(syndicateDraws.drawId, drawId),
      ),
    )
    .where(and(eq(orders.customerId, customerId), inArray(orders.id, orderIds)));
  // A syndicate share plays the syndicate's entries in the draw.
  return rows.map(({ syndicateGames, ...row }) => ({ ...row, games: syndicateGames ?? row.games }));
}
