// National winners per division (decision 0067): the operator declares them with a national game's
// result, bad counts are refused with field errors and change nothing, and every results answer
// carries them beside Fairdraw's own winners.
import { describe, expect, it } from 'vitest';
import { drawPrizeSchema, drawWinnersSchema, fullDrawResultSchema } from '@fairdraw/contracts';
import { call, signUp } from './support';
import { fieldErrors, lotteryBody, useShopApp } from './cart-support';
import { addToCart, fundWallet, purchase } from './checkout-support';
import { OPERATOR_POWERBALL_DIVIDENDS } from './results-support';

// Operators enter results here: no demo results may fill the draws first.
const shop = useShopApp({ envVars: { DEMO_RESULTS: 'false' } });

const HOUR = 3_600_000;
const WINNING = { numbers: [3, 11, 19, 24, 28, 30, 35], powerball: [9] };
/** What the operator declared: nobody in the country matched all seven and the Powerball. */
const COUNTS = { 1: 0, 2: 3, 3: 41, 4: 829, 5: 1_744, 6: 25_310, 7: 33_902, 8: 159_087, 9: 461_022 };

async function ops(method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) {
  const response = await shop.test.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: { authorization: `Bearer ${shop.test.env.OPS_TOKEN}` },
  });
  return { status: response.statusCode, raw: response.body, body: JSON.parse(response.body) as never };
}

const getResult = (url: string) =>
  call(shop.test, { method: 'GET', url, headers: { 'x-api-version': '3.6' } });

