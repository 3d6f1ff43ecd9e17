// SQL for lottery statistics: the offer's lottery and the winning numbers of its drawn draws.
// Reads only. A draw counts once it has a result (DRAW_DRAWN and every state after it).
import {
  and,
  asc,
  desc,
  drawResults,
  draws,
  eq,
  inArray,
  lotteries,
  productOffers,
  type Db,
} from '@fairdraw/db';

export interface StatisticsOfferRow {
  key: string;
  name: string;
  type: (typeof productOffers.$inferSelect)['type'];
  lotteryKey: string;
  lotteryKind: (typeof lotteries.$inferSelect)['kind'];
  numberSets: (typeof lotteries.$inferSelect)['numberSets'];
}

export async function findStatisticsOffer(db: Db, key: string): Promise<StatisticsOfferRow | null> {
  const [row] = await db
    .select(offerColumns)
    .from(productOffers)
    .innerJoin(lotteries, eq(lotteries.key, productOffers.lotteryKey))
    .where(eq(productOffers.key, key));
  return row ?? null;
}

export interface DrawnNumbersRow {
  drawNo: number;
  drawAt: Date;
  winning: Record<string, number[]>;
}

/** The lottery's drawn draws with their winning numbers, newest first; the newest `limit` when given. */
export async function listDrawnNumbers(
  db: Db,
  lotteryKey: string,
  limit?: number,
): Promise<DrawnNumbersRow[]> {
  const query = db
    .select({ drawNo: draws.drawNo, drawAt: draws.drawAt, winning: drawResults.winning })
    .from(draws)
    .innerJoin(drawResults, eq(drawResults.drawId, draws.id))
    .where(eq(draws.lotteryKey, lotteryKey))
    .orderBy(desc(draws.drawNo));
  return limit === undefined ? query : query.limit(limit);
}

/** Every lottery offer with number statistics (not raffles or syndicates), for the tips. */
export async function listStatisticsOffers(db: Db): Promise<StatisticsOfferRow[]> {
  return db
    .select(offerColumns)
    .from(productOffers)
    .innerJoin(lotteries, eq(lotteries.key, productOffers.lotteryKey))
    .where(
      and(
        eq(lotteries.kind, 'lottery'),
        inArray(productOffers.type, ['lottery_ticket', 'multi_draw_ticket']),
      ),
    )
    .orderBy(asc(productOffers.name));
}
const offerColumns = {
  key: productOffers.key,
  name: productOffers.name,
  type: productOffers.type,
  lotteryKey: productOffers.lotteryKey,
  lotteryKind: lotteries.kind,
  numberSets: lotteries.numberSets,
};
