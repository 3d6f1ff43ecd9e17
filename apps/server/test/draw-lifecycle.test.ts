// Draws after sales stop: sealed at the stop time, results checked, raffles drawn from a committed seed,
// and every step safe to run again.
import { describe, expect, it } from 'vitest';
import { drawSeals, draws, eq, raffleDraws, raffleSeeds } from '@fairdraw/db';
import {
  entrySetHash,
  lotteryEntryLines,
  raffleEntryLines,
  raffleSeedCommitment,
  raffleWinningTickets,
} from '../src/modules/draws/draw-integrity';
import { listLotteryEntries, listRaffleEntries } from '../src/modules/draws/draws.repository';
import type { DrawResult } from '../src/modules/draws/draw-result';
import { entryLinesOf } from '../src/modules/draws/integrity.service';
import { createDrawLifecycle } from '../src/modules/draws/lifecycle.service';
import { domainScorer } from '../src/modules/draws/scorer';
import { signUp } from './support';
import { lotteryBody, raffleBody, raffleDraw, useShopApp, webOffers } from './cart-support';
import { addToCart, balanceOf, fundWallet, purchase, receiptOf } from './checkout-support';
import { expectLedgerBalanced } from './ledger-audit';

const shop = useShopApp();

function lifecycle(notified: unknown[] = []) {
  return createDrawLifecycle({
    db: shop.test.database.db,
    scorer: domainScorer,
    notifyWinner: async (winner) => {
      notified.push(winner);
    },
  });
}

const drawRow = async (drawId: string) =>
  (await shop.test.database.db.select().from(draws).where(eq(draws.id, drawId)))[0]!;
const sealOf = async (drawId: string) =>
  (await shop.test.database.db.select().from(drawSeals).where(eq(drawSeals.drawId, drawId)))[0];

describe('closing at the stop time', () => {
  it('seals the entries, refuses later purchases and closes once', async () => {
    const saturday = shop.offers.get('saturday_lotto')!;
    const draw = saturday.draws[0]!;
    const customer = await signUp(shop.test);
    await fundWallet(shop.test, customer.customerId, 10_00);
    await addToCart(shop.test, customer, lotteryBody(saturday, 1, 3));
    expect((await purchase(shop.test, customer)).status).toBe(201);

    const stop = new Date(draw.stop);
    const steps = lifecycle();
    expect(await steps.closeDueDraws(new Date(stop.getTime() - 1))).toBe(0);
    const closedCount = await steps.closeDueDraws(stop);
    expect(closedCount).toBeGreaterThanOrEqual(1);
    expect((await drawRow(draw.drawId)).state).toBe('DRAW_CLOSED');

    const seal = await sealOf(draw.drawId);
    const orderLines = lotteryEntryLines(await listLotteryEntries(shop.test.database.db, draw.drawId));
    expect(orderLines.length).toBeGreaterThanOrEqual(3);
    // The Saturday Lotto Syndicate's 10 entries are picked at the close and sealed with the orders'.
    const lines = await entryLinesOf(shop.test.database.db, { id: draw.drawId, isRaffle: false });
    expect(lines.length).toBe(orderLines.length + 10);
    expect(seal).toMatchObject({ entriesCount: lines.length, entriesHash: entrySetHash(lines) });

    // Run again: nothing changes.
    expect(await steps.closeDueDraws(stop)).toBe(0);
    expect(await sealOf(draw.drawId)).toEqual(seal);
  });
});

