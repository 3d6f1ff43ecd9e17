// A draw's entry set is public from the moment sales stop, before any result exists: anyone can read
// its seal and download the entry list it was taken over, then check a raffle's winners from its seed.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { drawEntriesPath, type DrawResultSummary } from '@fairdraw/contracts';
import { raffleWinningTickets, raffleSeedCommitment } from '../src/modules/draws/draw-integrity';
import { createDrawLifecycle } from '../src/modules/draws/lifecycle.service';
import { domainScorer } from '../src/modules/draws/scorer';
import { call, signUp } from './support';
import { lotteryBody, raffleBody, raffleDraw, useShopApp } from './cart-support';
import { addToCart, fundWallet, purchase, receiptOf } from './checkout-support';

const shop = useShopApp();
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

const integrityOf = (key: string, drawNo: number | string) =>
  call(shop.test, {
    method: 'GET',
    url: `/v2/draw/integrity/${key}/${drawNo}`,
    headers: { 'x-api-version': '3.6' },
  });
const entriesOf = (key: string, drawNo: number) =>
  shop.test.app.inject({ method: 'GET', url: drawEntriesPath(key, drawNo) });

describe('a lottery draw’s sealed entry set', () => {
  it('is hidden while on sale, then published with the list its hash is taken over', async () => {
    const saturday = shop.offers.get('saturday_lotto')!;
    const draw = saturday.draws[0]!;
    const buyer = await signUp(shop.test);
    await fundWallet(shop.test, buyer.customerId, 10_00);
    const body = lotteryBody(saturday, 1, 2);
    body.games = [
      { sets: [{ key: 'numbers', numbers: [41, 3, 12, 19, 24, 38] }] },
      { sets: [{ key: 'numbers', numbers: [1, 2, 3, 4, 5, 6] }] },
    ];
    await addToCart(shop.test, buyer, body);
    const [order] = receiptOf(await purchase(shop.test, buyer)).orders;

    // On sale: nothing is sealed yet.
    expect((await integrityOf('saturday_lotto', draw.drawNo)).status).toBe(404);
    const early = await entriesOf('saturday_lotto', draw.drawNo);
    expect(early.statusCode).toBe(404);
    expect(early.body).toContain('still on sale');

    await createDrawLifecycle({ db: shop.test.database.db, scorer: domainScorer }).closeDueDraws(
      new Date(draw.stop),
    );
    const sealed = await integrityOf('saturday_lotto', draw.drawNo);
    expect(sealed.status, sealed.raw).toBe(200);
    const record = sealed.body.result as DrawResultSummary;
    expect(record.state).toBe('DRAW_CLOSED');
    expect(record.winningNumbers).toEqual([]);
    // The buyer's 2 games and the 10 System 8 entries of the Saturday Lotto Syndicate (shares were
    // sold in the demo), quick-picked as sales closed and sealed with them.
    expect(record.integrity).toMatchObject({
      entriesCount: 12,
      entriesUrl: drawEntriesPath('saturday_lotto', draw.drawNo),
      seedCommitment: null,
    });

    const list = await entriesOf('saturday_lotto', draw.drawNo);
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-type']).toContain('text/plain');
    // The downloaded bytes hash to the published hash, and the buyer finds their own games in them.
    expect(sha256(list.body)).toBe(record.integrity!.entriesHash);
    const lines = list.body.split('\n');
    expect(lines.filter((line) => line.startsWith(order!.id))).toEqual([
      `${order!.id}:0:numbers=3,12,19,24,38,41`,
      `${order!.id}:1:numbers=1,2,3,4,5,6`,
    ]);
    const syndicateLines = lines.filter((line) => line.startsWith('syndicate:saturday_lotto_syndicate:'));
    expect(syndicateLines).toHaveLength(10);
    for (const line of syndicateLines)
      expect(line).toMatch(/^syndicate:saturday_lotto_syndicate:\d:numbers=(\d+,){7}\d+$/);
    expect(lines).toHaveLength(12);
  });

  it('answers a bad draw number with a field error and an unknown game with 404', async () => {
    const bad = await integrityOf('saturday_lotto', 'abc');
    expect(bad.status).toBe(400);
    expect(bad.raw).toContain('draw_no');
    expect((await integrityOf('no_such_game', 1)).status).toBe(404);
    expect((await entriesOf('no_such_game', 1)).statusCode).toBe(404);
  });
});

describe('a raffle’s winners', () => {
  it('follow from the published entries and the seed revealed after the draw', async () => {
    const raffle = shop.offers.get('harbour_prize_home')!;
    const draw = raffleDraw(raffle);
    for (let i = 0; i < 3; i++) {
      const buyer = await signUp(shop.test);
      await fundWallet(shop.test, buyer.customerId, 50_00);
      await addToCart(shop.test, buyer, raffleBody(raffle, 'tickets_5', 1, raffle.causes[0]?.key ?? null));
      expect((await purchase(shop.test, buyer)).status).toBe(201);
    }
    const lifecycle = createDrawLifecycle({ db: shop.test.database.db, scorer: domainScorer });
    await lifecycle.closeDueDraws(new Date(draw.stop));
    const closed = (await integrityOf(raffle.key, draw.drawNo)).body.result as DrawResultSummary;
    // Before the draw: the commitment is public, the seed is not.
    expect(closed.integrity!.seedCommitment).toMatch(/^[0-9a-f]{64}$/);
    expect(closed.integrity!.seed).toBeNull();

    await lifecycle.drawRaffles(new Date(draw.date));
    const drawn = (await integrityOf(raffle.key, draw.drawNo)).body.result as DrawResultSummary;
    const seed = drawn.integrity!.seed!;
    expect(raffleSeedCommitment(seed)).toBe(closed.integrity!.seedCommitment);

    // Repeat the draw from what is public: the ticket numbers in the entry list and the seed.
    const list = (await entriesOf(raffle.key, draw.drawNo)).body;
    expect(sha256(list)).toBe(closed.integrity!.entriesHash);
    const sold = list.split('\n').map((line) => Number(line.split(':')[0]));
    expect(sold).toHaveLength(15);
    expect(raffleWinningTickets(seed, sold, 1)).toEqual(drawn.winningTickets);
  });
});
