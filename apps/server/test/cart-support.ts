// Shared helpers of the cart tests: offers as the web pricing sells them and valid item bodies.
import { afterAll, beforeAll, expect } from 'vitest';
import { cartResultSchema, type CartResult, type Draw, type ProductOffer } from '@fairdraw/contracts';
import { call, createTestApp, type TestApp } from './support';

type FieldErrors = Record<string, Array<{ code: string; message: string }>>;

export const fieldErrors = (response: { raw: string }) =>
  (JSON.parse(response.raw) as { errors?: FieldErrors }).errors ?? {};
export const cartOf = (response: { body: Record<string, unknown> }): CartResult =>
  cartResultSchema.parse(response.body.result);

export async function webOffers(test: TestApp): Promise<Map<string, ProductOffer>> {
  const response = await call(test, {
    method: 'GET',
    url: '/v2/pricing/web/product_offers?num_draws=6&clear_cache=1',
    headers: { 'x-api-version': '3.9' },
  });
  expect(response.status).toBe(200);
  const { offers } = response.body.result as { offers: ProductOffer[] };
  return new Map(offers.map((offer) => [offer.key, offer]));
}

/** Complete games for a game offer: 1..count in every played set (wire shape, snake_case keys). */
export function gamesFor(offer: ProductOffer, gameType: string, count: number) {
  const gameOffer = offer.gameTypes.find((type) => type.key === gameType)!.gameOffers[0]!;
  const sets = gameOffer.numberSets
    .filter((set) => set.key !== 'favourites')
    .map((set) => ({ key: set.key, numbers: Array.from({ length: set.count }, (_, i) => set.min + i) }));
  return { gameOffer: gameOffer.key, games: Array.from({ length: count }, () => ({ sets })) };
}

export function lotteryBody(offer: ProductOffer, numDraws: number, numGames = 2, drawNo?: number) {
  const { gameOffer, games } = gamesFor(offer, 'standard', numGames);
  return {
    product_type: numDraws > 1 ? 'multi_draw_ticket' : 'lottery_ticket',
    lottery: offer.key,
    game_type: 'standard',
    game_offer: gameOffer,
    draw_no: drawNo ?? offer.draws[0]!.drawNo,
    num_draws: numDraws,
    quickpick: false,
    games,
  };
}

export const raffleDraw = (offer: ProductOffer): Draw => offer.draws[0]!;

export function raffleBody(offer: ProductOffer, bundle: string, quantity: number, causeKey: string | null) {
  return {
    product_type: 'raffle_ticket',
    lottery: offer.key,
    game_offer: bundle,
    draw_no: raffleDraw(offer).drawNo,
    quantity,
    cause_key: causeKey,
  };
}

export async function newAnonCart(test: TestApp): Promise<string> {
  const response = await call(test, { method: 'POST', url: '/v2/anon-cart' });
  expect(response.status).toBe(201);
  expect(response.body.result).toEqual(expect.stringMatching(/^[A-Za-z0-9_-]{43}$/));
  return response.body.result as string;
}

export interface ShopApp {
  readonly test: TestApp;
  /** The web pricing's offers by key, as read when the app started. */
  readonly offers: Map<string, ProductOffer>;
}

/** A test app and its offers for the enclosing suite: opened before its tests, closed after them. */
export function useShopApp(options: Parameters<typeof createTestApp>[0] = {}): ShopApp {
  let test: TestApp | undefined;
  let offers: Map<string, ProductOffer> | undefined;
  beforeAll(async () => {
    test = await createTestApp(options);
    offers = await webOffers(test);
  });
  afterAll(async () => {
    await test?.close();
  });
  const opened = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('The test app is not open yet');
    return value;
  };
  return {
    get test() {
      return opened(test);
    },
    get offers() {
      return opened(offers);
    },
  };
}