describe('entering a lottery result', () => {
  const numbers = (...n: number[]) => n;
  async function closedPowerballDraw() {
    const powerball = shop.offers.get('powerball')!;
    const draw = powerball.draws[0]!;
    await lifecycle().closeDueDraws(new Date(draw.stop));
    return draw;
  }

  it('checks the numbers against the matrix and refuses a result before the draw time', async () => {
    const draw = await closedPowerballDraw();
    const steps = lifecycle();
    const after = new Date(new Date(draw.date).getTime() + 60_000);
    const enter = (result: DrawResult, now = after) =>
      steps.recordResult(
        { lotteryKey: 'powerball', drawNo: draw.drawNo, result, source: 'operator', enteredBy: 'test' },
        now,
      );
    const dividends = { 1: 1e9, 2: 1e7, 3: 5e5, 4: 5e4, 5: 15e3, 6: 6e3, 7: 4e3, 8: 2e3, 9: 1200 };
    const good = {
      winning: { numbers: numbers(1, 2, 3, 4, 5, 6, 7), powerball: [20] },
      supplementary: [],
      dividends,
    };
    await expect(enter(good, new Date(draw.stop))).rejects.toMatchObject({ statusCode: 400 });
    await expect(enter({ ...good, winning: { ...good.winning, numbers: [1, 2, 3] } })).rejects.toMatchObject({
      statusCode: 422,
      fieldErrors: {
        'winning.numbers': [expect.objectContaining({ message: 'Numbers: enter 7 winning numbers.' })],
      },
    });
    await expect(enter({ ...good, winning: { ...good.winning, powerball: [21] } })).rejects.toMatchObject({
      statusCode: 422,
    });
    await expect(
      enter({ ...good, winning: { ...good.winning, numbers: [1, 1, 3, 4, 5, 6, 7] } }),
    ).rejects.toMatchObject({ statusCode: 422 });
    await expect(enter({ ...good, supplementary: [9] })).rejects.toMatchObject({ statusCode: 422 });
    // A national game's prizes are its declared dividends: every division needs one.
    await expect(enter({ ...good, dividends: null })).rejects.toMatchObject({
      statusCode: 422,
      fieldErrors: {
        dividends: [expect.objectContaining({ message: expect.stringContaining('9 divisions') })],
      },
    });
    const { 9: _ninth, ...eightDivisions } = dividends;
    await expect(enter({ ...good, dividends: eightDivisions })).rejects.toMatchObject({
      statusCode: 422,
      fieldErrors: { dividends: [expect.objectContaining({ message: 'Enter the dividend of division 9.' })] },
    });

    expect(await enter(good)).toEqual({ stored: true });
    expect((await drawRow(draw.drawId)).state).toBe('DRAW_DRAWN');
    // The same result again changes nothing; another one is refused.
    expect(
      await enter({
        winning: { powerball: [20], numbers: numbers(1, 2, 3, 4, 5, 6, 7) },
        supplementary: [],
        dividends,
      }),
    ).toEqual({ stored: false });
    await expect(
      enter({
        winning: { numbers: numbers(1, 2, 3, 4, 5, 6, 8), powerball: [20] },
        supplementary: [],
        dividends,
      }),
    ).rejects.toMatchObject({ statusCode: 409 });
    // Nor can the dividends change once entered.
    await expect(enter({ ...good, dividends: { ...dividends, 9: 1300 } })).rejects.toMatchObject({
      statusCode: 409,
    });
  });
});

