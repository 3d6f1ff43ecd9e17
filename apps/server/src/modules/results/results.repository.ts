// SQL for the public results: which offers have results, which of their draws are drawn, and what a
// drawn draw carries (result, seal, raffle seed, winnings). Reads only; never a customer's details.
import {
  and,
  asc,
  causes,
  count,
  desc,
  drawResults,
  drawSeals,
  draws,
  eq,
  gte,
  inArray,
  lotteries,
  lt,
  orders,
  pricingOffers,
  pricings,
  productOffers,
  raffleDraws,
  raffleSeeds,
  raffleTickets,
  sql,
  winnings,
  type Db,
} from '@fairdraw/db';
import { drawnStates, sealedStates } from '@fairdraw/contracts';

type DisplayCategory = (typeof productOffers.$inferSelect)['displayCategory'];

const offerColumns = {
  key: productOffers.key,
  name: productOffers.name,
  url: productOffers.url,
  type: productOffers.type,
  displayCategory: productOffers.displayCategory,
  lotteryKey: productOffers.lotteryKey,
  numberSets: lotteries.numberSets,
};
export type ResultOfferRow = {
  key: string;
  name: string;
  url: string;
  type: (typeof productOffers.$inferSelect)['type'];
  displayCategory: DisplayCategory;
  lotteryKey: string;
  numberSets: (typeof lotteries.$inferSelect)['numberSets'];
};

const drawn = () => inArray(draws.state, [...drawnStates]);
const sealed = () => inArray(draws.state, [...sealedStates]);

export async function pricingExists(db: Db, pricingId: string): Promise<boolean> {
  const [row] = await db.select({ id: pricings.id }).from(pricings).where(eq(pricings.id, pricingId));
  return row !== undefined;
}

/** The pricing's offers in these display categories, in its rank order. */
export async function listPricingOffers(
  db: Db,
  pricingId: string,
  categories: DisplayCategory[],
): Promise<ResultOfferRow[]> {
  return db
    .select(offerColumns)
    .from(pricingOffers)
    .innerJoin(productOffers, eq(productOffers.key, pricingOffers.productOfferKey))
    .innerJoin(lotteries, eq(lotteries.key, productOffers.lotteryKey))
    .where(and(eq(pricingOffers.pricingId, pricingId), inArray(productOffers.displayCategory, categories)))
    .orderBy(asc(pricingOffers.rank));
}

export async function findOffer(db: Db, key: string): Promise<ResultOfferRow | null> {
  const [row] = await db
    .select(offerColumns)
    .from(productOffers)
    .innerJoin(lotteries, eq(lotteries.key, productOffers.lotteryKey))
    .where(eq(productOffers.key, key));
  return row ?? null;
}

/**
 * The latest drawn draw of each of the pricing's offers in `categories`: newest first (pricing rank
 * breaks ties), one page of them and how many there are.
 */
export async function pageLatestPerOffer(
  db: Db,
  pricingId: string,
  categories: DisplayCategory[],
  page: { limit: number; offset: number },
): Promise<{ rows: Array<{ offerKey: string; drawId: string }>; total: number }> {
  const latest = db
    .selectDistinctOn([pricingOffers.productOfferKey], {
      offerKey: sql<string>`${pricingOffers.productOfferKey}`.as('offer_key'),
      rank: sql<number>`${pricingOffers.rank}`.as('offer_rank'),
      drawId: sql<string>`${draws.id}`.as('draw_id'),
      drawAt: sql<Date>`${draws.drawAt}`.as('draw_at'),
    })
    .from(pricingOffers)
    .innerJoin(productOffers, eq(productOffers.key, pricingOffers.productOfferKey))
    .innerJoin(draws, eq(draws.lotteryKey, productOffers.lotteryKey))
    .where(
      and(
        eq(pricingOffers.pricingId, pricingId),
        inArray(productOffers.displayCategory, categories),
        drawn(),
      ),
    )
    .orderBy(pricingOffers.productOfferKey, desc(draws.drawAt))
    .as('latest');
  const [rows, [counted]] = await Promise.all([
    db
      .select({ offerKey: latest.offerKey, drawId: latest.drawId })
      .from(latest)
      .orderBy(desc(latest.drawAt), asc(latest.rank))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(latest),
  ]);
  return { rows, total: Number(counted?.total ?? 0) };
}

/** One page of a lottery's drawn draws, newest first, optionally within [from, to). */
export async function pageDrawnDraws(
  db: Db,
  lotteryKey: string,
  page: { limit: number; offset: number },
  window?: { from: Date; to: Date },
): Promise<{ drawIds: string[]; total: number }> {
  const where = and(
    eq(draws.lotteryKey, lotteryKey),
    drawn(),
    window ? gte(draws.drawAt, window.from) : undefined,
    window ? lt(draws.drawAt, window.to) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({ id: draws.id })
      .from(draws)
      .where(where)
      .orderBy(desc(draws.drawAt), desc(draws.drawNo))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(draws).where(where),
  ]);
  return { drawIds: rows.map((row) => row.id), total: Number(counted?.total ?? 0) };
}