describe('national winners per division', () => {
  let drawNo: number;

  it('refuses bad counts with a field error and keeps the draw as it was', async () => {
    const powerball = shop.offers.get('powerball')!;
    const draw = powerball.draws[0]!;
    drawNo = draw.drawNo;
    // A customer plays the winning numbers: Fairdraw has a Division 1 winner.
    const customer = await signUp(shop.test);
    await fundWallet(shop.test, customer.customerId, 100_00);
    const body = lotteryBody(powerball, 1, 1);
    body.games = [{ sets: Object.entries(WINNING).map(([key, numbers]) => ({ key, numbers })) }];
    await addToCart(shop.test, customer, body);
    expect((await purchase(shop.test, customer)).status).toBe(201);
    shop.test.clock.set(new Date(new Date(draw.date).getTime() + HOUR));
    expect((await ops('POST', '/ops/lifecycle/run')).status).toBe(200);

    const enter = (nationalWinners: unknown) =>
      ops('POST', `/ops/draws/powerball/${drawNo}/results`, {
        winning: WINNING,
        supplementary: [],
        dividends: OPERATOR_POWERBALL_DIVIDENDS,
        national_winners: nationalWinners,
        entered_by: 'Operator Sam',
      });
    const { 9: _ninth, ...eightDivisions } = COUNTS;
    const refusals: Array<[unknown, number, string]> = [
      [{ ...COUNTS, 2: -1 }, 400, 'national_winners.2'],
      [{ ...COUNTS, 3: 2.5 }, 400, 'national_winners.3'],
      [{ ...COUNTS, 4: '829' }, 400, 'national_winners.4'],
      [{ ...COUNTS, 1: null }, 400, 'national_winners.1'],
      [[0, 3, 41], 400, 'national_winners'],
      [{ ...COUNTS, x: 1 }, 400, 'national_winners.x'],
      [eightDivisions, 422, 'national_winners'],
      [{ ...COUNTS, 10: 5 }, 422, 'national_winners'],
    ];
    for (const [counts, status, field] of refusals) {
      const refused = await enter(counts);
      expect(refused.status, `${JSON.stringify(counts)}: ${refused.raw}`).toBe(status);
      expect(Object.keys(fieldErrors(refused)), JSON.stringify(counts)).toEqual([field]);
      expect(JSON.parse(refused.raw)).toMatchObject({ result: null });
    }
    expect(fieldErrors(await enter(eightDivisions))).toEqual({
      national_winners: [{ code: 'result_refused', message: 'Enter the national winners of division 9.' }],
    });
    const stored = await ops('GET', `/ops/draws/powerball/${drawNo}`);
    expect(stored.body).toMatchObject({ result: { state: 'DRAW_CLOSED', result: null } });
  });

  it('stores good counts once and never changes them', async () => {
    const body = {
      winning: WINNING,
      supplementary: [],
      dividends: OPERATOR_POWERBALL_DIVIDENDS,
      national_winners: COUNTS,
      entered_by: 'Operator Sam',
    };
    const url = `/ops/draws/powerball/${drawNo}/results`;
    expect((await ops('POST', url, body)).status).toBe(201);
    // The same result again is a no-op; other counts are another result, which is refused.
    expect((await ops('POST', url, body)).status).toBe(200);
    const changed = await ops('POST', url, { ...body, national_winners: { ...COUNTS, 2: 4 } });
    expect(changed.status).toBe(409);
    const withoutCounts = await ops('POST', url, { ...body, national_winners: undefined });
    expect(withoutCounts.status).toBe(409);
    expect((await ops('POST', '/ops/lifecycle/run')).status).toBe(200);
  });

  it('answers every division with the national count beside Fairdraw’s own winners', async () => {
    const full = fullDrawResultSchema.parse(
      (await getResult(`/v2/draw/full_result?product_offer_key=powerball&draw_no=${drawNo}`)).body.result,
    );
    const byDivision = new Map(full.prizes.map((prize) => [prize.id, prize]));
    // The customer's Division 1 win is among the country's, though the operator declared none.
    expect(byDivision.get(1)).toMatchObject({ winners: 1, nationalWinners: 1 });
    expect(byDivision.get(2)).toMatchObject({ winners: 0, nationalWinners: 3 });
    expect(byDivision.get(9)).toMatchObject({ winners: 0, nationalWinners: 461_022 });

    const prizes = await getResult(`/v2/draw/details/powerball/${drawNo}/prizes`);
    expect(prizes.raw).toContain('"national_winners":461022');
    const listed = (prizes.body.result as unknown[]).map((prize) => drawPrizeSchema.parse(prize));
    expect(listed.map((prize) => prize.nationalWinners)).toEqual(full.prizes.map((p) => p.nationalWinners));

    const winners = drawWinnersSchema.parse(
      (await getResult(`/v2/draw/details/powerball/${drawNo}/winners`)).body.result,
    );
    expect(winners.divisions.slice(0, 3)).toEqual([
      { division: 1, name: 'Division 1', winners: 1, nationalWinners: 1 },
      { division: 2, name: 'Division 2', winners: 0, nationalWinners: 3 },
      { division: 3, name: 'Division 3', winners: 0, nationalWinners: 41 },
    ]);
  });

  it('leaves the counts unknown for a result entered without them', async () => {
    const draw = shop.offers.get('powerball')!.draws[1]!;
    shop.test.clock.set(new Date(new Date(draw.date).getTime() + HOUR));
    expect((await ops('POST', '/ops/lifecycle/run')).status).toBe(200);
    const entered = await ops('POST', `/ops/draws/powerball/${draw.drawNo}/results`, {
      winning: { numbers: [1, 2, 4, 8, 16, 32, 33], powerball: [20] },
      dividends: OPERATOR_POWERBALL_DIVIDENDS,
    });
    expect(entered.status, entered.raw).toBe(201);
    const drawn = fullDrawResultSchema.parse(
      (await getResult(`/v2/draw/full_result?product_offer_key=powerball&draw_no=${draw.drawNo}`)).body
        .result,
    );
    expect(drawn.prizes.every((prize) => prize.nationalWinners === null)).toBe(true);
  });

  it('refuses counts for Fairdraw’s own lottery, whose winners are all Fairdraw’s', async () => {
    const own = shop.offers.get('super_jackpot_lottery')!.draws[0]!;
    shop.test.clock.set(new Date(Math.max(shop.test.clock.now().getTime(), Date.parse(own.date) + HOUR)));
    expect((await ops('POST', '/ops/lifecycle/run')).status).toBe(200);
    const refused = await ops('POST', `/ops/draws/super_jackpot_lottery/${own.drawNo}/results`, {
      winning: { numbers: [1, 2, 3, 4, 5, 6] },
      supplementary: [7],
      national_winners: { 1: 0, 2: 0, 3: 1, 4: 20, 5: 40, 6: 300 },
    });
    expect(refused.status, refused.raw).toBe(422);
    expect(fieldErrors(refused)).toEqual({
      national_winners: [
        {
          code: 'result_refused',
          message: 'Every winner of this lottery is a Fairdraw entry; it takes no national winner counts.',
        },
      ],
    });
    expect((await ops('GET', `/ops/draws/super_jackpot_lottery/${own.drawNo}`)).body).toMatchObject({
      result: { state: 'DRAW_CLOSED', result: null },
    });
  });
});
