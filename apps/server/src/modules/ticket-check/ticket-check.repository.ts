// SQL for the ticket checker: lotteries, their drawn draws and results, and what a drawn draw paid per
// division. Reads only; never a customer's details.
import {
  and,
  asc,
  desc,
  drawResults,
  draws,
  eq,
  lotteries,
  productOffers,
  sql,
  winnings,
  type Db,
} from '@fairdraw/db';

export interface CheckOfferRow {
  key: string;
  name: string;
  type: (typeof productOffers.$inferSelect)['type'];
  lotteryKey: string;
  lotteryKind: (typeof lotteries.$inferSelect)['kind'];
  numberSets: (typeof lotteries.$inferSelect)['numberSets'];
  /** The ways the offer is sold: the entry sizes the checker accepts come from them. */
  gameTypes: (typeof productOffers.$inferSelect)['gameTypes'];
}

const offerColumns = {
  key: productOffers.key,
  name: productOffers.name,
  type: productOffers.type,
  lotteryKey: productOffers.lotteryKey,
  lotteryKind: lotteries.kind,
  numberSets: lotteries.numberSets,
  gameTypes: productOffers.gameTypes,
};

/** Every numbers-lottery offer, by name. */
export async function listLotteryOffers(db: Db): Promise<CheckOfferRow[]> {
  return db
    .select(offerColumns)
    .from(productOffers)
    .innerJoin(lotteries, eq(lotteries.key, productOffers.lotteryKey))
    .where(eq(lotteries.kind, 'lottery'))
    .orderBy(asc(productOffers.name), asc(productOffers.key));
}

export async function findCheckOffer(db: Db, key: string): Promise<CheckOfferRow | null> {
  const [row] = await db
    .select(offerColumns)
    .from(productOffers)
    .innerJoin(lotteries, eq(lotteries.key, productOffers.lotteryKey))
    .where(eq(productOffers.key, key));
  return row ?? null;
}

/** The lottery's drawn draws (those with a result), newest first. */
export async function listDrawnDraws(db: Db, lotteryKey: string, limit: number) {
  return db
    .select({ drawNo: draws.drawNo, drawAt: draws.drawAt })
    .from(draws)
    .innerJoin(drawResults, eq(drawResults.drawId, draws.id))
    .where(eq(draws.lotteryKey, lotteryKey))
    .orderBy(desc(draws.drawNo))
    .limit(limit);
}

/** One drawn draw with its result, or null when there is no such draw or it has no result yet. */
export async function findDrawnDraw(db: Db, lotteryKey: string, drawNo: number) {
  const [row] = await db
    .select({
      id: draws.id,
      drawNo: draws.drawNo,
      drawAt: draws.drawAt,
      winning: drawResults.winning,
      supplementary: drawResults.supplementary,
      dividends: drawResults.dividends,
    })
    .from(draws)
    .innerJoin(drawResults, eq(drawResults.drawId, draws.id))
    .where(and(eq(draws.lotteryKey, lotteryKey), eq(draws.drawNo, drawNo)));
  return row ?? null;
}

/** Division → what each of the draw's winners in it was paid, for the divisions Fairdraw had winners in. */
export async function paidPerDivision(db: Db, drawId: string): Promise<Map<number, number>> {
  const rows = await db
    .select({
      division: winnings.division,
      // What one game of the division got (an entry's row holds all its winning games' prizes).
      prizeCents: sql<string | number | null>`max(${winnings.prizeCents} / ${winnings.games})`,
    })
    .from(winnings)
    .where(eq(winnings.drawId, drawId))
    .groupBy(winnings.division);
  return new Map(
    rows
      .filter((row) => row.prizeCents !== null)
      .map((row) => [row.division, Number(row.prizeCents)] as const),
  );
}
