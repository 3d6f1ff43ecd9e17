// A new demo shop has results from its first start: the last draws of every lottery, drawn and scored
// through the real lifecycle.
import { describe, expect, it } from 'vitest';
import { drawResults, drawSeals, draws, eq, lotteries, sql, queryRows } from '@fairdraw/db';
import {
  bitmaskFromDays,
  divisionTable,
  dividendProblems,
  nationalWinnerProblems,
  paysOfficialDividends,
} from '@fairdraw/domain';
import { DEMO_HISTORY_DRAWS, pastDraws, seedDemoHistory } from '../src/modules/draws/demo-history';
import { insertMissingDraws, listScheduledLotteries } from '../src/modules/draws/draw-schedule.repository';
import { call, createTestApp, TEST_NOW } from './support';
import { cartOf, lotteryBody, newAnonCart, useShopApp, webOffers } from './cart-support';

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
        national_winners: Record<string, number> | null;
      }>(
        db,
        sql`select d.draw_no, d.state,
                   exists(select 1 from ${drawResults} r where r.draw_id = d.id) as has_result,
                   exists(select 1 from ${drawSeals} s where s.draw_id = d.id) as sealed,
                   (select r.dividends from ${drawResults} r where r.draw_id = d.id) as dividends,
                   (select r.national_winners from ${drawResults} r where r.draw_id = d.id) as national_winners
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
        // And how many won each division across the country: many in the lowest, few at the top.
        const table = divisionTable(lottery.key);
        expect(draw.national_winners).not.toBeNull();
        expect(nationalWinnerProblems(table, draw.national_winners)).toEqual([]);
        const lowest = draw.national_winners![String(table.divisions.length)]!;
        expect(lowest).toBeGreaterThan(draw.national_winners!['1']!);
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

// A new demo shop answers /ready before its past draws are added (decision 0057): while they are still
// open and unscored, the shop must list and sell only the draws on sale.
describe('a new demo shop while its past draws are being added', () => {
  it('lists and sells the next draws, never a past one the lifecycle has not closed yet', async () => {
    const test = await createTestApp();
    try {
      const db = test.database.db;
      // seedDemoHistory's first half: the past draws are in, the lifecycle has not run over them.
      for (const lottery of await listScheduledLotteries(db))
        await insertMissingDraws(db, pastDraws(lottery, TEST_NOW, DEMO_HISTORY_DRAWS));
      const [stale] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from ${draws} where state = 'DRAW_OPEN' and stop_at <= ${TEST_NOW}`,
      );
      expect(Number(stale?.n)).toBeGreaterThan(0);

      const offers = await webOffers(test);
      const saturday = offers.get('saturday_lotto')!;
      const [lottery] = await db.select().from(lotteries).where(eq(lotteries.key, 'saturday_lotto'));
      expect(saturday.draws[0]!.drawNo).toBe(lottery!.firstDrawNo);
      for (const offer of offers.values())
        for (const draw of offer.draws)
          expect(new Date(draw.stop).getTime()).toBeGreaterThan(TEST_NOW.getTime());

      const token = await newAnonCart(test);
      const added = await call(test, {
        method: 'POST',
        url: `/v2/anon-cart/${token}/items`,
        payload: lotteryBody(saturday, 3),
      });
      expect(added.status).toBe(201);
      expect(cartOf(added).cartItems).toHaveLength(1);
    } finally {
      await test.close();
    }
  });
});
