// The public ticket checker: the lotteries and drawn draws to pick from, and what each entered game
// won in a drawn draw (division, matched numbers, prize when known), with clear 4xx answers.
import { beforeAll, describe, expect, it } from 'vitest';
import { drawResults, draws, winnings, type Db } from '@fairdraw/db';
import { call, signUp } from './support';
import { fieldErrors, lotteryBody, useShopApp } from './cart-support';
import { addToCart, fundWallet, purchase, receiptOf } from './checkout-support';

const shop = useShopApp();
const day = (n: number) => new Date(Date.UTC(2026, 9, n, 9, 30));

/** A past draw with its result (or, with null, closed and waiting for it). */
async function addDraw(
  db: Db,
  lotteryKey: string,
  drawNo: number,
  drawAt: Date,
  winning: Record<string, number[]> | null,
  supplementary: number[] = [],
  dividends: Record<string, number> | null = null,
): Promise<string> {
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
      dividends,
      source: 'operator',
      enteredBy: 'test',
      enteredAt: drawAt,
    });
  return row!.id;
}

const numbers = (...n: number[]) => ({ key: 'numbers', numbers: n });
const game = (...sets: Array<{ key: string; numbers: number[] }>) => ({ sets });

async function check(payload: Record<string, unknown>) {
  return call(shop.test, { method: 'POST', url: '/v2/ticket-check', payload });
}

type GameResult = {
  sets: Array<{ key: string; numbers: number[]; matched: number[] }>;
  matchedSupplementary: number[];
  division: { number: number; name: string; description: string } | null;
  prize: { amount: string; currency: string } | null;
  games: number;
  wins: Array<{
    division: { number: number; name: string; description: string };
    games: number;
    prize: { amount: string; currency: string } | null;
  }>;
};

beforeAll(async () => {
  const db = shop.test.database.db;
  const saturday = await addDraw(db, 'saturday_lotto', 4001, day(3), { numbers: [1, 2, 3, 4, 5, 6] }, [7, 8]);
  await addDraw(db, 'saturday_lotto', 4002, day(10), { numbers: [11, 12, 13, 14, 15, 16] }, [17, 18]);
  await addDraw(db, 'saturday_lotto', 4003, day(17), null);
  // A national game: the operator's declared dividends come with the result.
  await addDraw(db, 'powerball', 1501, day(8), { numbers: [1, 2, 3, 4, 5, 6, 7], powerball: [7] }, [], {
    ...Object.fromEntries(Array.from({ length: 8 }, (_, i) => [String(i + 1), 1_000_00 * (9 - i)])),
    '9': 14_55,
  });
  await addDraw(db, 'lotto_strike', 6001, day(3), { numbers: [10, 20, 30, 40] });

  // A Fairdraw customer won Division 4 of draw 4001: $42.50 each.
  const customer = await signUp(shop.test);
  await fundWallet(shop.test, customer.customerId, 10_00);
  await addToCart(shop.test, customer, lotteryBody(shop.offers.get('saturday_lotto')!, 1, 1));
  const [order] = receiptOf(await purchase(shop.test, customer)).orders;
  await db.insert(winnings).values({
    drawId: saturday,
    orderId: order!.id,
    customerId: customer.customerId,
    entry: 0,
    division: 4,
    prizeCents: 42_50,
  });
});

describe('GET /v2/ticket-check/lotteries', () => {
  it('lists the numbers lotteries with the sets a game plays, and no raffles', async () => {
    const response = await call(shop.test, { method: 'GET', url: '/v2/ticket-check/lotteries' });
    expect(response.status).toBe(200);
    const lotteries = response.body.result as Array<{
      productOfferKey: string;
      numberSets: Array<{ key: string; count: number; min: number; max: number }>;
      inOrder: boolean;
    }>;
    const byKey = new Map(lotteries.map((lottery) => [lottery.productOfferKey, lottery]));
    expect(byKey.get('saturday_lotto')).toMatchObject({
      name: 'Saturday Lotto',
      inOrder: false,
      numberSets: [{ key: 'numbers', name: 'Numbers', count: 6, min: 1, max: 45 }],
    });
    expect(byKey.get('powerball')!.numberSets.map((set) => [set.key, set.count, set.max])).toEqual([
      ['numbers', 7, 35],
      ['powerball', 1, 20],
    ]);
    expect(byKey.get('lotto_strike')!.inOrder).toBe(true);
    expect(byKey.has('harbour_childrens_hospital')).toBe(false);
  });
});

describe('GET /v2/ticket-check/{productOfferKey}/draws', () => {
  it('lists only drawn draws, newest first', async () => {
    const response = await call(shop.test, { method: 'GET', url: '/v2/ticket-check/saturday_lotto/draws' });
    expect(response.status).toBe(200);
    expect(response.body.result).toEqual([
      { drawNo: 4002, date: day(10).toISOString() },
      { drawNo: 4001, date: day(3).toISOString() },
    ]);
  });

  it.each(['harbour_childrens_hospital', 'nope'])('is a 404 for %s', async (key) => {
    const response = await call(shop.test, { method: 'GET', url: `/v2/ticket-check/${key}/draws` });
    expect(response.status).toBe(404);
    expect(JSON.parse(response.raw)).toMatchObject({ error: { code: 'not_found' } });
  });
});