/** Every drawn draw of these lotteries (number and date), newest first. */
export async function listDrawnKeys(db: Db, lotteryKeys: string[]) {
  if (lotteryKeys.length === 0) return [];
  return db
    .select({ lotteryKey: draws.lotteryKey, drawNo: draws.drawNo, drawAt: draws.drawAt })
    .from(draws)
    .where(and(inArray(draws.lotteryKey, lotteryKeys), drawn()))
    .orderBy(desc(draws.drawAt), desc(draws.drawNo));
}

export async function findDrawnDraw(db: Db, lotteryKey: string, drawNo: number): Promise<string | null> {
  const [row] = await db
    .select({ id: draws.id })
    .from(draws)
    .where(and(eq(draws.lotteryKey, lotteryKey), eq(draws.drawNo, drawNo), drawn()));
  return row?.id ?? null;
}

/** A draw whose sales have stopped and whose entry set is sealed (closed, or drawn since). */
export async function findSealedDraw(db: Db, lotteryKey: string, drawNo: number): Promise<string | null> {
  const [row] = await db
    .select({ id: draws.id })
    .from(draws)
    .where(and(eq(draws.lotteryKey, lotteryKey), eq(draws.drawNo, drawNo), sealed()));
  return row?.id ?? null;
}

/** Drawn draws by id (sealed ones with `states: 'sealed'`) with their result, seal, raffle seed and prize. */
export async function loadDrawnDraws(db: Db, drawIds: string[], states: 'drawn' | 'sealed' = 'drawn') {
  if (drawIds.length === 0) return [];
  return db
    .select({
      id: draws.id,
      lotteryKey: draws.lotteryKey,
      drawNo: draws.drawNo,
      drawAt: draws.drawAt,
      state: draws.state,
      prizePoolCents: draws.prizePoolCents,
      winning: drawResults.winning,
      supplementary: drawResults.supplementary,
      dividends: drawResults.dividends,
      nationalWinners: drawResults.nationalWinners,
      entriesCount: drawSeals.entriesCount,
      entriesHash: drawSeals.entriesHash,
      sealedAt: drawSeals.sealedAt,
      seedHash: raffleSeeds.seedHash,
      seed: raffleSeeds.seed,
      committedAt: raffleSeeds.committedAt,
      revealedAt: raffleSeeds.revealedAt,
      raffleName: raffleDraws.name,
      rafflePrizeCents: raffleDraws.prizeValueCents,
    })
    .from(draws)
    .leftJoin(drawResults, eq(drawResults.drawId, draws.id))
    .leftJoin(drawSeals, eq(drawSeals.drawId, draws.id))
    .leftJoin(raffleSeeds, eq(raffleSeeds.drawId, draws.id))
    .leftJoin(raffleDraws, eq(raffleDraws.drawId, draws.id))
    .where(and(inArray(draws.id, drawIds), states === 'drawn' ? drawn() : sealed()));
}
export type DrawnDrawRow = Awaited<ReturnType<typeof loadDrawnDraws>>[number];

/**
 * Per division: winning games (an entry of many games counts each of its games that won), what one
 * game got, the total, what is paid and when it was scored.
 */
export async function summariseWinnings(db: Db, drawId: string) {
  const rows = await db
    .select({
      division: winnings.division,
      winners: sql<string>`sum(${winnings.games})`,
      minPrizeCents: sql<string>`min(${winnings.prizeCents} / ${winnings.games})`,
      maxPrizeCents: sql<string>`max(${winnings.prizeCents} / ${winnings.games})`,
      totalCents: sql<string>`coalesce(sum(${winnings.prizeCents}), 0)`,
      paidCents: sql<string>`coalesce(sum(${winnings.prizeCents}) filter (where ${winnings.paidAt} is not null), 0)`,
      awardedAt: sql<string>`min(${winnings.createdAt})`,
    })
    .from(winnings)
    .where(eq(winnings.drawId, drawId))
    .groupBy(winnings.division)
    .orderBy(asc(winnings.division));
  return rows.map((row) => ({
    division: row.division,
    winners: Number(row.winners),
    minPrizeCents: Number(row.minPrizeCents),
    maxPrizeCents: Number(row.maxPrizeCents),
    totalCents: Number(row.totalCents),
    paidCents: Number(row.paidCents),
    awardedAt: new Date(row.awardedAt),
  }));
}

/** Raffle tickets by number with the cause their order supported; no customer columns. */
export async function listTicketCauses(db: Db, drawId: string, ticketNumbers: number[]) {
  if (ticketNumbers.length === 0) return [];
  return db
    .select({
      ticketNumber: raffleTickets.ticketNumber,
      causeKey: causes.key,
      causeName: causes.name,
    })
    .from(raffleTickets)
    .innerJoin(orders, eq(orders.id, raffleTickets.orderId))
    .leftJoin(causes, eq(causes.key, orders.causeKey))
    .where(and(eq(raffleTickets.drawId, drawId), inArray(raffleTickets.ticketNumber, ticketNumbers)));
}
