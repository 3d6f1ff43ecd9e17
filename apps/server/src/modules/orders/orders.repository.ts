// SQL for what customers bought. Every query takes the customer id, so an order or checkout id of
// another customer finds nothing.
import type { DrawState } from '@fairdraw/contracts';
import {
  and,
  asc,
  checkouts,
  draws,
  eq,
  inArray,
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

export type OrderRow = typeof orders.$inferSelect;
export type CheckoutRow = typeof checkouts.$inferSelect;

/** Draw states in which a ticket still waits for its result. */
export const UPCOMING_DRAW_STATES: readonly DrawState[] = ['DRAW_OPEN', 'DRAW_CLOSED', 'DRAW_CAPPED'];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids are uuids; anything else can never match and must not reach PostgreSQL as a uuid. */
export const isUuid = (id: string): boolean => UUID.test(id);

/** An order with what the lists show about its draws. */
export interface OrderListRow extends OrderRow {
  firstDrawAt: Date;
  nextDrawAt: Date | null;
  upcoming: boolean;
  /** What the order has won so far; null (or absent) until any of its draws is drawn. */
  winningsCents?: number | null;
}

const upcomingStates = sql.raw(UPCOMING_DRAW_STATES.map((state) => `'${state}'`).join(', '));

/** Per order: its first draw and whether any of its draws is still to be drawn. */
const drawSummary = sql`
  cross join lateral (
    select min(d.draw_at) as first_draw_at, max(d.draw_at) as last_draw_at,
           min(d.draw_at) filter (where d.state in (${upcomingStates})) as next_draw_at,
           coalesce(bool_or(d.state in (${upcomingStates})), false) as upcoming,
           coalesce(bool_or(d.state not in (${upcomingStates})), false) as any_drawn,
           (select coalesce(sum(w.prize_cents), 0) from ${winnings} w where w.order_id = o.id) as winnings_cents
    from ${orderDraws} od join ${draws} d on d.id = od.draw_id
    where od.order_id = o.id
  ) s`;

interface RawOrderListRow extends Record<string, unknown> {
  id: string;
  first_draw_at: string | Date;
  next_draw_at: string | Date | null;
  upcoming: boolean;
  any_drawn: boolean;
  winnings_cents: number | string;
}

async function hydrate(db: Queryable, raw: RawOrderListRow[]): Promise<OrderListRow[]> {
  if (raw.length === 0) return [];
  const rows = await db
    .select()
    .from(orders)
    .where(
      inArray(
        orders.id,
        raw.map((row) => row.id),
      ),
    );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return raw.map((row) => ({
    ...(byId.get(row.id) as OrderRow),
    firstDrawAt: new Date(row.first_draw_at),
    nextDrawAt: row.next_draw_at === null ? null : new Date(row.next_draw_at),
    upcoming: row.upcoming,
    winningsCents: row.any_drawn ? Number(row.winnings_cents) : null,
  }));
}

/**
 * A page of the customer's orders. Upcoming ones come soonest draw first (what is played next is on
 * top); past ones by their latest draw, newest first.
 */
export async function listOrders(
  db: Queryable,
  customerId: string,
  upcoming: boolean,
  page: { limit: number; offset: number },
): Promise<OrderListRow[]> {
  const order = upcoming
    ? sql`s.next_draw_at asc, o.created_at desc, o.id`
    : sql`s.last_draw_at desc, o.created_at desc, o.id`;
  const raw = await queryRows<RawOrderListRow>(
    db,
    sql`select o.id, s.first_draw_at, s.next_draw_at, s.upcoming, s.any_drawn, s.winnings_cents from ${orders} o ${drawSummary}
        where o.customer_id = ${customerId} and s.upcoming = ${upcoming}
        order by ${order} limit ${page.limit} offset ${page.offset}`,
  );
  return hydrate(db, raw);
}

export async function countOrders(db: Queryable, customerId: string, upcoming: boolean): Promise<number> {
  const [row] = await queryRows<{ n: number | string }>(
    db,
    sql`select count(*) as n from ${orders} o ${drawSummary}
        where o.customer_id = ${customerId} and s.upcoming = ${upcoming}`,
  );
  return Number(row?.n ?? 0);
}

export async function findOrder(
  db: Queryable,
  customerId: string,
  orderId: string,
): Promise<OrderListRow | null> {
  if (!isUuid(orderId)) return null;
  const raw = await queryRows<RawOrderListRow>(
    db,
    sql`select o.id, s.first_draw_at, s.next_draw_at, s.upcoming, s.any_drawn, s.winnings_cents from ${orders} o ${drawSummary}
        where o.customer_id = ${customerId} and o.id = ${orderId}`,
  );
  return (await hydrate(db, raw))[0] ?? null;
}

export async function findCheckout(
  db: Queryable,
  customerId: string,
  checkoutId: string,
): Promise<CheckoutRow | null> {
  if (!isUuid(checkoutId)) return null;
  const [row] = await db
    .select()
    .from(checkouts)
    .where(and(eq(checkouts.id, checkoutId), eq(checkouts.customerId, customerId)));
  return row ?? null;
}

/** The orders of one checkout, in the order they stood in the cart. */
export async function listCheckoutOrders(db: Queryable, checkoutId: string): Promise<OrderListRow[]> {
  const raw = await queryRows<RawOrderListRow>(
    db,
    sql`select o.id, s.first_draw_at, s.next_draw_at, s.upcoming, s.any_drawn, s.winnings_cents from ${orders} o ${drawSummary}
        where o.checkout_id = ${checkoutId}`,
  );
  const rows = await hydrate(db, raw);
  return rows.sort((a, b) => a.lineNo - b.lineNo);
}

/** A syndicate share order's syndicate in its draw: its size and its entries once picked. */
export async function findShareSyndicate(db: Queryable, orderId: string) {
  const [row] = await db
    .select({ size: syndicateDraws.size, games: syndicateDraws.games })
    .from(orders)
    .innerJoin(orderDraws, eq(orderDraws.orderId, orders.id))
    .innerJoin(
      syndicateDraws,
      and(
        eq(syndicateDraws.productOfferKey, orders.productOfferKey),
        eq(syndicateDraws.drawId, orderDraws.drawId),
      ),
    )
    .where(and(eq(orders.id, orderId), eq(orders.productType, 'syndicate_share')));
  return row ?? null;
}

/** The draws an order plays, earliest first. */
export async function listOrderDraws(db: Queryable, orderId: string) {
  return db
    .select({
      drawNo: draws.drawNo,
      drawAt: draws.drawAt,
      stopAt: draws.stopAt,
      state: draws.state,
      prizePoolCents: draws.prizePoolCents,
    })
    .from(orderDraws)
    .innerJoin(draws, eq(draws.id, orderDraws.drawId))
    .where(eq(orderDraws.orderId, orderId))
    .orderBy(asc(draws.drawAt));
}

export async function listRaffleTicketNumbers(db: Queryable, orderId: string): Promise<number[]> {
  const rows = await db
    .select({ ticketNumber: raffleTickets.ticketNumber })
    .from(raffleTickets)
    .where(eq(raffleTickets.orderId, orderId))
    .orderBy(asc(raffleTickets.ticketNumber));
  return rows.map((row) => row.ticketNumber);
}

/** What analytics needs about the offers of some orders. */
export async function listOfferAnalytics(db: Queryable, offerKeys: string[]) {
  if (offerKeys.length === 0) return [];
  return db
    .select({
      key: productOffers.key,
      lotteryKey: productOffers.lotteryKey,
      analyticsProductType: productOffers.analyticsProductType,
      recurringPurchaseType: productOffers.recurringPurchaseType,
    })
    .from(productOffers)
    .where(inArray(productOffers.key, offerKeys));
}

/**
 * The customer's orders a replay plays again (decision 0050): every order of one checkout, or the one
 * order, in the checkout's line order. Another customer's id finds nothing.
 */
export async function listReplayOrders(db: Queryable, customerId: string, replayId: string) {
  if (!isUuid(replayId)) return [];
  return db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.customerId, customerId),
        sql`(${orders.id} = ${replayId} or ${orders.checkoutId} = ${replayId})`,
      ),
    )
    .orderBy(asc(orders.createdAt), asc(orders.lineNo));
}
