// Results lists (v3.6): the latest draw of every offer with paging and categories, one offer's
// draws, the archive by Sydney calendar month, and the result keys the web builds links from.
import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  drawResultSchema,
  pageInfoSchema,
  resultKeysSchema,
  type DrawResultSummary,
  type ResultKey,
} from '@fairdraw/contracts';
import { draws, eq } from '@fairdraw/db';
import { fieldErrors } from './cart-support';
import { RAFFLE_KEY, getResult, useResultsWorld } from './results-support';

const world = useResultsWorld();
const get = (url: string) => getResult(world.shop, url);

const listOf = (response: { body: Record<string, unknown> }) => ({
  results: (response.body.result as unknown[]).map((item) => drawResultSchema.parse(item)),
  pageInfo: pageInfoSchema.parse(response.body.pageInfo),
});
const DRAWN = ['DRAW_DRAWN', 'DRAW_SCORED', 'DRAW_PAID', 'DRAW_EMAILED'];

let keys: ResultKey[];
beforeAll(async () => {
  const response = await get('/v2/draws/pricing/web/past/result_keys');
  expect(response.status).toBe(200);
  keys = resultKeysSchema.parse(response.body.result);
});
const offersWithResults = () => keys.filter((key) => key.draws.length > 0).map((key) => key.productOfferKey);

