// SQL for the draw lifecycle. Every state change is a guarded update from the state before it, so a
// step that runs twice, or in two processes at once, changes a draw once.
import {
  and,
  asc,
  drawResults,
  draws,
  drawSeals,
  eq,
  inArray,
  isNull,
  lotteries,
  lte,
  type NumberSetData,
  orderDraws,
  orders,
  productOffers,
  type Queryable,
  queryRows,
  raffleDraws,
  raffleSeeds,
  raffleTickets,
  type ResultSource,
  sql,
  winnings,
} from '@fairdraw/db';
import type { CartGame, GameTypeKey, DrawState } from '@fairdraw/contracts';

export interface LifecycleDraw {
  id: string;
  lotteryKey: string;
  drawNo: number;
  drawAt: Date;
  stopAt: Date;
  state: DrawState;
  prizePoolCents: number | null;
  isRaffle: boolean;
}

const drawColumns = {
  id: draws.id,
  lotteryKey: draws.lotteryKey,
  drawNo: draws.drawNo,
  drawAt: draws.drawAt,
  stopAt: draws.stopAt,
  state: draws.state,
  prizePoolCents: draws.prizePoolCents,
  raffleDrawId: raffleDraws.drawId,
};

const toLifecycleDraw = ({
  raffleDrawId,
  ...row
}: { raffleDrawId: string | null } & Omit<LifecycleDraw, 'isRaffle'>) => ({
  ...row,
  isRaffle: raffleDrawId !== null,
});

/** Draws in `states`, optionally only those whose `column` time has come, oldest first. */
export async function listDraws(
  db: Queryable,
  states: readonly DrawState[],
  due?: { column: 'stopAt' | 'drawAt'; now: Date },
  limit = 100,
): Promise<LifecycleDraw[]> {
  const rows = await db
    .select(drawColumns)
    .from(draws)
    .leftJoin(raffleDraws, eq(raffleDraws.drawId, draws.id))
    .where(and(inArray(draws.state, [...states]), due ? lte(draws[due.column], due.now) : undefined))
    .orderBy(asc(draws.stopAt), asc(draws.id))
    .limit(limit);
  return rows.map(toLifecycleDraw);
}

export async function findDraw(
  db: Queryable,
  lotteryKey: string,
  drawNo: number,
): Promise<LifecycleDraw | null> {
  const [row] = await db
    .select(drawColumns)
    .from(draws)
    .leftJoin(raffleDraws, eq(raffleDraws.drawId, draws.id))
    .where(and(eq(draws.lotteryKey, lotteryKey), eq(draws.drawNo, drawNo)));
  return row ? toLifecycleDraw(row) : null;
}

/** A draw of the lottery a product offer plays, by the offer's key. */
export async function findOfferDraw(
  db: Queryable,
  productOfferKey: string,
  drawNo: number,
): Promise<LifecycleDraw | null> {
  const [row] = await db
    .select(drawColumns)
    .from(productOffers)
    .innerJoin(draws, eq(draws.lotteryKey, productOffers.lotteryKey))
    .leftJoin(raffleDraws, eq(raffleDraws.drawId, draws.id))
    .where(and(eq(productOffers.key, productOfferKey), eq(draws.drawNo, drawNo)));
  return row ? toLifecycleDraw(row) : null;
}

/**
 * Open raffle draws whose every ticket is sold become DRAW_CAPPED: shown as sold out, never sold again,
 * closed at their stop time like any other. Waits for purchases holding a draw, as the close does.
 */
export async function capSoldOutRaffles(db: Queryable): Promise<number> {
  const capped = await db
    .update(draws)
    .set({ state: 'DRAW_CAPPED' })
    .where(
      and(
        eq(draws.state, 'DRAW_OPEN'),
        inArray(
          draws.id,
          db
            .select({ id: raffleDraws.drawId })
            .from(raffleDraws)
            .where(sql`${raffleDraws.ticketsSold} >= ${raffleDraws.ticketCap}`),
        ),
      ),
    )
    .returning({ id: draws.id });
  return capped.length;
}

/** Moves a draw on from one of `from`; false when another step (or process) already did. */
export async function moveDraw(tx: Queryable, drawId: string, from: readonly DrawState[], to: DrawState) {
  const moved = await tx
    .update(draws)
    .set({ state: to })
    .where(and(eq(draws.id, drawId), inArray(draws.state, [...from])))
    .returning({ id: draws.id });
  return moved.length > 0;
}

export async function lotteryNumberSets(db: Queryable, lotteryKey: string): Promise<NumberSetData[] | null> {
  const [row] = await db
    .select({ numberSets: lotteries.numberSets })
    .from(lotteries)
    .where(eq(lotteries.key, lotteryKey));
  return row?.numberSets ?? null;
}

