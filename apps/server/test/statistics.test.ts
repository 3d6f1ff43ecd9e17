// GET /v2/statistics/{productOfferKey}: counts over the drawn draws only, every number of the range,
// hot and cold numbers, the window of the newest draws, and clear 4xx answers for the wrong key or query.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawResults, draws, type Db } from '@fairdraw/db';
import { call, createTestApp, signedHeaders, type TestApp } from './support';

type Frequency = {
  number: number;
  count: number;
  lastDrawn: { drawNo: number; date: string } | null;
  drawsSince: number | null;
};
type SetStats = {
  key: string;
  name: string;
  min: number;
  max: number;
  frequencies: Frequency[];
  hot: number[];
  cold: number[];
};
type Stats = {
  productOfferKey: string;
  name: string;
  drawsCounted: number;
  last: number | null;
  firstDraw: { drawNo: number; date: string } | null;
  lastDraw: { drawNo: number; date: string } | null;
  numberSets: SetStats[];
};

/** A past draw with its result, stored as the lifecycle leaves it. */
async function addDrawnDraw(
  db: Db,
  lotteryKey: string,
  drawNo: number,
  drawAt: Date,
  winning: Record<string, number[]> | null,
  supplementary: number[] = [],
) {
  const [row] = await db
    .insert(draws)
    .values({
      lotteryKey,
      drawNo,
      drawAt,
      stopAt: new Date(drawAt.getTime() - 60 * 60_000),
      state: winning ? 'DRAW_SCORED' : 'DRAW_CLOSED',
    })
    .returning({ id: draws.id });
  if (winning)
    await db.insert(drawResults).values({
      drawId: row!.id,
      winning,
      supplementary,
      source: 'operator',
      enteredBy: 'test',
      enteredAt: drawAt,
    });
}

const day = (n: number) => new Date(Date.UTC(2026, 9, n, 9, 30));

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
  const db = test.database.db;
  await addDrawnDraw(db, 'saturday_lotto', 4001, day(3), { numbers: [1, 2, 3, 4, 5, 6] }, [7, 8]);
  await addDrawnDraw(db, 'saturday_lotto', 4002, day(10), { numbers: [1, 2, 3, 10, 11, 12] }, [1, 45]);
  await addDrawnDraw(db, 'saturday_lotto', 4003, day(17), { numbers: [1, 20, 21, 22, 23, 24] }, [2, 3]);
  // Closed but not drawn yet: not counted.
  await addDrawnDraw(db, 'saturday_lotto', 4004, day(24), null);
});
afterAll(async () => {
  await test?.close();
});

async function statistics(path: string) {
  const response = await call(test, { method: 'GET', url: `/v2/statistics/${path}` });
  return { ...response, stats: response.body.result as Stats };
}

