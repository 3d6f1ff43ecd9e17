// A syndicate through its draw (decision 0053): members buy shares; when sales close the syndicate's
// 40 Powerball System 8 entries are picked and sealed; the operator's result scores them; each member
// gets their shares' fiftieth parts through the ledger, told once; the syndicate moves to the next draw.
import { describe, expect, it } from 'vitest';
import { draws, eq, syndicateDraws, syndicates, winnings } from '@fairdraw/db';
import type { CartGame, OrderDetail } from '@fairdraw/contracts';
import { quickPickEntries } from '@fairdraw/domain';
import { createDrawLifecycle } from '../src/modules/draws/lifecycle.service';
import { domainScorer } from '../src/modules/draws/scorer';
import { TEST_NOW, callAsCustomer, signUp } from './support';

type TestCustomer = Awaited<ReturnType<typeof signUp>>;
import { useShopApp, webOffers } from './cart-support';
import { addToCart, balanceOf, fundWallet, purchase, receiptOf } from './checkout-support';
import { expectLedgerBalanced } from './ledger-audit';

const shop = useShopApp();

const entry = (numbers: number[], powerball: number): CartGame => ({
  sets: [
    { key: 'numbers', numbers },
    { key: 'powerball', numbers: [powerball] },
  ],
});

/**
 * The entries a fixed pick gives the syndicate: entry 1 holds all seven winning numbers and the
 * Powerball, entry 2 three of them and the Powerball, and the other 38 none of them.
 */
const ENTRIES: CartGame[] = [
  entry([1, 2, 3, 4, 5, 6, 7, 8], 1),
  entry([1, 2, 3, 28, 29, 30, 31, 32], 1),
  ...Array.from({ length: 38 }, () => entry([28, 29, 30, 31, 32, 33, 34, 35], 20)),
];

const DIVIDENDS = {
  1: '1000000.00',
  2: '80000.00',
  3: '5432.10',
  4: '400.00',
  5: '150.00',
  6: '80.00',
  7: '75.00',
  8: '61.75',
  9: '13.35',
};

async function buyShares(customer: TestCustomer, shares: number) {
  const syndicate = shop.offers.get('powerball_syndicate')!;
  await addToCart(shop.test, customer, {
    product_type: 'syndicate_share',
    lottery: syndicate.key,
    draw_no: syndicate.draws[0]!.drawNo,
    quantity: shares,
  });
  const bought = await purchase(shop.test, customer);
  expect(bought.status, bought.raw).toBe(201);
  return receiptOf(bought).orders[0]!.id;
}

async function ticketOf(customer: TestCustomer, orderId: string): Promise<OrderDetail> {
  const ticket = await callAsCustomer(shop.test, customer, {
    method: 'GET',
    url: `/v2/orders/${orderId}?show_details=true`,
  });
  expect(ticket.status, ticket.raw).toBe(200);
  return ticket.body.result as OrderDetail;
}

