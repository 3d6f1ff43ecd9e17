// Shared set-up of the results tests: a Powerball draw won by one customer through an operator's
// result, a charity raffle drawn from its seed, and every other draw up to then demo-drawn.
import { beforeAll } from 'vitest';
import type { Draw, ProductOffer } from '@fairdraw/contracts';
import { createDrawLifecycle } from '../src/modules/draws/lifecycle.service';
import { domainScorer } from '../src/modules/draws/scorer';
import { call, signUp, type CustomerSession } from './support';
import { lotteryBody, raffleBody, raffleDraw, useShopApp, type ShopApp } from './cart-support';
import { addToCart, fundWallet, purchase, receiptOf } from './checkout-support';

export const RAFFLE_KEY = 'tallowood_surf_raffle';
export const POWERBALL_WINNING = { numbers: [1, 2, 3, 4, 5, 6, 7], powerball: [9] };
/** What the operator declared each Powerball division pays per winning game, in cents. */
export const POWERBALL_DIVIDENDS: Record<string, number> = {
  '1': 2_000_000_000,
  '2': 12_345_600,
  '3': 500_000,
  '4': 70_000,
  '5': 30_000,
  '6': 9_000,
  '7': 5_000,
  '8': 1_500,
  '9': 1_200,
};

/** The same dividends as the operator enters them, in dollars (an operator's results call): $150,000 for Division 1. */
export const OPERATOR_POWERBALL_DIVIDENDS = {
  1: '150000.00',
  2: '9000.00',
  3: '3000.00',
  4: '400.00',
  5: '200.00',
  6: '60.00',
  7: '40.00',
  8: '20.00',
  9: '10.00',
};

export interface ResultsWorld {
  shop: ShopApp;
  winner: CustomerSession;
  raffleBuyer: CustomerSession;
  powerballDraw: Draw;
  raffleDraw: Draw;
  raffleOffer: ProductOffer;
  /** Every draw that ends before this is drawn, scored, paid and e-mailed. */
  drawnUntil: Date;
  orderIds: string[];
  lifecycle: ReturnType<typeof createDrawLifecycle>;
}

/** GET with the results API version, at the test clock's time. */
export function getResult(shop: ShopApp, url: string) {
  return call(shop.test, { method: 'GET', url, headers: { 'x-api-version': '3.6' } });
}

export function useResultsWorld(): ResultsWorld {
  const shop = useShopApp();
  const world = { shop } as ResultsWorld;
  beforeAll(async () => {
    const powerball = shop.offers.get('powerball')!;
    const raffle = shop.offers.get(RAFFLE_KEY)!;
    world.powerballDraw = powerball.draws[0]!;
    world.raffleOffer = raffle;
    world.raffleDraw = raffleDraw(raffle);
    world.lifecycle = createDrawLifecycle({ db: shop.test.database.db, scorer: domainScorer });

    world.winner = await signUp(shop.test);
    await fundWallet(shop.test, world.winner.customerId, 20_00);
    const body = lotteryBody(powerball, 1, 2);
    body.games = [
      {
        sets: [
          { key: 'numbers', numbers: POWERBALL_WINNING.numbers },
          { key: 'powerball', numbers: [9] },
        ],
      },
      {
        sets: [
          { key: 'numbers', numbers: [20, 21, 22, 23, 24, 25, 26] },
          { key: 'powerball', numbers: [1] },
        ],
      },
    ];
    await addToCart(shop.test, world.winner, body);
    const receipt = receiptOf(await purchase(shop.test, world.winner));
    world.orderIds = receipt.orders.map((order) => order.id);

    world.raffleBuyer = await signUp(shop.test);
    await fundWallet(shop.test, world.raffleBuyer.customerId, 50_00);
    await addToCart(shop.test, world.raffleBuyer, raffleBody(raffle, 'tickets_5', 1, raffle.causes[0]!.key));
    world.orderIds.push(...receiptOf(await purchase(shop.test, world.raffleBuyer)).orders.map((o) => o.id));

    await world.lifecycle.closeDueDraws(new Date(world.powerballDraw.stop));
    await world.lifecycle.recordResult(
      {
        lotteryKey: 'powerball',
        drawNo: world.powerballDraw.drawNo,
        result: { winning: POWERBALL_WINNING, supplementary: [], dividends: POWERBALL_DIVIDENDS },
        source: 'operator',
        enteredBy: 'test',
      },
      new Date(world.powerballDraw.date),
    );
    world.drawnUntil = new Date(new Date(world.raffleDraw.date).getTime() + 60_000);
    await world.lifecycle.runAll(world.drawnUntil, { demoResults: true });
  });
  return world;
}
