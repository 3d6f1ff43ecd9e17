import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { openDatabase, type Db } from './client';
import {
  draws,
  lotteries,
  pricingOffers,
  productOffers,
  raffleDraws,
  segments,
  syndicateDraws,
  syndicates,
} from './schema/index';
import { gamesPerEntry } from '@fairdraw/domain';
import { seedDemoData } from './seed';
import { createTestDatabase, type TestDatabase } from './testing';

const now = new Date('2026-07-01T02:00:00Z'); // Wednesday 12:00 in Sydney

let database: TestDatabase;
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(async () => {
  await database.drop();
});

async function rowCounts(db: Db) {
  const [offers] = await db.select({ n: count() }).from(productOffers);
  const [drawRows] = await db.select({ n: count() }).from(draws);
  const [segmentRows] = await db.select({ n: count() }).from(segments);
  return { offers: offers?.n, draws: drawRows?.n, segments: segmentRows?.n };
}

describe('seedDemoData', () => {
  it('seeds an empty catalogue once and leaves it alone afterwards', async () => {
    expect(await seedDemoData(database.db, now)).toEqual({ seeded: true });
    const before = await rowCounts(database.db);
    expect(before.offers).toBe(18); // 11 lotteries, 4 raffles, 3 syndicates

    const later = new Date(now.getTime() + 3 * 24 * 60 * 60 * 1000);
    expect(await seedDemoData(database.db, later)).toEqual({ seeded: false });
    expect(await rowCounts(database.db)).toEqual(before);
  });

  it('seeds once when two processes start together', async () => {
    const other = database.databaseUrl ? await openDatabase({ databaseUrl: database.databaseUrl }) : database;
    try {
      const results = await Promise.all([seedDemoData(database.db, now), seedDemoData(other.db, now)]);
      expect(results.filter((result) => result.seeded)).toHaveLength(1);
    } finally {
      if (other !== database) await other.close();
    }
  });

  it('has one default segment, visitor, and a web pricing that sells every offer', async () => {
    await seedDemoData(database.db, now);
    const defaults = await database.db.select().from(segments).where(eq(segments.isDefault, true));
    expect(defaults.map((segment) => segment.name)).toEqual(['visitor']);
    expect(defaults[0]?.capabilities).toEqual(
      expect.arrayContaining(['commercial_lotteries', 'charity_lotteries']),
    );
    expect(defaults[0]?.capabilities).not.toContain('experiments');

    const [offers] = await database.db.select({ n: count() }).from(productOffers);
    const [priced] = await database.db
      .select({ n: count() })
      .from(pricingOffers)
      .where(eq(pricingOffers.pricingId, 'web'));
    expect(priced?.n).toBe(offers?.n);
  });

  it('uses the real Australian matrices and draw days', async () => {
    await seedDemoData(database.db, now);
    const rows = await database.db.select().from(lotteries);
    const byKey = new Map(rows.map((row) => [row.key, row]));
    expect(byKey.get('powerball')?.numberSets.map((set) => [set.name, set.count, set.max])).toEqual([
      ['Numbers', 7, 35],
      ['Powerball', 1, 20],
    ]);
    expect(byKey.get('oz_lotto')?.numberSets[0]).toMatchObject({ count: 7, max: 47, supplementaryCount: 3 });
    expect(byKey.get('saturday_lotto')?.drawDays).toBe(32); // Saturday
    expect(byKey.get('monday_wednesday_lotto')?.drawDays).toBe(1 | 4);
    expect(byKey.get('lotto_strike')?.drawDays).toBe(1 | 4 | 32);
    expect(byKey.get('set_for_life2020')?.drawDays).toBe(127);
  });

  it('gives every scheduled lottery its next draw, after now and on a draw day', async () => {
    await seedDemoData(database.db, now);
    const rows = await database.db
      .select({
        lotteryKey: draws.lotteryKey,
        drawAt: draws.drawAt,
        stopAt: draws.stopAt,
        kind: lotteries.kind,
      })
      .from(draws)
      .innerJoin(lotteries, eq(lotteries.key, draws.lotteryKey));
    const lotteryDraws = rows.filter((row) => row.kind === 'lottery');
    expect(lotteryDraws).toHaveLength(11);
    for (const draw of rows) {
      expect(draw.drawAt.getTime()).toBeGreaterThan(now.getTime());
      expect(draw.stopAt.getTime()).toBeLessThan(draw.drawAt.getTime());
    }
    const powerball = rows.find((row) => row.lotteryKey === 'powerball');
    expect(powerball?.drawAt.toISOString()).toBe('2026-07-02T10:30:00.000Z'); // Thursday 20:30 AEST
  });

  it('announces a top prize for the next draw of every lottery: a jackpot, or the fixed Division 1', async () => {
    await seedDemoData(database.db, now);
    const rows = await database.db
      .select({ lotteryKey: draws.lotteryKey, prizePoolCents: draws.prizePoolCents })
      .from(draws)
      .innerJoin(lotteries, eq(lotteries.key, draws.lotteryKey))
      .where(eq(lotteries.kind, 'lottery'));
    const unannounced = rows.filter((row) => row.prizePoolCents === null).map((row) => row.lotteryKey);
    // One charity jackpot is kept between a win and its next estimate, so the shop shows that state too.
    expect(unannounced).toEqual(['your_hospice_lottery']);
    expect(rows.find((row) => row.lotteryKey === 'lotto_strike')?.prizePoolCents).toBe(40_000_000);
  });

  it('gives the draw after next when the next one has stopped selling but is not drawn yet', async () => {
    // Thursday 19:45 AEST: Powerball's sales stopped at 19:30 for the 20:30 draw.
    await seedDemoData(database.db, new Date('2026-07-02T09:45:00Z'));
    const [powerball] = await database.db.select().from(draws).where(eq(draws.lotteryKey, 'powerball'));
    expect(powerball?.drawAt.toISOString()).toBe('2026-07-09T10:30:00.000Z'); // the next Thursday
    expect(powerball?.stopAt.getTime()).toBeGreaterThan(new Date('2026-07-02T09:45:00Z').getTime());
  });

  it('has a raffle in pre-order, one nearly sold out, and syndicates with shares left', async () => {
    await seedDemoData(database.db, now);
    const raffles = await database.db.select().from(raffleDraws);
    expect(raffles.some((raffle) => raffle.preOrderStartAt !== null && raffle.salesStartAt > now)).toBe(true);
    expect(raffles.some((raffle) => raffle.ticketCap - raffle.ticketsSold < raffle.ticketCap / 100)).toBe(
      true,
    );
    const pools = await database.db.select().from(syndicates);
    expect(pools.length).toBeGreaterThanOrEqual(2);
    const sales = await database.db
      .select({
        key: syndicateDraws.productOfferKey,
        sold: syndicateDraws.sharesSold,
        size: syndicateDraws.size,
      })
      .from(syndicateDraws);
    expect(sales.map((sale) => sale.key).sort()).toEqual(pools.map((pool) => pool.productOfferKey).sort());
    for (const sale of sales) expect(sale.sold).toBeLessThan(sale.size);
  });

  it('makes each syndicate ticket of entries its lottery sells, with the games it says', async () => {
    await seedDemoData(database.db, now);
    for (const pool of await database.db.select().from(syndicates)) {
      const [syndicateOffer] = await database.db
        .select()
        .from(productOffers)
        .where(eq(productOffers.key, pool.productOfferKey));
      const [lotteryOffer] = await database.db
        .select()
        .from(productOffers)
        .where(eq(productOffers.key, syndicateOffer!.lotteryKey));
      for (const ticket of pool.tickets) {
        const entry = lotteryOffer!.gameTypes
          .find((type) => type.key === 'reduced_system')
          ?.gameOffers.find((offer) => offer.key === ticket.gameOffer);
        expect(entry, `${pool.productOfferKey}: ${ticket.gameOffer}`).toBeDefined();
        expect(ticket.name).toBe(`${lotteryOffer!.name} ${entry!.name}`);
        expect(ticket.numStandardGames).toBe(
          ticket.numGames * gamesPerEntry('reduced_system', { numberSets: entry!.numberSets }),
        );
      }
    }
  });
});