describe('a syndicate in its draw', () => {
  it('picks its entries at the close, scores them, and pays each member their shares’ part', async () => {
    const syndicate = shop.offers.get('powerball_syndicate')!;
    const draw = syndicate.draws[0]!;
    expect(syndicate.syndicate).toMatchObject({ size: 50, sharesSold: 31 });
    const ann = await signUp(shop.test);
    const bo = await signUp(shop.test);
    await fundWallet(shop.test, ann.customerId, 100_00);
    await fundWallet(shop.test, bo.customerId, 100_00);
    const annOrder = await buyShares(ann, 2);
    const boOrder = await buyShares(bo, 3);

    // Before the close the share has no numbers yet.
    const before = await ticketOf(ann, annOrder);
    expect(before.games).toEqual([]);
    expect(before.syndicate).toEqual({ shares: 2, size: 50, picked: false });

    const told: Array<{ email: string; division: number; prizeCents: number }> = [];
    const steps = createDrawLifecycle({
      db: shop.test.database.db,
      scorer: domainScorer,
      // Draws closing before Powerball's (the other syndicates' lotteries) get ordinary quick picks.
      pickSyndicateEntries: (gameOffer, count) => {
        const sets = gameOffer.numberSets.map((set) => [set.key, set.count]);
        if (!sets.some(([key]) => key === 'powerball'))
          return quickPickEntries(gameOffer, count, Math.random);
        expect(sets).toEqual([
          ['numbers', 8],
          ['powerball', 1],
        ]);
        expect(count).toBe(40);
        return ENTRIES;
      },
      notifyWinner: async (winner) => {
        told.push(winner);
      },
    });
    await steps.closeDueDraws(new Date(draw.stop));

    // The syndicate's stock of this draw is closed at 36 of 50, and its 40 entries are on the ticket.
    const [sold] = await shop.test.database.db
      .select()
      .from(syndicateDraws)
      .where(eq(syndicateDraws.productOfferKey, syndicate.key));
    expect(sold).toMatchObject({ size: 50, sharesSold: 36 });
    const picked = await ticketOf(ann, annOrder);
    expect(picked.syndicate).toEqual({ shares: 2, size: 50, picked: true });
    expect(picked.games).toEqual(ENTRIES);

    shop.test.clock.set(new Date(draw.date));
    try {
      const entered = await shop.test.app.inject({
        method: 'POST',
        url: `/ops/draws/powerball/${draw.drawNo}/results`,
        payload: {
          winning: { numbers: [1, 2, 3, 4, 5, 6, 7], powerball: [1] },
          supplementary: [],
          dividends: DIVIDENDS,
          entered_by: 'Sam',
        },
        headers: { authorization: `Bearer ${shop.test.env.OPS_TOKEN}` },
      });
      expect(entered.statusCode, entered.body).toBe(201);
    } finally {
      shop.test.clock.set(TEST_NOW);
    }
    const annBefore = await balanceOf(shop.test, ann.customerId);
    const boBefore = await balanceOf(shop.test, bo.customerId);
    await steps.runAll(new Date(draw.date), { demoResults: false });

    // Worked by hand. Entry 1 (System 8 of 1–8, Powerball 1): the game without 8 has all seven and
    // the Powerball (Division 1 × 1); the seven without one of 1–7 have six and the Powerball
    // (Division 3 × 7). Entry 2 (1, 2, 3 and five losers, Powerball 1): the five games keeping 1, 2
    // and 3 have three and the Powerball (Division 8 × 5); the three dropping one have two
    // (Division 9 × 3). A share is 1/50 of each, rounded down to the cent:
    //   Division 1: $1,000,000.00 / 50 = $20,000.00     Division 3: 7 × $5,432.10 = $38,024.70 → $760.49
    //   Division 8: 5 × $61.75 = $308.75 → $6.17          Division 9: 3 × $13.35 = $40.05 → $0.80
    const rowsOf = async (orderId: string) =>
      (await shop.test.database.db.select().from(winnings).where(eq(winnings.orderId, orderId)))
        .map((row) => [row.entry, row.division, row.games, row.prizeCents])
        .sort((a, b) => a[0]! - b[0]! || a[1]! - b[1]!);
    expect(await rowsOf(annOrder)).toEqual([
      [0, 1, 1, 2 * 2_000_000],
      [0, 3, 7, 2 * 76_049],
      [1, 8, 5, 2 * 617],
      [1, 9, 3, 2 * 80],
    ]);
    expect(await rowsOf(boOrder)).toEqual([
      [0, 1, 1, 3 * 2_000_000],
      [0, 3, 7, 3 * 76_049],
      [1, 8, 5, 3 * 617],
      [1, 9, 3, 3 * 80],
    ]);
    const annPrize = 2 * (2_000_000 + 76_049 + 617 + 80);
    const boPrize = 3 * (2_000_000 + 76_049 + 617 + 80);
    expect(annPrize).toBe(4_153_492);
    expect(await balanceOf(shop.test, ann.customerId)).toBe(annBefore + annPrize);
    expect(await balanceOf(shop.test, bo.customerId)).toBe(boBefore + boPrize);
    await expectLedgerBalanced(shop.test.database.db);

    // Each member is told once, with the share's whole prize and its best division.
    expect(told.map(({ email, division, prizeCents }) => [email, division, prizeCents]).sort()).toEqual(
      [
        [ann.email, 1, annPrize],
        [bo.email, 1, boPrize],
      ].sort(),
    );

    // The ticket shows each entry's divisions and the share's part of them.
    const scored = await ticketOf(ann, annOrder);
    const outcome = scored.draws[0]!.outcome!;
    expect(outcome.winnings).toEqual({ amount: '41534.92', currency: 'AUD' });
    expect(outcome.games).toHaveLength(40);
    expect(outcome.games[0]).toMatchObject({
      division: 1,
      prize: { amount: '41520.98', currency: 'AUD' },
      wins: [
        { division: 1, games: 1, prize: { amount: '40000.00', currency: 'AUD' } },
        { division: 3, games: 7, prize: { amount: '1520.98', currency: 'AUD' } },
      ],
    });
    expect(outcome.games[2]).toMatchObject({ division: null, wins: [] });

    // The customer's own result of the draw scores the syndicate's entries the same way.
    const mine = await callAsCustomer(shop.test, ann, {
      method: 'GET',
      url: `/v2/draw/full_result_customer/${syndicate.key}/${draw.drawNo}`,
    });
    expect(mine.status, mine.raw).toBe(200);
    const [mineEntry] = (mine.body.result as { entries: Array<{ games: unknown[]; winnings: unknown }> })
      .entries;
    expect(mineEntry!.games).toEqual(outcome.games);
    expect(mineEntry!.winnings).toEqual({ amount: '41534.92', currency: 'AUD' });

    // Running every step again pays and tells nobody twice.
    await steps.runAll(new Date(draw.date), { demoResults: false });
    expect(await balanceOf(shop.test, ann.customerId)).toBe(annBefore + annPrize);
    expect(told).toHaveLength(2);

    // The syndicate now sells the next draw, from its first share.
    const next = (await webOffers(shop.test)).get(syndicate.key)!;
    expect(next.draws[0]!.drawNo).toBeGreaterThan(draw.drawNo);
    expect(next.syndicate).toMatchObject({ size: 50, sharesSold: 0 });
  });
});

