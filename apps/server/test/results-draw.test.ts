// One draw's results (v3.6): full result, details, prizes in the spec's order, winners without any
// customer data, and 404s for draws that are not drawn.
import { describe, expect, it } from 'vitest';
import {
  drawPrizeSchema,
  drawResultSchema,
  drawWinnersSchema,
  fullDrawResultSchema,
  type DrawPrize,
} from '@fairdraw/contracts';
import { entrySetHash, lotteryEntryLines } from '../src/modules/draws/draw-integrity';
import { listLotteryEntries } from '../src/modules/draws/draws.repository';
import { entryLinesOf } from '../src/modules/draws/integrity.service';
import { comparePrizes, sortPrizes } from '../src/modules/results/prize-order';
import { fieldErrors } from './cart-support';
import {
  POWERBALL_DIVIDENDS,
  POWERBALL_WINNING,
  RAFFLE_KEY,
  getResult,
  useResultsWorld,
} from './results-support';

const world = useResultsWorld();
const get = (url: string) => getResult(world.shop, url);
const money = (cents: number) => ({ amount: (cents / 100).toFixed(2), currency: 'AUD' });

describe('GET /draw/full_result', () => {
  it('gives a lottery draw’s numbers, every division with winners and prize, and what was paid', async () => {
    const { drawNo } = world.powerballDraw;
    const response = await get(`/v2/draw/full_result?product_offer_key=powerball&draw_no=${drawNo}`);
    expect(response.status, response.raw).toBe(200);
    const result = fullDrawResultSchema.parse(response.body.result);
    expect(result).toMatchObject({
      productOfferKey: 'powerball',
      drawNo,
      drawDate: new Date(world.powerballDraw.date).toISOString(),
      state: 'DRAW_EMAILED',
      supplementary: [],
      winningTickets: [],
      totalWinners: 1,
      totalPaid: money(POWERBALL_DIVIDENDS['1']!),
    });
    expect(result.winningNumbers.map((set) => [set.key, set.numbers])).toEqual([
      ['numbers', POWERBALL_WINNING.numbers],
      ['powerball', POWERBALL_WINNING.powerball],
    ]);
    expect(result.prizes.map((prize) => prize.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(result.prizes[0]).toMatchObject({
      main: true,
      winners: 1,
      prizeEach: money(POWERBALL_DIVIDENDS['1']!),
      total: money(POWERBALL_DIVIDENDS['1']!),
      description: '7 winning numbers + the Powerball',
    });
    // Nobody here won division 2: it shows what the operator declared it pays.
    expect(result.prizes[1]).toMatchObject({
      main: false,
      winners: 0,
      prizeEach: money(POWERBALL_DIVIDENDS['2']!),
      total: money(0),
      awardedAt: null,
    });
  });

  it('carries the integrity record, which matches the entries sold', async () => {
    const { drawNo, drawId } = world.powerballDraw;
    const result = fullDrawResultSchema.parse(
      (await get(`/v2/draw/full_result?product_offer_key=powerball&draw_no=${drawNo}`)).body.result,
    );
    const { db } = world.shop.test.database;
    const orderLines = lotteryEntryLines(await listLotteryEntries(db, drawId));
    const lines = await entryLinesOf(db, { id: drawId, isRaffle: false });
    expect(result.integrity).toMatchObject({
      entriesCount: lines.length,
      entriesHash: entrySetHash(lines),
      seedCommitment: null,
      seed: null,
      verifyUrl: `/powerball/results/draw/${drawNo}#how-to-verify`,
      entriesUrl: `/public/draws/powerball/${drawNo}/entries.txt`,
    });
    // The two games sold, and the Powerball Syndicate's 40 entries picked at the close.
    expect(orderLines.length).toBe(2);
    expect(lines.length).toBe(42);
  });

  it('gives a raffle’s winning ticket, its prize at its value, and the revealed seed', async () => {
    const { drawNo } = world.raffleDraw;
    const response = await get(`/v2/draw/full_result?product_offer_key=${RAFFLE_KEY}&draw_no=${drawNo}`);
    const result = fullDrawResultSchema.parse(response.body.result);
    expect(result).toMatchObject({
      category: 'raffles',
      winningNumbers: [],
      totalWinners: 1,
      totalPaid: money(0),
    });
    expect(result.winningTickets).toHaveLength(1);
    expect(result.prizes).toEqual([
      expect.objectContaining({
        id: 1,
        main: true,
        winners: 1,
        // Every ticket of a raffle is Fairdraw's: its one winner is the whole draw's.
        nationalWinners: 1,
        prizeEach: result.rafflePrize!.value,
      }),
    ]);
    expect(result.integrity!.seed).toMatch(/^[0-9a-f]{64}$/);
    expect(result.integrity!.seedRevealedAt).toBe(world.drawnUntil.toISOString());
  });

  it('refuses missing or malformed parameters with field errors', async () => {
    const missing = await get('/v2/draw/full_result?draw_no=1');
    expect(missing.status).toBe(400);
    expect(fieldErrors(missing)).toEqual({
      product_offer_key: [{ code: 'required', message: 'This field is required' }],
    });
    const words = await get('/v2/draw/full_result?product_offer_key=powerball&draw_no=first');
    expect(words.status).toBe(400);
    expect(Object.keys(fieldErrors(words))).toEqual(['draw_no']);
    expect((await get('/v2/draw/full_result?product_offer_key=powerball&draw_no=0')).status).toBe(400);
  });
});

describe('only drawn draws are results', () => {
  it('answers an open draw, a closed draw, an unknown draw and an unknown offer with 404', async () => {
    const powerball = world.shop.offers.get('powerball')!;
    const open = powerball.draws.at(-1)!;
    expect(Date.parse(open.stop)).toBeGreaterThan(world.drawnUntil.getTime());
    const later = powerball.draws.find((draw) => Date.parse(draw.stop) > world.drawnUntil.getTime())!;
    await world.lifecycle.closeDueDraws(new Date(later.stop));
    const paths = (key: string, drawNo: number) => [
      `/v2/draw/full_result?product_offer_key=${key}&draw_no=${drawNo}`,
      `/v2/draw/details/${key}/${drawNo}`,
      `/v2/draw/details/${key}/${drawNo}/prizes`,
      `/v2/draw/details/${key}/${drawNo}/winners`,
    ];
    for (const path of [
      ...paths('powerball', open.drawNo),
      ...paths('powerball', later.drawNo),
      ...paths('powerball', 999_999),
      ...paths('nothing_here', world.powerballDraw.drawNo),
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(JSON.parse(response.raw), path).toMatchObject({ result: null, error: { code: 'not_found' } });
    }
  });

  it('shows a drawn draw before it is scored, with winners still unknown', async () => {
    const powerball = world.shop.offers.get('powerball')!;
    const later = powerball.draws.find((draw) => Date.parse(draw.stop) > world.drawnUntil.getTime())!;
    await world.lifecycle.closeDueDraws(new Date(later.stop));
    await world.lifecycle.recordResult(
      {
        lotteryKey: 'powerball',
        drawNo: later.drawNo,
        result: { winning: POWERBALL_WINNING, supplementary: [], dividends: POWERBALL_DIVIDENDS },
        source: 'operator',
        enteredBy: 'test',
      },
      new Date(later.date),
    );
    const result = fullDrawResultSchema.parse(
      (await get(`/v2/draw/full_result?product_offer_key=powerball&draw_no=${later.drawNo}`)).body.result,
    );
    expect(result).toMatchObject({ state: 'DRAW_DRAWN', totalWinners: null, totalPaid: money(0) });
    expect(result.prizes.every((prize) => prize.winners === null && prize.awardedAt === null)).toBe(true);
  });
});

describe('GET /draw/details/{productOfferKey}/{drawNo}', () => {
  it('gives the draw and its integrity record without the prize list', async () => {
    const { drawNo } = world.powerballDraw;
    const response = await get(`/v2/draw/details/powerball/${drawNo}`);
    expect(response.status).toBe(200);
    const details = drawResultSchema.strict().parse(response.body.result);
    expect(details).toMatchObject({ drawNo, state: 'DRAW_EMAILED', name: 'Powerball' });
    // Two games sold and the Powerball Syndicate's 40 entries.
    expect(details.integrity?.entriesCount).toBe(42);
  });

  it('lists prizes main first, then by when they were awarded, then by id', async () => {
    const response = await get(`/v2/draw/details/powerball/${world.powerballDraw.drawNo}/prizes`);
    expect(response.status).toBe(200);
    const prizes = (response.body.result as unknown[]).map((prize) => drawPrizeSchema.parse(prize));
    expect(prizes).toEqual(sortPrizes(prizes));
    expect(prizes[0]).toMatchObject({ id: 1, main: true });

    const prize = (id: number, main: boolean, awardedAt: string | null) => ({ id, main, awardedAt });
    const mixed: Array<Pick<DrawPrize, 'id' | 'main' | 'awardedAt'>> = [
      prize(7, false, null),
      prize(5, false, '2026-11-21T10:00:00.000Z'),
      prize(3, false, '2026-11-21T09:00:00.000Z'),
      prize(4, false, '2026-11-21T09:00:00.000Z'),
      prize(2, true, '2026-11-21T11:00:00.000Z'),
      prize(1, true, '2026-11-21T11:00:00.000Z'),
    ];
    expect(sortPrizes(mixed).map((entry) => entry.id)).toEqual([1, 2, 3, 4, 5, 7]);
    expect(comparePrizes(prize(9, true, null), prize(1, false, '2026-01-01T00:00:00Z'))).toBeLessThan(0);
  });

  it('names a raffle’s winning ticket and its cause, and never a customer', async () => {
    const { drawNo } = world.raffleDraw;
    const response = await get(`/v2/draw/details/${RAFFLE_KEY}/${drawNo}/winners`);
    expect(response.status).toBe(200);
    const winners = drawWinnersSchema.strict().parse(response.body.result);
    const cause = world.raffleOffer.causes[0]!;
    expect(winners).toMatchObject({ category: 'raffles', divisions: [] });
    expect(winners.tickets).toEqual([
      {
        ticketNumber: expect.any(Number),
        prize: expect.any(String),
        cause: { key: cause.key, name: expect.any(String) },
      },
    ]);
    const full = fullDrawResultSchema.parse(
      (await get(`/v2/draw/full_result?product_offer_key=${RAFFLE_KEY}&draw_no=${drawNo}`)).body.result,
    );
    expect(winners.tickets.map((ticket) => ticket.ticketNumber)).toEqual(full.winningTickets);
  });

  it('counts a lottery’s winners per division', async () => {
    const response = await get(`/v2/draw/details/powerball/${world.powerballDraw.drawNo}/winners`);
    const winners = drawWinnersSchema.parse(response.body.result);
    expect(winners.tickets).toEqual([]);
    // The operator entered this result without the national counts: they are unknown, not 0.
    expect(winners.divisions[0]).toEqual({
      division: 1,
      name: 'Division 1',
      winners: 1,
      nationalWinners: null,
    });
    expect(winners.divisions.slice(1).every((division) => division.winners === 0)).toBe(true);
    expect(winners.divisions.every((division) => division.nationalWinners === null)).toBe(true);
  });

  it('gives a demo-drawn national game the demo source’s counts, and Fairdraw’s own lottery its own', async () => {
    const latest = (await get('/v2/draws/pricing/web/past?limit=50&category=lotteries')).body
      .result as unknown[];
    const drawn = latest.map((result) => drawResultSchema.parse(result));
    const prizesOf = async (key: string) => {
      const draw = drawn.find((result) => result.productOfferKey === key)!;
      const response = await get(`/v2/draw/details/${key}/${draw.drawNo}/prizes`);
      return (response.body.result as unknown[]).map((prize) => drawPrizeSchema.parse(prize));
    };
    const saturday = await prizesOf('saturday_lotto');
    expect(saturday.every((prize) => prize.nationalWinners !== null)).toBe(true);
    // Nobody bought into it: every winner is somewhere else in the country.
    expect(saturday.every((prize) => prize.winners === 0)).toBe(true);
    expect(saturday.find((prize) => prize.id === 6)!.nationalWinners).toBeGreaterThan(10_000);
    const own = await prizesOf('super_jackpot_lottery');
    expect(own.every((prize) => prize.nationalWinners === prize.winners)).toBe(true);
  });

  it('leaks no customer’s e-mail, name, id or order from any results call', async () => {
    const { drawNo } = world.powerballDraw;
    const raffleNo = world.raffleDraw.drawNo;
    const bodies = await Promise.all(
      [
        `/v2/draw/full_result?product_offer_key=powerball&draw_no=${drawNo}`,
        `/v2/draw/full_result?product_offer_key=${RAFFLE_KEY}&draw_no=${raffleNo}`,
        `/v2/draw/details/powerball/${drawNo}/winners`,
        `/v2/draw/details/${RAFFLE_KEY}/${raffleNo}/winners`,
        `/v2/draw/details/${RAFFLE_KEY}/${raffleNo}/prizes`,
        '/v2/draws/pricing/web/past?limit=50',
        '/v2/draws/pricing/web/past/result_keys',
      ].map(async (path) => (await get(path)).raw),
    );
    const secrets = [world.winner, world.raffleBuyer].flatMap((customer) => [
      customer.email,
      customer.customerId,
    ]);
    for (const body of bodies) {
      for (const secret of [...secrets, ...world.orderIds, 'Lovelace']) expect(body).not.toContain(secret);
    }
  });
});