describe('GET /v2/statistics/{productOfferKey}', () => {
  it('counts every drawn draw: each number of the range, its last draw and the draws since', async () => {
    const { status, stats, headers } = await statistics('saturday_lotto');
    expect(status).toBe(200);
    expect(headers['cache-control']).toBe('public, max-age=60');
    expect(stats).toMatchObject({
      productOfferKey: 'saturday_lotto',
      name: 'Saturday Lotto',
      drawsCounted: 3,
      last: null,
      firstDraw: { drawNo: 4001, date: day(3).toISOString() },
      lastDraw: { drawNo: 4003, date: day(17).toISOString() },
    });
    const [numbers] = stats.numberSets;
    expect(numbers).toMatchObject({ key: 'numbers', min: 1, max: 45 });
    expect(numbers!.frequencies.map((entry) => entry.number)).toEqual(
      Array.from({ length: 45 }, (_, i) => i + 1),
    );
    const of = (n: number) => numbers!.frequencies[n - 1]!;
    expect(of(1)).toEqual({
      number: 1,
      count: 3,
      lastDrawn: { drawNo: 4003, date: day(17).toISOString() },
      drawsSince: 0,
    });
    expect(of(2)).toMatchObject({ count: 2, lastDrawn: { drawNo: 4002 }, drawsSince: 1 });
    expect(of(4)).toMatchObject({ count: 1, lastDrawn: { drawNo: 4001 }, drawsSince: 2 });
    // Supplementaries are not winning numbers: 45 was only ever a supplementary.
    expect(of(45)).toEqual({ number: 45, count: 0, lastDrawn: null, drawsSince: null });
    expect(numbers!.frequencies.reduce((sum, entry) => sum + entry.count, 0)).toBe(18);
  });

  it('lists hot (most drawn) and cold (least drawn) numbers, as many as a game picks', async () => {
    const { stats } = await statistics('saturday_lotto');
    const [numbers] = stats.numberSets;
    // 1 three times, 2 and 3 twice, then the once-drawn of the latest draw, lowest first.
    expect(numbers!.hot).toEqual([1, 2, 3, 20, 21, 22]);
    // Never drawn, lowest first: 7, 8, 9, 13, 14, 15.
    expect(numbers!.cold).toEqual([7, 8, 9, 13, 14, 15]);
  });

  it('counts only the newest `last` draws', async () => {
    const { status, stats } = await statistics('saturday_lotto?last=1');
    expect(status).toBe(200);
    expect(stats).toMatchObject({
      drawsCounted: 1,
      last: 1,
      firstDraw: { drawNo: 4003 },
      lastDraw: { drawNo: 4003 },
    });
    const counts = stats.numberSets[0]!.frequencies.filter((entry) => entry.count > 0).map(
      (entry) => entry.number,
    );
    expect(counts).toEqual([1, 20, 21, 22, 23, 24]);
  });

  it('gives each number set of a Powerball-style game its own range', async () => {
    const db = test.database.db;
    await addDrawnDraw(db, 'mega_jackpot_lottery', 501, day(5), {
      numbers: [1, 2, 3, 4, 5],
      mega_ball: [12],
    });
    const { status, stats } = await statistics('mega_jackpot_lottery');
    expect(status).toBe(200);
    expect(stats.numberSets.map((set) => [set.key, set.frequencies.length])).toEqual([
      ['numbers', 50],
      ['mega_ball', 12],
    ]);
    expect(stats.numberSets[1]!.frequencies[11]).toMatchObject({ number: 12, count: 1, drawsSince: 0 });
    expect(stats.numberSets[1]!.hot[0]).toBe(12);
  });

  it('answers a lottery without drawn draws with zeros and no hot or cold numbers', async () => {
    const { status, stats } = await statistics('powerball');
    expect(status).toBe(200);
    expect(stats).toMatchObject({ drawsCounted: 0, firstDraw: null, lastDraw: null });
    expect(stats.numberSets.map((set) => set.key)).toEqual(['numbers', 'powerball']);
    for (const set of stats.numberSets) {
      expect(set.hot).toEqual([]);
      expect(set.cold).toEqual([]);
      expect(set.frequencies.every((entry) => entry.count === 0 && entry.lastDrawn === null)).toBe(true);
    }
  });

  it.each(['harbour_childrens_hospital', 'no_such_lottery'])(
    'is a 404 for %s (a raffle, an unknown key)',
    async (key) => {
      const { status, raw } = await statistics(key);
      expect(status).toBe(404);
      expect(JSON.parse(raw)).toMatchObject({
        error: { code: 'not_found', message: expect.stringMatching(/statistics/) },
      });
    },
  );

  it.each([
    ['0', /at least 1/],
    ['501', /at most 500/],
    ['ten', /whole number/],
    ['2.5', /whole number/],
  ])('refuses last=%s with a field error', async (last, message) => {
    const { status, raw } = await statistics(`saturday_lotto?last=${last}`);
    expect(status).toBe(400);
    const body = JSON.parse(raw) as { errors: Record<string, Array<{ message: string }>> };
    expect(body.errors.last?.[0]?.message).toMatch(message);
  });

  it('refuses an unsigned request', async () => {
    const headers = signedHeaders({ now: test.clock.now() });
    const response = await test.app.inject({
      method: 'GET',
      url: '/v2/statistics/saturday_lotto',
      headers: { ...headers, 'x-signature': 'nope' },
    });
    expect(response.statusCode).toBe(401);
  });
});