describe('the last shares of a syndicate', () => {
  const own = useShopApp();

  it('go to one buyer when two pay for them at once, and the other is refused with nothing taken', async () => {
    const syndicate = own.offers.get('oz_lotto_syndicate')!;
    const { db } = own.test.database;
    // 28 of its 30 shares sold: 2 left.
    await db
      .update(syndicateDraws)
      .set({ sharesSold: 28 })
      .where(eq(syndicateDraws.productOfferKey, syndicate.key));
    const buyers = [await signUp(own.test), await signUp(own.test)];
    for (const buyer of buyers) {
      await fundWallet(own.test, buyer.customerId, 100_00);
      await addToCart(own.test, buyer, {
        product_type: 'syndicate_share',
        lottery: syndicate.key,
        draw_no: syndicate.draws[0]!.drawNo,
        quantity: 2,
      });
    }
    const answers = await Promise.all(buyers.map((buyer) => purchase(own.test, buyer)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422]);
    const refused = answers.find((answer) => answer.status === 422)!;
    expect(refused.raw).toContain('sold_out');
    const [sold] = await db
      .select()
      .from(syndicateDraws)
      .where(eq(syndicateDraws.productOfferKey, syndicate.key));
    expect(sold!.sharesSold).toBe(30);
    // The refused buyer still has every cent.
    const refusedBuyer = buyers[answers.indexOf(refused)]!;
    expect(await balanceOf(own.test, refusedBuyer.customerId)).toBe(100_00);
    await expectLedgerBalanced(db);
  });
});

describe('a syndicate that cannot be picked', () => {
  const own = useShopApp();

  it('keeps its draw open for the operator without holding back the other draws', async () => {
    const powerball = own.offers.get('powerball')!.draws[0]!;
    const { db } = own.test.database;
    // A syndicate naming a game offer its lottery does not sell (shares were sold in the demo).
    await db
      .update(syndicates)
      .set({
        tickets: [
          { name: 'Powerball System 99', numStandardGames: 1, numGames: 1, gameOffer: 'no_such_offer' },
        ],
      })
      .where(eq(syndicates.productOfferKey, 'powerball_syndicate'));
    const steps = createDrawLifecycle({ db, scorer: domainScorer });
    await expect(steps.closeDueDraws(new Date(powerball.stop))).rejects.toThrow('1 draw(s) could not close');
    const states = await db
      .select({ lotteryKey: draws.lotteryKey, drawNo: draws.drawNo, state: draws.state })
      .from(draws);
    expect(
      states.find((draw) => draw.lotteryKey === 'powerball' && draw.drawNo === powerball.drawNo)?.state,
    ).toBe('DRAW_OPEN');
    // Draws that stopped earlier (Saturday Lotto, with its own syndicate) closed as usual.
    const saturday = own.offers.get('saturday_lotto')!.draws[0]!;
    expect(new Date(saturday.stop).getTime()).toBeLessThan(new Date(powerball.stop).getTime());
    expect(
      states.find((draw) => draw.lotteryKey === 'saturday_lotto' && draw.drawNo === saturday.drawNo)?.state,
    ).toBe('DRAW_CLOSED');
  });
});
