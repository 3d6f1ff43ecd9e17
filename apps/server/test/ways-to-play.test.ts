// Every way to play, through the API: a System 8, a PowerHit, a boxed Lotto Strike entry, a multi-week
// entry, a PowerPik, a PowerPik System, a Super Combo and a PowerHit Super Combo are priced by the games
// they stand for, bought, scored division by division from the operator's result, paid through the
// ledger and shown on the ticket (decision 0047).
import { describe, expect, it } from 'vitest';
import { eq, winnings } from '@fairdraw/db';
import type { ProductOffer } from '@fairdraw/contracts';
import { createDrawLifecycle } from '../src/modules/draws/lifecycle.service';
import { domainScorer } from '../src/modules/draws/scorer';
import { TEST_NOW, callAsCustomer, signUp } from './support';
import { cartOf, useShopApp } from './cart-support';
import { addToCart, balanceOf, fundWallet, purchase, receiptOf } from './checkout-support';
import { expectLedgerBalanced } from './ledger-audit';

const shop = useShopApp();

const numbers = (...picks: number[]) => ({ key: 'numbers', numbers: picks });
const allPowerballs = { key: 'powerball', numbers: Array.from({ length: 20 }, (_, i) => i + 1) };

function entryBody(offer: ProductOffer, gameType: string, gameOffer: string, games: unknown[], numDraws = 1) {
  return {
    product_type: numDraws > 1 ? 'multi_draw_ticket' : 'lottery_ticket',
    lottery: offer.key,
    game_type: gameType,
    game_offer: gameOffer,
    draw_no: offer.draws[0]!.drawNo,
    num_draws: numDraws,
    quickpick: false,
    games,
  };
}

/** Dividends in cents-as-dollars for every division: Division n pays $(1000 / n), easy to add up. */
const dividends = (divisions: number) =>
  Object.fromEntries(
    Array.from({ length: divisions }, (_, i) => [String(i + 1), (1000 / (i + 1)).toFixed(2)]),
  );

async function enterResult(offer: ProductOffer, result: Record<string, unknown>) {
  const draw = offer.draws[0]!;
  const steps = createDrawLifecycle({
    db: shop.test.database.db,
    scorer: domainScorer,
    notifyWinner: async () => {},
  });
  await steps.closeDueDraws(new Date(draw.stop));
  shop.test.clock.set(new Date(draw.date));
  try {
    const entered = await shop.test.app.inject({
      method: 'POST',
      url: `/ops/draws/${offer.key}/${draw.drawNo}/results`,
      payload: { ...result, entered_by: 'Sam' },
      headers: { authorization: `Bearer ${shop.test.env.OPS_TOKEN}` },
    });
    expect(entered.statusCode, entered.body).toBe(201);
  } finally {
    shop.test.clock.set(TEST_NOW);
  }
  await steps.runAll(new Date(draw.date), { demoResults: false });
}

const wonRows = async (orderId: string) =>
  (await shop.test.database.db.select().from(winnings).where(eq(winnings.orderId, orderId)))
    .map((row) => [row.division, row.games, row.prizeCents])
    .sort((a, b) => a[0]! - b[0]!);