describe('POST /v2/ticket-check', () => {
  it('gives each game its division, matched numbers and the prize per winner when known', async () => {
    const response = await check({
      product_offer_key: 'saturday_lotto',
      draw_no: 4001,
      games: [
        game(numbers(1, 2, 3, 4, 5, 6)),
        game(numbers(1, 2, 3, 4, 40, 41)),
        game(numbers(1, 2, 3, 7, 40, 41)),
        game(numbers(30, 31, 32, 33, 34, 35)),
      ],
    });
    expect(response.status, response.raw).toBe(200);
    const result = response.body.result as { games: GameResult[]; winning: unknown; supplementary: number[] };
    expect(result).toMatchObject({
      productOfferKey: 'saturday_lotto',
      drawNo: 4001,
      date: day(3).toISOString(),
      winning: [{ key: 'numbers', name: 'Numbers', numbers: [1, 2, 3, 4, 5, 6] }],
      supplementary: [7, 8],
    });
    const [jackpot, fourNumbers, threeAndSupp, nothing] = result.games;
    // Division 1 had no Fairdraw winner and is a pool share: its prize is not known.
    expect(jackpot).toMatchObject({ division: { number: 1, name: 'Division 1' }, prize: null });
    expect(jackpot!.sets[0]!.matched).toEqual([1, 2, 3, 4, 5, 6]);
    expect(fourNumbers).toMatchObject({
      division: { number: 4, description: '4 winning numbers' },
      prize: { amount: '42.50', currency: 'AUD' },
      sets: [{ key: 'numbers', numbers: [1, 2, 3, 4, 40, 41], matched: [1, 2, 3, 4] }],
    });
    expect(threeAndSupp).toMatchObject({ division: { number: 5 }, matchedSupplementary: [7], prize: null });
    expect(nothing).toEqual({
      sets: [{ key: 'numbers', numbers: [30, 31, 32, 33, 34, 35], matched: [] }],
      matchedSupplementary: [],
      division: null,
      prize: null,
      games: 1,
      wins: [],
    });
  });

  it('matches the Powerball in its own set and gives the declared dividend', async () => {
    const response = await check({
      product_offer_key: 'powerball',
      draw_no: 1501,
      games: [
        game(numbers(1, 2, 3, 4, 5, 6, 7), { key: 'powerball', numbers: [7] }),
        game(numbers(1, 2, 20, 21, 22, 23, 24), { key: 'powerball', numbers: [7] }),
        game(numbers(1, 2, 20, 21, 22, 23, 24), { key: 'powerball', numbers: [8] }),
      ],
    });
    expect(response.status, response.raw).toBe(200);
    const games = (response.body.result as { games: GameResult[] }).games;
    expect(games.map((entry) => entry.division?.number ?? null)).toEqual([1, 9, null]);
    // The declared dividend is the prize per winner, though no Fairdraw customer won it.
    expect(games.map((entry) => entry.prize?.amount ?? null)).toEqual(['9000.00', '14.55', null]);
    expect(games[0]!.sets.find((set) => set.key === 'powerball')!.matched).toEqual([7]);
    expect(games[2]!.sets.find((set) => set.key === 'powerball')!.matched).toEqual([]);
  });

  it('counts Lotto Strike by position and knows its fixed prize', async () => {
    const response = await check({
      product_offer_key: 'lotto_strike',
      draw_no: 6001,
      games: [game(numbers(10, 30, 20, 40)), game(numbers(10, 1, 2, 3))],
    });
    expect(response.status, response.raw).toBe(200);
    const [two, one] = (response.body.result as { games: GameResult[] }).games;
    expect(two).toMatchObject({ division: { name: 'Strike 2' }, sets: [{ matched: [10, 40] }] });
    expect(one).toMatchObject({ division: { name: 'Strike 1' }, prize: { amount: '1.10' } });
  });

  it('scores a System 8, a PowerHit and a boxed Strike entry division by division', async () => {
    const system = await check({
      product_offer_key: 'saturday_lotto',
      draw_no: 4001,
      // Draw 4001: 1–6, supplementaries 7 and 8. Worked by hand: 1 game of 6, 6 of 5 + supp, 6 of 5, 15 of 4.
      games: [game(numbers(1, 2, 3, 4, 5, 6, 7, 9))],
    });
    expect(system.status, system.raw).toBe(200);
    const [entry] = (system.body.result as { games: GameResult[] }).games;
    expect(entry!.games).toBe(28);
    expect(entry!.wins.map((win) => [win.division.number, win.games])).toEqual([
      [1, 1],
      [2, 6],
      [3, 6],
      [4, 15],
    ]);
    // Division 4's prize per game is what Fairdraw's winner of it was paid.
    expect(entry!.wins[3]!.prize).toEqual({ amount: '42.50', currency: 'AUD' });

    const powerHit = await check({
      product_offer_key: 'powerball',
      draw_no: 1501,
      games: [
        game(numbers(1, 2, 3, 4, 5, 20, 21), {
          key: 'powerball',
          numbers: Array.from({ length: 20 }, (_, i) => i + 1),
        }),
      ],
    });
    expect(powerHit.status, powerHit.raw).toBe(200);
    const [hit] = (powerHit.body.result as { games: GameResult[] }).games;
    // 5 + the Powerball once (Division 5), 5 numbers in the other 19 games (Division 7).
    expect(hit!.games).toBe(20);
    expect(hit!.wins.map((win) => [win.division.number, win.games])).toEqual([
      [5, 1],
      [7, 19],
    ]);

    const boxed = await check({
      product_offer_key: 'lotto_strike',
      draw_no: 6001,
      games: [{ ...game(numbers(40, 30, 20, 10)), boxed: true }],
    });
    expect(boxed.status, boxed.raw).toBe(200);
    const [box] = (boxed.body.result as { games: GameResult[] }).games;
    expect(box!.games).toBe(24);
    expect(box!.wins.map((win) => [win.division.name, win.games])).toEqual([
      ['Strike 4', 1],
      ['Strike 2', 6],
      ['Strike 1', 8],
    ]);
  });

  it('refuses an entry bigger than any the lottery sells, and boxing where there is no boxed play', async () => {
    // Lotto Strike sells only 4-number entries, straight or boxed.
    const strike = await check({
      product_offer_key: 'lotto_strike',
      draw_no: 6001,
      games: [{ ...game(numbers(1, 2, 3, 4, 5)), boxed: true }],
    });
    expect(strike.status).toBe(400);
    expect(fieldErrors(strike)['games.0']![0]!.message).toBe(
      'Game 1: enter 4 different numbers from 1 to 45.',
    );
    const saturday = await check({
      product_offer_key: 'saturday_lotto',
      draw_no: 4001,
      games: [game(numbers(1, 2, 3, 4, 5, 6)), { ...game(numbers(1, 2, 3, 4, 5, 6)), boxed: true }],
    });
    expect(saturday.status).toBe(400);
    expect(Object.keys(fieldErrors(saturday))).toEqual(['games.1']);
    expect(fieldErrors(saturday)['games.1']![0]!.message).toBe('Game 2: this lottery has no boxed entries.');
  });

  it('names each game that does not fit the lottery', async () => {
    const response = await check({
      product_offer_key: 'powerball',
      draw_no: 1501,
      games: [
        game(numbers(1, 2, 3, 4, 5, 6, 7), { key: 'powerball', numbers: [7] }),
        game(numbers(1, 2, 3, 4, 5, 6), { key: 'powerball', numbers: [7] }),
        game(numbers(1, 2, 3, 4, 5, 6, 36), { key: 'powerball', numbers: [7] }),
        game(numbers(1, 2, 3, 4, 5, 6, 7)),
        game(numbers(1, 2, 3, 4, 5, 6, 7), { key: 'powerball', numbers: [21] }),
        game(numbers(1, 2, 3, 4, 5, 6, 7), { key: 'bonus', numbers: [1] }),
      ],
    });
    expect(response.status).toBe(400);
    const errors = fieldErrors(response);
    expect(Object.keys(errors).sort()).toEqual(['games.1', 'games.2', 'games.3', 'games.4', 'games.5']);
    expect(errors['games.1']![0]!.message).toBe(
      'Game 2: enter 7 different numbers from 1 to 35, or up to 20 for a bigger entry.',
    );
    expect(errors['games.3']![0]!.message).toBe(
      'Game 4: enter 1 Powerball from 1 to 20, or up to 20 for a bigger entry.',
    );
    expect(errors['games.5']![0]!.message).toMatch(/no "bonus" numbers/);
  });

  it('refuses a body of the wrong shape with field errors', async () => {
    const response = await check({ product_offer_key: 'saturday_lotto', draw_no: 'x', games: [] });
    expect(response.status).toBe(400);
    expect(Object.keys(fieldErrors(response)).sort()).toEqual(['draw_no', 'games']);
  });

  it.each([
    ['saturday_lotto', 4003, /no result for draw 4003/],
    ['saturday_lotto', 999_999, /no result for draw 999999/],
    ['harbour_childrens_hospital', 1, /cannot check/],
  ])('is a 404 for %s draw %i', async (key, drawNo, message) => {
    const response = await check({
      product_offer_key: key,
      draw_no: drawNo,
      games: [game(numbers(1, 2, 3, 4, 5, 6))],
    });
    expect(response.status).toBe(404);
    expect(JSON.parse(response.raw)).toMatchObject({
      error: { code: 'not_found', message: expect.stringMatching(message) },
    });
  });
});
