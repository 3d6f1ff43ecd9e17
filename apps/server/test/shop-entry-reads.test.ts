// GET /locate, /tips, /draw/preview/{offer}/{drawNo} and /info/pricing/ (decision 0050).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawResults, draws, eq, raffleDraws, type Db } from '@fairdraw/db';
import type { ProductOffer } from '@fairdraw/contracts';
import { call, callAsCustomer, createTestApp, signUp, type TestApp } from './support';
import { webOffers } from './cart-support';

let test: TestApp;
let offers: Map<string, ProductOffer>;
beforeAll(async () => {
  test = await createTestApp();
  offers = await webOffers(test);
});
afterAll(async () => {
  await test?.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  call(test, { method: 'GET', url, headers });

describe('GET /v2/locate', () => {
  it('takes the edge’s state header, then the time zone, else says it does not know', async () => {
    expect((await get('/v2/locate', { 'x-fairdraw-state': 'tas' })).body.result).toEqual({
      country: 'AU',
      state: 'TAS',
      source: 'edge',
    });
    expect((await get('/v2/locate?tz=Australia/Perth')).body.result).toEqual({
      country: 'AU',
      state: 'WA',
      source: 'timezone',
    });
    expect((await get('/v2/locate?tz=Europe/London')).body.result).toEqual({
      country: null,
      state: null,
      source: 'unknown',
    });
    // Outside Australia by the edge: a time zone does not bring the visitor back in.
    expect((await get('/v2/locate?tz=Australia/Darwin', { 'x-fairdraw-country': 'NZ' })).body.result).toEqual(
      { country: 'NZ', state: null, source: 'edge' },
    );
    // Not a state: ignored.
    expect((await get('/v2/locate', { 'x-fairdraw-state': 'XX' })).body.result).toMatchObject({
      state: null,
    });
  });

  it('answers a signed-in customer with their address state, whatever the edge says', async () => {
    const customer = await signUp(test, { state: 'VIC', postcode: '3000' });
    const answer = await callAsCustomer(test, customer, {
      method: 'GET',
      url: '/v2/locate',
      headers: { 'x-fairdraw-state': 'NSW' },
    });
    expect(answer.status, answer.raw).toBe(200);
    expect(answer.body.result).toEqual({ country: 'AU', state: 'VIC', source: 'customer_address' });
  });
});

async function addDrawnDraw(db: Db, lotteryKey: string, drawNo: number, numbers: number[]) {
  const drawAt = new Date(Date.UTC(2026, 8, drawNo % 28, 9, 30));
  const [row] = await db
    .insert(draws)
    .values({ lotteryKey, drawNo, drawAt, stopAt: drawAt, state: 'DRAW_SCORED' })
    .returning({ id: draws.id });
  await db.insert(drawResults).values({
    drawId: row!.id,
    winning: { numbers },
    supplementary: [],
    source: 'operator',
    enteredBy: 'test',
    enteredAt: drawAt,
  });
}

describe('GET /v2/tips', () => {
  it('gives each lottery as many hot and cold numbers as a game picks, kept 18 minutes', async () => {
    await addDrawnDraw(test.database.db, 'saturday_lotto', 5001, [1, 2, 3, 4, 5, 6]);
    await addDrawnDraw(test.database.db, 'saturday_lotto', 5002, [1, 2, 3, 4, 5, 7]);
    const answer = await get('/v2/tips');
    expect(answer.status, answer.raw).toBe(200);
    expect(answer.headers['cache-control']).toBe('public, max-age=1080');
    const { lotteries } = answer.body.result as {
      lotteries: Array<{
        productOfferKey: string;
        drawsCounted: number;
        numberSets: Array<{ key: string; hot: number[]; cold: number[] }>;
      }>;
    };
    const saturday = lotteries.find((lottery) => lottery.productOfferKey === 'saturday_lotto')!;
    expect(saturday.drawsCounted).toBeGreaterThanOrEqual(2);
    const numbers = saturday.numberSets.find((set) => set.key === 'numbers')!;
    expect(numbers.hot).toHaveLength(6);
    expect(numbers.cold).toHaveLength(6);
    // No raffle or syndicate has tips.
    expect(lotteries.some((lottery) => lottery.productOfferKey.endsWith('_syndicate'))).toBe(false);
    expect(lotteries.every((lottery) => offers.get(lottery.productOfferKey)?.type !== 'raffle_ticket')).toBe(
      true,
    );
  });
});

describe('GET /v2/draw/preview/{productOfferKey}/{drawNo}', () => {
  it('shows an open draw as on sale', async () => {
    const powerball = offers.get('powerball')!;
    const drawNo = powerball.draws[0]!.drawNo;
    const answer = await get(`/v2/draw/preview/powerball/${drawNo}`);
    expect(answer.status, answer.raw).toBe(200);
    expect(answer.body.result).toMatchObject({
      productOfferKey: 'powerball',
      productType: 'lottery_ticket',
      onSale: true,
      draw: { drawNo, type: 'lottery' },
    });
  });

  it('shows a raffle draw before its sales open, not on sale', async () => {
    const raffle = [...offers.values()].find((offer) => offer.type === 'raffle_ticket')!;
    const draw = raffle.draws[0]!;
    // Push the draw's sales and pre-orders into the future.
    const future = new Date(test.clock.now().getTime() + 86_400_000);
    await test.database.db
      .update(raffleDraws)
      .set({ salesStartAt: future, preOrderStartAt: null })
      .where(eq(raffleDraws.drawId, draw.drawId));
    const answer = await get(`/v2/draw/preview/${raffle.key}/${draw.drawNo}`);
    expect(answer.status, answer.raw).toBe(200);
    expect(answer.body.result).toMatchObject({
      productOfferKey: raffle.key,
      onSale: false,
      draw: { drawNo: draw.drawNo, type: 'raffle' },
    });
  });

  it('is a 404 for a drawn draw, an unknown draw or offer, and a 400 for a draw that is no number', async () => {
    await addDrawnDraw(test.database.db, 'powerball', 6001, [1, 2, 3, 4, 5, 6, 7]);
    expect((await get('/v2/draw/preview/powerball/6001')).status).toBe(404);
    expect((await get('/v2/draw/preview/powerball/999999')).status).toBe(404);
    expect((await get('/v2/draw/preview/no_such_offer/1')).status).toBe(404);
    expect((await get('/v2/draw/preview/powerball/abc')).status).toBe(400);
  });
});

describe('GET /v2/info/pricing/', () => {
  it('lists each pricing with the price of a game, a raffle bundle and a syndicate share', async () => {
    const answer = await get('/v2/info/pricing/');
    expect(answer.status, answer.raw).toBe(200);
    const { pricings } = answer.body.result as {
      pricings: Array<{
        id: string;
        isDefault: boolean;
        offers: Array<{
          productOfferKey: string;
          games: Array<{ gameOffer: string; pricePerGame: { amount: string } }>;
          bundles: Array<{ key: string; price: { amount: string } }>;
        }>;
      }>;
    };
    expect(pricings.map((pricing) => [pricing.id, pricing.isDefault])).toEqual([['web', true]]);
    const web = pricings[0]!;
    const powerball = offers.get('powerball')!;
    const standard = powerball.gameTypes.find((type) => type.key === 'standard')!.gameOffers[0]!;
    expect(web.offers.find((offer) => offer.productOfferKey === 'powerball')!.games).toContainEqual(
      expect.objectContaining({ gameOffer: standard.key, pricePerGame: standard.pricePerGame }),
    );
    const syndicate = web.offers.find((offer) => offer.productOfferKey === 'powerball_syndicate')!;
    expect(syndicate.bundles).toEqual([
      { key: 'share', name: '1 share', price: offers.get('powerball_syndicate')!.syndicate!.costPerShare },
    ]);
    // The last raffle: the preview test above moved the first one's sales into the future.
    const raffle = [...offers.values()].filter((offer) => offer.type === 'raffle_ticket').at(-1)!;
    expect(web.offers.find((offer) => offer.productOfferKey === raffle.key)!.bundles.length).toBeGreaterThan(
      0,
    );
  });
});