describe('GET /draws/pricing/{pricingId}/past', () => {
  it('lists the latest drawn draw of each offer, newest first, 5 a page, with its integrity record', async () => {
    const response = await get('/v2/draws/pricing/web/past');
    expect(response.status, response.raw).toBe(200);
    const { results, pageInfo } = listOf(response);
    expect(pageInfo).toEqual({ limit: 5, offset: 0, total: offersWithResults().length });
    expect(pageInfo.total).toBeGreaterThan(5);
    expect(results).toHaveLength(5);
    expect(new Set(results.map((item) => item.productOfferKey)).size).toBe(5);
    const dates = results.map((item) => Date.parse(item.drawDate));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    for (const item of results) {
      expect(DRAWN).toContain(item.state);
      expect(item.integrity).toMatchObject({ entriesHash: expect.stringMatching(/^[0-9a-f]{64}$/) });
      // The latest of its offer: the newest drawn draw the result keys know.
      const key = keys.find((candidate) => candidate.productOfferKey === item.productOfferKey)!;
      expect(key.draws[0]!.drawNo).toBe(item.drawNo);
    }
    expect(response.headers['cache-control']).toBe('public, max-age=60');
  });

  it('pages through every offer with results once, and never lists syndicates', async () => {
    const seen: string[] = [];
    for (let offset = 0; offset < 100; offset += 4) {
      const { results, pageInfo } = listOf(await get(`/v2/draws/pricing/web/past?limit=4&offset=${offset}`));
      expect(pageInfo).toMatchObject({ limit: 4, offset });
      seen.push(...results.map((item) => item.productOfferKey));
      if (results.length < 4) break;
    }
    expect([...seen].sort()).toEqual(offersWithResults().sort());
    expect(seen.some((key) => key.endsWith('_syndicate'))).toBe(false);
    expect(seen).toContain(RAFFLE_KEY);
  });

  it('filters by category: raffles carry their winning tickets, lotteries their numbers', async () => {
    const raffles = listOf(await get('/v2/draws/pricing/web/past?category=raffles&limit=50'));
    expect(raffles.pageInfo.total).toBe(1);
    const [raffle] = raffles.results;
    expect(raffle).toMatchObject({
      productOfferKey: RAFFLE_KEY,
      category: 'raffles',
      drawNo: world.raffleDraw.drawNo,
      winningNumbers: [],
      url: '/tallowood-surf-raffle',
    });
    expect(raffle!.winningTickets).toHaveLength(1);
    expect(raffle!.rafflePrize?.value.currency).toBe('AUD');
    const { seed, seedCommitment } = raffle!.integrity!;
    expect(createHash('sha256').update(Buffer.from(seed!, 'hex')).digest('hex')).toBe(seedCommitment);

    const lotteries = listOf(await get('/v2/draws/pricing/web/past?category=lotteries&limit=50'));
    expect(lotteries.pageInfo.total).toBe(offersWithResults().length - 1);
    expect(lotteries.results.every((item) => item.category === 'lotteries')).toBe(true);
    expect(lotteries.results.every((item) => item.winningNumbers.length > 0)).toBe(true);
  });

  it('lists one offer’s drawn draws newest first, and none still open', async () => {
    const response = await get('/v2/draws/pricing/web/past?product_offer_key=powerball&limit=50');
    const { results, pageInfo } = listOf(response);
    const powerballKeys = keys.find((key) => key.productOfferKey === 'powerball')!;
    expect(pageInfo.total).toBe(powerballKeys.draws.length);
    expect(results.map((item) => item.drawNo)).toEqual(powerballKeys.draws.map((draw) => draw.drawNo));
    const first = results.find((item) => item.drawNo === world.powerballDraw.drawNo)!;
    expect(first.winningNumbers).toEqual([
      { key: 'numbers', name: expect.any(String), numbers: [1, 2, 3, 4, 5, 6, 7] },
      { key: 'powerball', name: 'Powerball', numbers: [9] },
    ]);
    const open = world.shop.offers
      .get('powerball')!
      .draws.filter((draw) => Date.parse(draw.date) > world.drawnUntil.getTime());
    expect(open.length).toBeGreaterThan(0);
    for (const draw of open) expect(results.map((item) => item.drawNo)).not.toContain(draw.drawNo);
  });

  it('refuses bad paging and categories with field errors, and unknown pricings or offers with 404', async () => {
    for (const [query, field] of [
      ['limit=51', 'limit'],
      ['limit=0', 'limit'],
      ['offset=-1', 'offset'],
      ['limit=abc', 'limit'],
      ['category=syndicates', 'category'],
      ['product_offer_key=no%20spaces', 'product_offer_key'],
    ] as const) {
      const response = await get(`/v2/draws/pricing/web/past?${query}`);
      expect(response.status, query).toBe(400);
      expect(Object.keys(fieldErrors(response)), query).toEqual([field]);
    }
    const unknownPricing = await get('/v2/draws/pricing/nowhere/past');
    expect(unknownPricing.status).toBe(404);
    expect(JSON.parse(unknownPricing.raw)).toMatchObject({ result: null, error: { code: 'not_found' } });
    expect((await get('/v2/draws/pricing/web/past?product_offer_key=nothing_here')).status).toBe(404);
    // A syndicate's results are its lottery's, listed under the lottery.
    expect((await get('/v2/draws/pricing/web/past?product_offer_key=powerball_syndicate')).status).toBe(404);
  });

  it('is signed like every call', async () => {
    const response = await world.shop.test.app.inject({ method: 'GET', url: '/v2/draws/pricing/web/past' });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /draws/past/archived/{productOfferKey}/{year}/{month}', () => {
  // Two Oz Lotto draws moved either side of midnight, Sydney time, between November and December.
  const lastMinuteOfNovember = new Date('2026-11-30T12:59:00Z'); // 23:59 AEDT, 30 November
  const firstMinuteOfDecember = new Date('2026-11-30T13:00:00Z'); // 00:00 AEDT, 1 December
  let moved: number[];
  beforeAll(async () => {
    const ozKeys = keys.find((key) => key.productOfferKey === 'oz_lotto')!;
    expect(ozKeys.draws.length).toBeGreaterThanOrEqual(2);
    const [later, earlier] = ozKeys.draws;
    const db = world.shop.test.database.db;
    const ids = world.shop.offers.get('oz_lotto')!.draws;
    for (const [draw, at] of [
      [earlier!, lastMinuteOfNovember],
      [later!, firstMinuteOfDecember],
    ] as const) {
      const drawId = ids.find((candidate) => candidate.drawNo === draw.drawNo)!.drawId;
      await db
        .update(draws)
        .set({ drawAt: at, stopAt: new Date(at.getTime() - 3_600_000) })
        .where(eq(draws.id, drawId));
    }
    moved = [earlier!.drawNo, later!.drawNo];
  });

  const archived = async (path: string) => {
    const response = await get(`/v2/draws/past/archived/${path}`);
    expect(response.status, response.raw).toBe(200);
    return listOf(response);
  };

  it('takes the month in Sydney time: 23:59 on the 30th is November, midnight is December', async () => {
    const november = await archived('oz_lotto/2026/11?limit=50');
    const december = await archived('oz_lotto/2026/12?limit=50');
    expect(november.results.map((item) => item.drawNo)).toContain(moved[0]);
    expect(november.results.map((item) => item.drawNo)).not.toContain(moved[1]);
    expect(december.results.map((item) => item.drawNo)).toContain(moved[1]);
    expect(december.results.map((item) => item.drawNo)).not.toContain(moved[0]);
    expect(
      november.results.every((item: DrawResultSummary) => item.drawDate < '2026-11-30T13:00:00.000Z'),
    ).toBe(true);
    expect(november.pageInfo.total + december.pageInfo.total).toBe(
      keys.find((key) => key.productOfferKey === 'oz_lotto')!.draws.length,
    );
  });

  it('pages with limit 5 by default, and answers an empty month with an empty list', async () => {
    const page = await archived('powerball/2026/11');
    expect(page.pageInfo.limit).toBe(5);
    const empty = await archived('powerball/2025/1');
    expect(empty).toEqual({ results: [], pageInfo: { limit: 5, offset: 0, total: 0 } });
  });

  it('refuses a month that is not one and an unknown offer', async () => {
    for (const [path, field] of [
      ['oz_lotto/2026/13', 'month'],
      ['oz_lotto/2026/0', 'month'],
      ['oz_lotto/twenty/11', 'year'],
      ['oz_lotto/2026/11?limit=500', 'limit'],
    ] as const) {
      const response = await get(`/v2/draws/past/archived/${path}`);
      expect(response.status, path).toBe(400);
      expect(Object.keys(fieldErrors(response)), path).toEqual([field]);
    }
    expect((await get('/v2/draws/past/archived/nothing_here/2026/11')).status).toBe(404);
  });
});

describe('GET /draws/pricing/{pricingId}/past/result_keys', () => {
  it('lists every lottery and raffle offer with its drawn draws, newest first', () => {
    const byKey = new Map(keys.map((key) => [key.productOfferKey, key]));
    expect(byKey.get('powerball')).toMatchObject({
      name: 'Powerball',
      url: '/powerball',
      category: 'lotteries',
    });
    expect(byKey.get('powerball')!.draws.map((draw) => draw.drawNo)).toContain(world.powerballDraw.drawNo);
    expect(byKey.get(RAFFLE_KEY)!.draws).toEqual([
      { drawNo: world.raffleDraw.drawNo, date: new Date(world.raffleDraw.date).toISOString() },
    ]);
    // Not drawn yet: listed so its results page exists, with nothing to link.
    expect(byKey.get('harbour_prize_home')).toMatchObject({ category: 'raffles', draws: [] });
    expect([...byKey.keys()].some((key) => key.endsWith('_syndicate'))).toBe(false);
    for (const key of keys) {
      const dates = key.draws.map((draw) => Date.parse(draw.date));
      expect(dates).toEqual([...dates].sort((a, b) => b - a));
      expect(dates.every((date) => date <= world.drawnUntil.getTime())).toBe(true);
    }
  });

  it('is a 404 for an unknown pricing', async () => {
    expect((await get('/v2/draws/pricing/nowhere/past/result_keys')).status).toBe(404);
  });
});
