// A new demo shop has results from its first start: the last draws of every lottery, drawn and scored
// through the real lifecycle.
import { describe, expect, it } from 'vitest';
import { drawResults, drawSeals, draws, eq, lotteries, sql, queryRows } from '@fairdraw/db';
import { bitmaskFromDays, divisionTable, dividendProblems, paysOfficialDividends } from '@fairdraw/domain';
import { DEMO_HISTORY_DRAWS, pastDraws, seedDemoHistory } from '../src/modules/draws/demo-history';
import { listScheduledLotteries } from '../src/modules/draws/draw-schedule.repository';
import { TEST_NOW } from './support';
import { useShopApp } from './cart-support';

const shop = useShopApp();

describe('pastDraws', () => {
  const saturday = {
    key: 'saturday_lotto',
    drawDays: bitmaskFromDays(['saturday']),
    drawTimeLocal: '19:30',
    stopMinutesBefore: 60,
    firstDrawNo: 4581,
    fixedPrizePoolCents: null,
    fixedPrizePoolSuffix: null,
  };

  it('gives the last draws before now, a week apart, numbered up to the first open draw', () => {
    const now = new Date('2026-11-23T00:00:00Z'); // Monday morning in Sydney
    const past = pastDraws(saturday, now, 3);
    expect(past.map((draw) => draw.drawNo)).toEqual([4578, 4579, 4580]);
    // Saturday 21 November 2026, 19:30 in Sydney (AEDT, UTC+11) is 08:30 UTC.
    expect(past.at(-1)!.drawAt.toISOString()).toBe('2026-11-21T08:30:00.000Z');
    expect(past.at(-1)!.stopAt.toISOString()).toBe('2026-11-21T07:30:00.000Z');
    expect(past[1]!.drawAt.getTime() - past[0]!.drawAt.getTime()).toBe(7 * 24 * 3600 * 1000);
    for (const draw of past) expect(draw.drawAt.getTime()).toBeLessThanOrEqual(now.getTime());
  });

  it('never numbers a draw below 1', () => {
    const young = { ...saturday, firstDrawNo: 3 };
    expect(pastDraws(young, new Date('2026-11-23T00:00:00Z'), 10).map((draw) => draw.drawNo)).toEqual([1, 2]);
    expect(pastDraws({ ...saturday, firstDrawNo: 1 }, new Date('2026-11-23T00:00:00Z'), 10)).toEqual([]);
  });
});

describe('seedDemoHistory', () => {
  it('leaves every long-running lottery with drawn, sealed and scored past draws', async () => {
    const db = shop.test.database.db;
    const { draws: created } = await seedDemoHistory(db, shop.test.app.drawLifecycle, TEST_NOW);
    const scheduled = (await listScheduledLotteries(db)).filter(
      (lottery) => lottery.firstDrawNo > DEMO_HISTORY_DRAWS,
    );
    expect(scheduled.length).toBeGreaterThanOrEqual(5);
    expect(created).toBe(scheduled.length * DEMO_HISTORY_DRAWS);

    for (const lottery of scheduled) {
      expect(paysOfficialDividends(lottery.key)).toBe(true);
      const past = await queryRows<{
        draw_no: number;
        state: string;
        has_result: boolean;
        sealed: boolean;
        dividends: Record<string, number> | null;
      }>(
        db,
        sql`select d.draw_no, d.state,
                   exists(select 1 from ${drawResults} r where r.draw_id = d.id) as has_result,
                   exists(select 1 from ${drawSeals} s where s.draw_id = d.id) as sealed,
                   (select r.dividends from ${drawResults} r where r.draw_id = d.id) as dividends
            from ${draws} d where d.lottery_key = ${lottery.key} and d.draw_no < ${lottery.firstDrawNo}
            order by d.draw_no`,
      );
      expect(past).toHaveLength(DEMO_HISTORY_DRAWS);
      expect(Number(past[0]!.draw_no)).toBe(lottery.firstDrawNo - DEMO_HISTORY_DRAWS);
      for (const draw of past) {
        // No one bought into these draws, so there is nobody to pay or tell: the lifecycle runs through.
        expect(draw.state).toBe('DRAW_EMAILED');
        expect(draw.has_result).toBe(true);
        expect(draw.sealed).toBe(true);
        // National games: a plausible declared dividend for every division.
        expect(dividendProblems(divisionTable(lottery.key), draw.dividends)).toEqual([]);
      }
    }
    // The open draws are untouched.
    const [lottery] = await db.select().from(lotteries).where(eq(lotteries.key, 'saturday_lotto'));
    const [next] = await db
      .select()
      .from(draws)
      .where(sql`${draws.lotteryKey} = 'saturday_lotto' and ${draws.drawNo} = ${lottery!.firstDrawNo}`);
    expect(next!.state).toBe('DRAW_OPEN');
  });
});