/** Every entry of a lottery draw: each order's games, with the owner. */
export async function listLotteryEntries(db: Queryable, drawId: string) {
  return db
    .select({
      orderId: orders.id,
      customerId: orders.customerId,
      gameType: orders.gameType,
      games: orders.games,
    })
    .from(orderDraws)
    .innerJoin(orders, eq(orders.id, orderDraws.orderId))
    .where(eq(orderDraws.drawId, drawId))
    .orderBy(asc(orders.id)) as Promise<
    Array<{ orderId: string; customerId: string; gameType: GameTypeKey | null; games: CartGame[] | null }>
  >;
}

/** Every sold ticket of a raffle draw, by number. */
export async function listRaffleEntries(db: Queryable, drawId: string) {
  return db
    .select({
      ticketNumber: raffleTickets.ticketNumber,
      orderId: raffleTickets.orderId,
      customerId: orders.customerId,
    })
    .from(raffleTickets)
    .innerJoin(orders, eq(orders.id, raffleTickets.orderId))
    .where(eq(raffleTickets.drawId, drawId))
    .orderBy(asc(raffleTickets.ticketNumber));
}

export async function insertSeal(tx: Queryable, row: typeof drawSeals.$inferInsert) {
  await tx.insert(drawSeals).values(row).onConflictDoNothing({ target: drawSeals.drawId });
}

export async function findSeal(db: Queryable, drawId: string) {
  const [row] = await db.select().from(drawSeals).where(eq(drawSeals.drawId, drawId));
  return row ?? null;
}

export async function insertRaffleSeed(tx: Queryable, row: typeof raffleSeeds.$inferInsert) {
  await tx.insert(raffleSeeds).values(row).onConflictDoNothing({ target: raffleSeeds.drawId });
}

export async function findRaffleSeed(db: Queryable, drawId: string) {
  const [row] = await db.select().from(raffleSeeds).where(eq(raffleSeeds.drawId, drawId));
  return row ?? null;
}

export async function revealRaffleSeed(tx: Queryable, drawId: string, now: Date) {
  await tx
    .update(raffleSeeds)
    .set({ revealedAt: now })
    .where(and(eq(raffleSeeds.drawId, drawId), isNull(raffleSeeds.revealedAt)));
}

export async function findResult(db: Queryable, drawId: string) {
  const [row] = await db.select().from(drawResults).where(eq(drawResults.drawId, drawId));
  return row ?? null;
}

/** Stores the result unless the draw has one; true when this call stored it. */
export async function insertResult(
  tx: Queryable,
  row: {
    drawId: string;
    winning: Record<string, number[]>;
    supplementary: number[];
    /** Declared dividends in cents by division (national games), or null. */
    dividends?: Record<string, number> | null;
    /** Declared winning games across the country by division (national games), or null. */
    nationalWinners?: Record<string, number> | null;
    source: ResultSource;
    enteredBy: string;
    enteredAt: Date;
  },
): Promise<boolean> {
  const inserted = await tx
    .insert(drawResults)
    .values(row)
    .onConflictDoNothing({ target: drawResults.drawId })
    .returning({ drawId: drawResults.drawId });
  return inserted.length > 0;
}

export type NewWinning = Omit<typeof winnings.$inferInsert, 'id' | 'createdAt'>;

export async function insertWinnings(tx: Queryable, rows: NewWinning[]) {
  if (rows.length === 0) return;
  await tx
    .insert(winnings)
    .values(rows)
    .onConflictDoNothing({
      target: [winnings.drawId, winnings.orderId, winnings.entry, winnings.division],
    });
}

export async function listUnpaidWinnings(db: Queryable, drawId: string) {
  return db
    .select()
    .from(winnings)
    .where(and(eq(winnings.drawId, drawId), isNull(winnings.paidAt)))
    .orderBy(asc(winnings.id));
}

/** Marks a winning paid by a ledger transaction (or by nothing, for a prize of $0). */
export async function markPaid(
  tx: Queryable,
  winningId: string,
  ledgerTransactionId: string | null,
  now: Date,
) {
  const rows = await tx
    .update(winnings)
    .set({ paidAt: now, ledgerTransactionId })
    .where(and(eq(winnings.id, winningId), isNull(winnings.paidAt)))
    .returning({ id: winnings.id });
  return rows.length > 0;
}

export async function listUnemailedWinnings(db: Queryable, drawId: string) {
  return queryRows<{
    id: string;
    customer_id: string;
    order_id: string;
    division: number;
    prize_cents: number | string;
    email: string;
    firstname: string;
    product_name: string;
  }>(
    db,
    sql`select w.id, w.customer_id, w.order_id, w.division, w.prize_cents, c.email, c.firstname, o.product_name
        from winnings w join customers c on c.id = w.customer_id join orders o on o.id = w.order_id
        where w.draw_id = ${drawId} and w.emailed_at is null and w.paid_at is not null
        order by w.id`,
  );
}

export async function markEmailed(db: Queryable, winningIds: string[], now: Date) {
  if (winningIds.length === 0) return;
  await db
    .update(winnings)
    .set({ emailedAt: now })
    .where(and(inArray(winnings.id, winningIds), isNull(winnings.emailedAt)));
}