describe('every way to play, bought and scored', () => {
  it('prices each entry by its games, refuses a multi-week entry with the wrong draws, and scores every division', async () => {
    const saturday = shop.offers.get('saturday_lotto')!;
    const powerball = shop.offers.get('powerball')!;
    const strike = shop.offers.get('lotto_strike')!;
    const customer = await signUp(shop.test);
    await fundWallet(shop.test, customer.customerId, 300_00);

    await addToCart(
      shop.test,
      customer,
      entryBody(saturday, 'reduced_system', 'saturday_lotto_system_8', [
        { sets: [numbers(1, 2, 3, 4, 5, 6, 7, 9)] },
      ]),
    );
    await addToCart(
      shop.test,
      customer,
      entryBody(powerball, 'powerhit', 'powerball_powerhit_7', [
        { sets: [numbers(1, 2, 3, 4, 5, 20, 21), allPowerballs] },
      ]),
    );
    await addToCart(
      shop.test,
      customer,
      // Lotto Strike draws Monday, Wednesday and Saturday: all three days (a Monday-first bitmask).
      {
        ...entryBody(strike, 'strike_boxed', 'lotto_strike_boxed', [{ sets: [numbers(40, 30, 20, 10)] }]),
        day: 0b0100101,
      },
    );
    // A standard Strike game keeps its order: 10 and 20 are where they will be drawn, 40 and 30 are not.
    await addToCart(shop.test, customer, {
      ...entryBody(strike, 'strike_standard', 'lotto_strike_strike_standard', [
        { sets: [numbers(10, 20, 40, 30)] },
      ]),
      day: 0b0100101,
    });
    // Two weeks of Powerball are two draws: one draw is refused with the reason, nothing added.
    const weeks = entryBody(
      powerball,
      'deferred',
      'powerball_weeks_2',
      [{ sets: [numbers(8, 9, 10, 11, 12, 13, 14), { key: 'powerball', numbers: [3] }] }],
      2,
    );
    const oneDraw = await callAsCustomer(shop.test, customer, {
      method: 'POST',
      url: '/v2/cart/items',
      payload: { ...weeks, num_draws: 1, product_type: 'lottery_ticket' },
    });
    expect(oneDraw.status).toBe(422);
    expect(oneDraw.raw).toContain('2 weeks of Powerball play 2 draws.');
    await addToCart(shop.test, customer, weeks);
    // Powerball's own ways, all against the winning numbers 1 to 7 and the Powerball 7 entered below.
    await addToCart(
      shop.test,
      customer,
      entryBody(powerball, 'powerpik', 'powerball_powerpik_3', [
        { sets: [numbers(1, 2, 3, 4, 5, 6, 7), { key: 'powerball', numbers: [6, 7, 8] }] },
      ]),
    );
    await addToCart(
      shop.test,
      customer,
      entryBody(powerball, 'powerpik_system', 'powerball_powerpik_system_8_2', [
        { sets: [numbers(1, 2, 3, 4, 5, 6, 7, 10), { key: 'powerball', numbers: [7, 9] }] },
      ]),
    );
    await addToCart(
      shop.test,
      customer,
      entryBody(
        powerball,
        'mega_combo',
        'powerball_combo_4x8',
        [11, 12, 13, 14].map((extra) => ({
          sets: [numbers(1, 2, 3, 4, 5, 6, 7, extra), { key: 'powerball', numbers: [19] }],
        })),
      ),
    );
    const cart = await addToCart(
      shop.test,
      customer,
      entryBody(powerball, 'powerhit_super_combo', 'powerball_powerhit_combo_2', [
        { sets: [numbers(1, 2, 3, 4, 5, 6, 7), allPowerballs] },
        { sets: [numbers(1, 2, 3, 4, 5, 6, 8), allPowerballs] },
      ]),
    );

    expect(cartOf(cart).cartItems.map((item) => [item.description, item.numGames, item.total])).toEqual([
      ['Saturday Lotto: 1 System 8 entry (28 games), 1 draw', 28, { amount: '21.00', currency: 'AUD' }],
      ['Powerball: 1 PowerHit entry (20 games), 1 draw', 20, { amount: '35.00', currency: 'AUD' }],
      ['Lotto Strike: 1 Boxed entry (24 games), 1 draw', 24, { amount: '26.40', currency: 'AUD' }],
      ['Lotto Strike: 1 game, 1 draw', 1, { amount: '1.10', currency: 'AUD' }],
      ['Powerball: 1 game, 2 draws', 1, { amount: '3.50', currency: 'AUD' }],
      ['Powerball: 1 PowerPik 3 Powerballs entry (3 games), 1 draw', 3, { amount: '5.25', currency: 'AUD' }],
      [
        'Powerball: 1 System 8, 2 Powerballs entry (16 games), 1 draw',
        16,
        { amount: '28.00', currency: 'AUD' },
      ],
      ['Powerball: 4 × System 8 (32 games), 1 draw', 32, { amount: '56.00', currency: 'AUD' }],
      ['Powerball: 2 × PowerHit (40 games), 1 draw', 40, { amount: '70.00', currency: 'AUD' }],
    ]);
    const orders = receiptOf(await purchase(shop.test, customer)).orders;
    const orderOf = (key: string, gameType: string) =>
      orders.find((order) => order.lotteryKey === key && order.gameType === gameType)!.id;
    const before = await balanceOf(shop.test, customer.customerId);

    await enterResult(saturday, {
      winning: { numbers: [1, 2, 3, 4, 5, 6] },
      supplementary: [7, 8],
      dividends: dividends(6),
    });
    await enterResult(powerball, {
      winning: { numbers: [1, 2, 3, 4, 5, 6, 7], powerball: [7] },
      supplementary: [],
      dividends: dividends(9),
    });
    await enterResult(strike, {
      winning: { numbers: [10, 20, 30, 40] },
      supplementary: [],
      dividends: dividends(4),
    });

    // Worked by hand (decision 0047): the System 8 wins 1 + 6 + 6 + 15 games.
    expect(await wonRows(orderOf('saturday_lotto', 'reduced_system'))).toEqual([
      [1, 1, 1000_00],
      [2, 6, 6 * 500_00],
      [3, 6, 6 * 333_33],
      [4, 15, 15 * 250_00],
    ]);
    // The PowerHit: 5 + the Powerball once, 5 numbers in the other 19 games.
    expect(await wonRows(orderOf('powerball', 'powerhit'))).toEqual([
      [5, 1, 200_00],
      [7, 19, 19 * 142_86],
    ]);
    // Boxed Strike: of 24 orders, 1 has all four in place, 6 have two, 8 have one.
    const strikeRows = await wonRows(orderOf('lotto_strike', 'strike_boxed'));
    expect(strikeRows).toEqual([
      [1, 1, 1000_00],
      [3, 6, 6 * 333_33],
      [4, 8, 8 * 250_00],
    ]);

    // The standard Strike game: two numbers in their drawn positions, Strike 2 (Division 3).
    expect(await wonRows(orderOf('lotto_strike', 'strike_standard'))).toEqual([[3, 1, 333_33]]);
    // PowerPik: the drawn Powerball in 1 of its 3 games; the seven numbers alone in the other 2.
    expect(await wonRows(orderOf('powerball', 'powerpik'))).toEqual([
      [1, 1, 1000_00],
      [2, 2, 2 * 500_00],
    ]);
    // PowerPik System 8 with Powerballs 7 and 9: the System 8's 1 game of seven and 7 of six, with
    // the drawn Powerball (Divisions 1 and 3) and without it (Divisions 2 and 4).
    expect(await wonRows(orderOf('powerball', 'powerpik_system'))).toEqual([
      [1, 1, 1000_00],
      [2, 1, 500_00],
      [3, 7, 7 * 333_33],
      [4, 7, 7 * 250_00],
    ]);
    // Super Combo: 4 System 8 entries, each with the seven numbers but not the Powerball: per entry
    // 1 game of seven (Division 2) and 7 of six (Division 4).
    expect(await wonRows(orderOf('powerball', 'mega_combo'))).toEqual([
      ...Array.from({ length: 4 }, () => [2, 1, 500_00]),
      ...Array.from({ length: 4 }, () => [4, 7, 7 * 250_00]),
    ]);
    // PowerHit Super Combo: the first PowerHit has all seven (Division 1 once, Division 2 in its other
    // 19 games), the second six of them (Division 3 once, Division 4 nineteen times).
    expect(await wonRows(orderOf('powerball', 'powerhit_super_combo'))).toEqual([
      [1, 1, 1000_00],
      [2, 19, 19 * 500_00],
      [3, 1, 333_33],
      [4, 19, 19 * 250_00],
    ]);

    const paid = (
      await Promise.all(
        [
          ['saturday_lotto', 'reduced_system'],
          ['powerball', 'powerhit'],
          ['lotto_strike', 'strike_boxed'],
          ['lotto_strike', 'strike_standard'],
          ['powerball', 'powerpik'],
          ['powerball', 'powerpik_system'],
          ['powerball', 'mega_combo'],
          ['powerball', 'powerhit_super_combo'],
        ].map(([key, gameType]) => wonRows(orderOf(key!, gameType!))),
      )
    )
      .flat()
      .reduce((sum, row) => sum + row[2]!, 0);
    expect(await balanceOf(shop.test, customer.customerId)).toBe(before + paid);
    await expectLedgerBalanced(shop.test.database.db);

    // The ticket shows every division the entry won, with its games.
    const ticket = await callAsCustomer(shop.test, customer, {
      method: 'GET',
      url: `/v2/orders/${orderOf('saturday_lotto', 'reduced_system')}?show_details=true`,
    });
    expect(ticket.status, ticket.raw).toBe(200);
    const outcome = (
      ticket.body.result as { draws: Array<{ outcome?: { games: Array<Record<string, unknown>> } }> }
    ).draws[0]!.outcome!;
    expect(outcome.games[0]).toMatchObject({
      division: 1,
      prize: { amount: (1000 + 6 * 500 + 6 * 333.33 + 15 * 250).toFixed(2), currency: 'AUD' },
      wins: [
        { division: 1, games: 1 },
        { division: 2, games: 6 },
        { division: 3, games: 6 },
        { division: 4, games: 15 },
      ],
    });
  });
});
