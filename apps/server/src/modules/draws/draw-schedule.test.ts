import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { asc, draws, eq, openDatabase, seedDemoData, sql, type Db } from '@fairdraw/db';
import { createTestDatabase, type TestDatabase } from '@fairdraw/db/testing';
import { sydneyWeekday } from '@fairdraw/domain';
import { MIN_DAYS_AHEAD, MIN_DRAWS_AHEAD, plannedDraws, rollDrawScheduleForward } from './draw-schedule';

const now = new Date('2026-07-01T02:00:00Z'); // Wednesday 12:00 in Sydney
const DAY_MS = 24 * 60 * 60 * 1000;

async function drawsOf(db: Db, lotteryKey: string) {
  return db.select().from(draws).where(eq(draws.lotteryKey, lotteryKey)).orderBy(asc(draws.drawNo));
}

describe('rollDrawScheduleForward', () => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase();
    await seedDemoData(database.db, now);
  });
  afterEach(async () => {
    await database.drop();
  });

  it('opens the next 16 weekly draws, numbered on from the seeded one, on the right day', async () => {
    await rollDrawScheduleForward(database.db, now);
    const powerball = await drawsOf(database.db, 'powerball');
    expect(powerball).toHaveLength(MIN_DRAWS_AHEAD);
    expect(powerball.map((draw) => draw.drawNo)).toEqual(Array.from({ length: 16 }, (_, i) => 1571 + i));
    expect(new Set(powerball.map((draw) => sydneyWeekday(draw.drawAt)))).toEqual(new Set(['thursday']));
    expect(powerball.every((draw) => draw.state === 'DRAW_OPEN')).toBe(true);
    // Only the seeded next draw has an announced jackpot; later ones are "announced soon".
    expect(powerball.map((draw) => draw.prizePoolCents)).toEqual([2_000_000_000, ...Array(15).fill(null)]);
  });

  it('covers 21 days of a daily lottery, each with the fixed prize', async () => {
    await rollDrawScheduleForward(database.db, now);
    const setForLife = await drawsOf(database.db, 'set_for_life2020');
    expect(setForLife).toHaveLength(MIN_DAYS_AHEAD);
    expect(setForLife.at(-1)?.drawAt.getTime()).toBeLessThanOrEqual(now.getTime() + MIN_DAYS_AHEAD * DAY_MS);
    expect(new Set(setForLife.map((draw) => `${draw.prizePoolCents} ${draw.prizePoolSuffix}`))).toEqual(
      new Set(['2000000 a month']),
    );
  });

  it('creates nothing the second time, and never rolls a raffle', async () => {
    const first = await rollDrawScheduleForward(database.db, now);
    expect(first.created).toBeGreaterThan(0);
    expect(await rollDrawScheduleForward(database.db, now)).toEqual({ created: 0 });
    expect(await drawsOf(database.db, 'harbour_prize_home')).toHaveLength(1);
  });

  it('adds the new weeks when the clock moves on two weeks', async () => {
    await rollDrawScheduleForward(database.db, now);
    const later = new Date(now.getTime() + 14 * DAY_MS);
    const { created } = await rollDrawScheduleForward(database.db, later);
    const ozLotto = await drawsOf(database.db, 'oz_lotto');
    expect(ozLotto).toHaveLength(MIN_DRAWS_AHEAD + 2);
    expect(created).toBeGreaterThan(0);
    expect(ozLotto.filter((draw) => draw.drawAt > later)).toHaveLength(MIN_DRAWS_AHEAD);
    expect(ozLotto.map((draw) => draw.drawNo)).toEqual(ozLotto.map((_, index) => 1673 + index));
  });

  it('creates each draw once when two processes roll at the same time', async () => {
    // On PostgreSQL the second roller has its own pool, as a second server process would.
    const other = database.databaseUrl ? await openDatabase({ databaseUrl: database.databaseUrl }) : database;
    try {
      const results = await Promise.all([
        rollDrawScheduleForward(database.db, now),
        rollDrawScheduleForward(other.db, now),
      ]);
      const [count] = await database.db.select({ n: sql<number>`count(*)::int` }).from(draws);
      // The seed made 15 draws: the next one of each of the 11 lotteries and one per raffle.
      expect(count?.n).toBe(15 + results[0].created + results[1].created);
      const again = await rollDrawScheduleForward(database.db, now);
      expect(again.created).toBe(0);
    } finally {
      if (other !== database) await other.close();
    }
  });
});

describe('plannedDraws', () => {
  const lottery = {
    key: 'saturday_lotto',
    drawDays: 32,
    drawTimeLocal: '20:30',
    stopMinutesBefore: 60,
    firstDrawNo: 4581,
    fixedPrizePoolCents: null,
    fixedPrizePoolSuffix: null,
  };

  it('skips the numbers of draws that happened while the shop was down', () => {
    // The last draw we know of was three Saturdays before now.
    const latest = { drawNo: 4581, drawAt: new Date('2026-06-06T10:30:00Z') };
    const planned = plannedDraws(lottery, latest, now);
    expect(planned[0]).toMatchObject({ drawNo: 4585, drawAt: new Date('2026-07-04T10:30:00Z') });
    expect(planned[0]?.stopAt).toEqual(new Date('2026-07-04T09:30:00Z'));
    expect(planned).toHaveLength(MIN_DRAWS_AHEAD);
  });

  it('starts from the lottery’s first draw number when it has no draws', () => {
    expect(plannedDraws(lottery, null, now).map((draw) => draw.drawNo)).toEqual(
      Array.from({ length: 16 }, (_, i) => 4581 + i),
    );
  });
});