describe('drawing a raffle', () => {
  it('commits to a seed at the close, draws the winner from it, and reveals it', async () => {
    const raffle = shop.offers.get('harbour_prize_home')!;
    const draw = raffleDraw(raffle);
    const buyers = [];
    for (let i = 0; i < 3; i++) {
      const buyer = await signUp(shop.test);
      await fundWallet(shop.test, buyer.customerId, 50_00);
      await addToCart(shop.test, buyer, raffleBody(raffle, 'tickets_5', 1, raffle.causes[0]?.key ?? null));
      buyers.push({ buyer, receipt: receiptOf(await purchase(shop.test, buyer)) });
    }
    const db = shop.test.database.db;
    const notified: unknown[] = [];
    const steps = lifecycle(notified);
    await steps.closeDueDraws(new Date(draw.stop));
    const [committed] = await db.select().from(raffleSeeds).where(eq(raffleSeeds.drawId, draw.drawId));
    expect(committed!.revealedAt).toBeNull();
    expect(committed!.seedHash).toBe(raffleSeedCommitment(committed!.seed));
    const entries = await listRaffleEntries(db, draw.drawId);
    expect((await sealOf(draw.drawId))!.entriesHash).toBe(entrySetHash(raffleEntryLines(entries)));

    // Before the draw time it is not drawn.
    await steps.drawRaffles(new Date(draw.stop));
    expect((await drawRow(draw.drawId)).state).toBe('DRAW_CLOSED');
    const drawTime = new Date(draw.date);
    const outcome = await steps.runAll(drawTime, { demoResults: false });
    expect(outcome.rafflesDrawn).toBeGreaterThanOrEqual(1);
    const [revealed] = await db.select().from(raffleSeeds).where(eq(raffleSeeds.drawId, draw.drawId));
    expect(revealed!.revealedAt).toEqual(drawTime);

    // Anyone with the revealed seed and the sold tickets gets the same winner.
    const [winner] = raffleWinningTickets(
      revealed!.seed,
      entries.map((entry) => entry.ticketNumber),
      1,
    );
    const winningOrder = entries.find((entry) => entry.ticketNumber === winner)!.orderId;
    expect(buyers.some(({ receipt }) => receipt.orders[0]!.id === winningOrder)).toBe(true);
    expect((await drawRow(draw.drawId)).state).toBe('DRAW_EMAILED');
    expect(notified).toHaveLength(1);
    expect(notified[0]).toMatchObject({ orderId: winningOrder, division: 1 });

    // Every step again: nothing changes, nobody is told twice.
    expect(await steps.runAll(drawTime, { demoResults: false })).toMatchObject({
      closed: 0,
      rafflesDrawn: 0,
      scored: 0,
      paid: 0,
      emailed: 0,
    });
    expect(notified).toHaveLength(1);
    await expectLedgerBalanced(db);
  });

  it('picks every ticket with the same chance, and repeats exactly from the seed', () => {
    const seed = 'ab'.repeat(32);
    const tickets = [3, 9, 27, 81];
    expect(raffleWinningTickets(seed, tickets, 1)).toEqual(
      raffleWinningTickets(seed, [...tickets].reverse(), 1),
    );
    expect(raffleWinningTickets(seed, tickets, 10).sort((a, b) => a - b)).toEqual(tickets);
    expect(raffleWinningTickets(seed, [], 1)).toEqual([]);
    const counts = new Map<number, number>();
    for (let i = 0; i < 4000; i++) {
      const [won] = raffleWinningTickets(i.toString(16).padStart(64, '0'), tickets, 1);
      counts.set(won!, (counts.get(won!) ?? 0) + 1);
    }
    for (const ticket of tickets) expect(counts.get(ticket)).toBeGreaterThan(850);
  });
});

describe('a sold-out raffle', () => {
  it('is capped once its last ticket sells, refused as sold out, and still closes at its stop time', async () => {
    const db = shop.test.database.db;
    const raffle = shop.offers.get('riverside_hospice_cash')!;
    const draw = raffleDraw(raffle);
    const cap = draw.drawData!.ticketCap;
    const steps = lifecycle();
    // One ticket left: nothing to cap yet.
    await db
      .update(raffleDraws)
      .set({ ticketsSold: cap - 1 })
      .where(eq(raffleDraws.drawId, draw.drawId));
    expect(await steps.capSoldOut()).toBe(0);

    const last = await signUp(shop.test);
    await fundWallet(shop.test, last.customerId, 50_00);
    await addToCart(shop.test, last, raffleBody(raffle, 'tickets_1', 1, raffle.causes[0]?.key ?? null));
    const late = await signUp(shop.test);
    await fundWallet(shop.test, late.customerId, 50_00);
    await addToCart(shop.test, late, raffleBody(raffle, 'tickets_1', 1, raffle.causes[0]?.key ?? null));
    expect((await purchase(shop.test, last)).status).toBe(201);

    expect(await steps.capSoldOut()).toBe(1);
    expect((await drawRow(draw.drawId)).state).toBe('DRAW_CAPPED');
    expect(await steps.capSoldOut()).toBe(0);
    // The shop shows it sold out, and a purchase is refused as sold out (not as closed).
    const offers = await webOffers(shop.test);
    expect(offers.get(raffle.key)!.draws[0]).toMatchObject({
      drawNo: draw.drawNo,
      purchaseStatus: 'sold_out',
    });
    const refused = await purchase(shop.test, late);
    expect(refused.status).toBe(422);
    expect(refused.raw).toContain('sold_out');
    expect(await balanceOf(shop.test, late.customerId)).toBe(50_00);

    await steps.closeDueDraws(new Date(draw.stop));
    expect((await drawRow(draw.drawId)).state).toBe('DRAW_CLOSED');
    expect(await sealOf(draw.drawId)).toMatchObject({ entriesCount: 1 });
  });
});
