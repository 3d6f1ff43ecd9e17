// A lottery draw end to end: bought, closed at the stop time, result entered through the operator API,
// scored, paid into the wallet through the ledger, the winner told, and nothing repeated on a re-run.
import { describe, expect, it } from 'vitest';
import { draws, eq, winnings } from '@fairdraw/db';
import { createDrawLifecycle } from '../src/modules/draws/lifecycle.service';
import { domainScorer } from '../src/modules/draws/scorer';
import { TEST_NOW, callAsCustomer, signUp } from './support';
import { lotteryBody, useShopApp } from './cart-support';
import { addToCart, balanceOf, fundWallet, purchase, receiptOf } from './checkout-support';
import { expectLedgerBalanced } from './ledger-audit';

const shop = useShopApp();

function lifecycle(notified: unknown[]) {
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

describe('a lottery draw from purchase to prize', () => {
  it('buys, closes, takes the operator’s result, scores, pays into the wallet and tells the winner', async () => {
    const db = shop.test.database.db;
    const ozLotto = shop.offers.get('oz_lotto')!;
    const draw = ozLotto.draws[0]!;
    const customer = await signUp(shop.test);
    await fundWallet(shop.test, customer.customerId, 10_00);
    // Two games: one matches all seven winning numbers, one matches nothing.
    const winningNumbers = [1, 2, 3, 4, 5, 6, 7];
    const body = lotteryBody(ozLotto, 1, 2);
    body.games = [
      { sets: [{ key: 'numbers', numbers: winningNumbers }] },
      { sets: [{ key: 'numbers', numbers: [20, 21, 22, 23, 24, 25, 26] }] },
    ];
    await addToCart(shop.test, customer, body);
    const [order] = receiptOf(await purchase(shop.test, customer)).orders;
    const before = await balanceOf(shop.test, customer.customerId);
    // A second buyer in the same draw: their second game has 6 winning numbers and a supplementary.
    const other = await signUp(shop.test);
    await fundWallet(shop.test, other.customerId, 10_00);
    const otherBody = lotteryBody(ozLotto, 1, 2);
    otherBody.games = [
      { sets: [{ key: 'numbers', numbers: [30, 31, 32, 33, 34, 35, 36] }] },
      { sets: [{ key: 'numbers', numbers: [1, 2, 3, 4, 5, 6, 8] }] },
    ];
    await addToCart(shop.test, other, otherBody);
    const [otherOrder] = receiptOf(await purchase(shop.test, other)).orders;
    const otherBefore = await balanceOf(shop.test, other.customerId);

    const notified: Array<{ prizeCents: number; division: number }> = [];
    const steps = lifecycle(notified);
    await steps.closeDueDraws(new Date(draw.stop));
    const operator = { authorization: `Bearer ${shop.test.env.OPS_TOKEN}` };
    const url = `/ops/draws/oz_lotto/${draw.drawNo}/results`;
    // Oz Lotto's prizes are the dividends the national operator declares, entered with the numbers.
    const dividends = {
      '1': '15000000.00',
      '2': '41234.55',
      '3': '3500',
      '4': '350.20',
      '5': '60',
      '6': '40.5',
      '7': '25.35',
    };
    const result = {
      winning: { numbers: winningNumbers },
      supplementary: [8, 9, 10],
      dividends,
      entered_by: 'Sam',
    };
    shop.test.clock.set(new Date(draw.date));
    try {
      const refused = await shop.test.app.inject({
        method: 'POST',
        url,
        payload: result,
        headers: { authorization: 'Bearer nope' },
      });
      expect(refused.statusCode).toBe(401);
      const badBody = await shop.test.app.inject({
        method: 'POST',
        url,
        payload: { winning: 7 },
        headers: operator,
      });
      expect(badBody.statusCode).toBe(400);
      const badDividend = await shop.test.app.inject({
        method: 'POST',
        url,
        payload: { ...result, dividends: { ...dividends, '2': '41,234.55' } },
        headers: operator,
      });
      expect(badDividend.statusCode).toBe(400);
      expect(badDividend.json().errors['dividends.2'][0].message).toBe('Amount must follow format e.g: 1.50');
      const { '7': _seventh, ...sixDividends } = dividends;
      const missing = await shop.test.app.inject({
        method: 'POST',
        url,
        payload: { ...result, dividends: sixDividends },
        headers: operator,
      });
      expect(missing.statusCode).toBe(422);
      expect(missing.body).toContain('Enter the dividend of division 7.');
      const entered = await shop.test.app.inject({ method: 'POST', url, payload: result, headers: operator });
      expect(entered.statusCode, entered.body).toBe(201);
      const again = await shop.test.app.inject({ method: 'POST', url, payload: result, headers: operator });
      expect(again.statusCode).toBe(200);
    } finally {
      shop.test.clock.set(TEST_NOW);
    }

    await steps.runAll(new Date(draw.date), { demoResults: false });
    expect((await drawRow(draw.drawId)).state).toBe('DRAW_EMAILED');
    const won = await db.select().from(winnings).where(eq(winnings.orderId, order!.id));
    expect(won.map((row) => [row.entry, row.division])).toEqual([[0, 1]]);
    // Division 1 pays the declared dividend, to the cent.
    expect(won[0]!.prizeCents).toBe(15_000_000_00);
    expect(await balanceOf(shop.test, customer.customerId)).toBe(before + won[0]!.prizeCents);
    // Every game of the draw is scored together; each win lands on its own order and game.
    const otherWon = await db.select().from(winnings).where(eq(winnings.orderId, otherOrder!.id));
    expect(otherWon.map((row) => [row.entry, row.division, row.prizeCents])).toEqual([[1, 2, 41_234_55]]);
    expect(await balanceOf(shop.test, other.customerId)).toBe(otherBefore + 41_234_55);
    expect(notified).toHaveLength(2);
    expect(notified).toContainEqual(expect.objectContaining({ division: 1, prizeCents: won[0]!.prizeCents }));

    // Paid once, however often the steps run.
    await steps.runAll(new Date(draw.date), { demoResults: false });
    expect(await balanceOf(shop.test, customer.customerId)).toBe(before + won[0]!.prizeCents);
    await expectLedgerBalanced(db);

    // The ticket has moved from upcoming to past.
    const past = await callAsCustomer(shop.test, customer, {
      method: 'GET',
      url: '/v2/orders?status=past_products',
    });
    expect((past.body.result as Array<{ id: string }>).map((item) => item.id)).toContain(order!.id);
  });
});
