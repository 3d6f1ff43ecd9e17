// Carts over HTTP (shop-core §3, §4, §7 "Cart calls"): anonymous carts by token, the signed-in
// customer's cart, the domain rules on adding, and the re-check of every item on each read. Runs on
// PGlite, or PostgreSQL when DATABASE_URL is set.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carts, eq, raffleDraws } from '@fairdraw/db';
import { cartResultSchema, type CartResult, type Draw, type ProductOffer } from '@fairdraw/contracts';
import { call, callAsCustomer, createTestApp, signUp, type CustomerSession, type TestApp } from './support';

type FieldErrors = Record<string, Array<{ code: string; message: string }>>;
const fieldErrors = (response: { raw: string }) =>
  (JSON.parse(response.raw) as { errors?: FieldErrors }).errors ?? {};
const cartOf = (response: { body: Record<string, unknown> }): CartResult =>
  cartResultSchema.parse(response.body.result);

async function webOffers(test: TestApp): Promise<Map<string, ProductOffer>> {
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
function gamesFor(offer: ProductOffer, gameType: string, count: number) {
  const gameOffer = offer.gameTypes.find((type) => type.key === gameType)!.gameOffers[0]!;
  const sets = gameOffer.numberSets
    .filter((set) => set.key !== 'favourites')
    .map((set) => ({ key: set.key, numbers: Array.from({ length: set.count }, (_, i) => set.min + i) }));
  return { gameOffer: gameOffer.key, games: Array.from({ length: count }, () => ({ sets })) };
}

function lotteryBody(offer: ProductOffer, numDraws: number, numGames = 2, drawNo?: number) {
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

const raffleDraw = (offer: ProductOffer): Draw => offer.draws[0]!;

function raffleBody(offer: ProductOffer, bundle: string, quantity: number, causeKey: string | null) {
  return {
    product_type: 'raffle_ticket',
    lottery: offer.key,
    game_offer: bundle,
    draw_no: raffleDraw(offer).drawNo,
    quantity,
    cause_key: causeKey,
  };
}

async function newAnonCart(test: TestApp): Promise<string> {
  const response = await call(test, { method: 'POST', url: '/v2/anon-cart' });
  expect(response.status).toBe(201);
  expect(response.body.result).toEqual(expect.stringMatching(/^[A-Za-z0-9_-]{43}$/));
  return response.body.result as string;
}

describe('anonymous carts', () => {
  let test: TestApp;
  let offers: Map<string, ProductOffer>;
  let saturday: ProductOffer;
  beforeAll(async () => {
    test = await createTestApp();
    offers = await webOffers(test);
    saturday = offers.get('saturday_lotto')!;
  });
  afterAll(async () => {
    await test.close();
  });

  it('creates a cart whose token is never stored, and reads it empty', async () => {
    const token = await newAnonCart(test);
    const rows = await test.database.db.select().from(carts);
    expect(rows.some((row) => row.anonTokenHash === token)).toBe(false);
    for (const url of [`/v2/anon-cart/${token}`]) {
      const response = await call(test, { method: 'GET', url });
      expect(response.status).toBe(200);
      expect(response.raw).toContain('"blocked_reasons":[]');
      expect(cartOf(response)).toMatchObject({
        cartItems: [],
        autoRemovedItems: [],
        cartTotal: { amount: '0.00', currency: 'AUD' },
        preOrderTotal: { amount: '0.00', currency: 'AUD' },
        requiresUnattendedPaymentMethod: false,
        blockedReasons: [],
        showRegulation: false,
      });
    }
    const built = await call(test, { method: 'POST', url: `/v2/anon-cart/${token}/build` });
    expect(built.status).toBe(200);
  });

  it('answers 404 for a token that is not a cart, on every call', async () => {
    const token = 'not-a-cart-token';
    const id = '00000000-0000-4000-8000-000000000000';
    const responses = await Promise.all([
      call(test, { method: 'GET', url: `/v2/anon-cart/${token}` }),
      call(test, { method: 'POST', url: `/v2/anon-cart/${token}/build` }),
      call(test, { method: 'POST', url: `/v2/anon-cart/${token}/items`, payload: lotteryBody(saturday, 1) }),
      call(test, { method: 'PUT', url: `/v2/anon-cart/${token}/items/${id}`, payload: { quantity: 2 } }),
      call(test, { method: 'DELETE', url: `/v2/anon-cart/${token}/items/${id}` }),
    ]);
    for (const response of responses) {
      expect(response.status).toBe(404);
      expect(response.body.error).toMatchObject({ code: 'not_found' });
    }
  });

  it('adds, updates and deletes items, pricing them on the server whatever the client sends', async () => {
    const token = await newAnonCart(test);
    const added = await call(test, {
      method: 'POST',
      url: `/v2/anon-cart/${token}/items`,
      payload: {
        ...lotteryBody(saturday, 3, 2),
        unit_price: { amount: '0.01', currency: 'AUD' },
        total: '0.01',
      },
    });
    expect(added.status).toBe(201);
    const cart = cartOf(added);
    expect(cart.cartItems).toHaveLength(1);
    const item = cart.cartItems[0]!;
    // 2 games × $0.75 × 3 draws.
    expect(item).toMatchObject({
      productType: 'multi_draw_ticket',
      lotteryKey: 'saturday_lotto',
      drawNo: saturday.draws[0]!.drawNo,
      drawDate: saturday.draws[0]!.date,
      numDraws: 3,
      numGames: 2,
      quantity: 1,
      unitPrice: { amount: '4.50', currency: 'AUD' },
      total: { amount: '4.50', currency: 'AUD' },
    });
    expect(item.description).toContain('Saturday Lotto');
    expect(cart.cartTotal).toEqual({ amount: '4.50', currency: 'AUD' });
    expect(cart.showRegulation).toBe(true);

    const updated = await call(test, {
      method: 'PUT',
      url: `/v2/anon-cart/${token}/items/${item.id}`,
      payload: { num_draws: 1 },
    });
    expect(updated.status).toBe(200);
    expect(cartOf(updated).cartItems[0]).toMatchObject({
      productType: 'lottery_ticket',
      numDraws: 1,
      total: { amount: '1.50', currency: 'AUD' },
    });
    const lotteryQuantity = await call(test, {
      method: 'PUT',
      url: `/v2/anon-cart/${token}/items/${item.id}`,
      payload: { quantity: 3 },
    });
    expect(lotteryQuantity.status).toBe(422);
    expect(fieldErrors(lotteryQuantity).quantity).toBeDefined();

    const got = await call(test, { method: 'GET', url: `/v2/anon-cart/${token}` });
    expect(cartOf(got).cartTotal.amount).toBe('1.50');

    const deleted = await call(test, { method: 'DELETE', url: `/v2/anon-cart/${token}/items/${item.id}` });
    expect(deleted.status).toBe(200);
    expect(cartOf(deleted).cartItems).toEqual([]);
    const again = await call(test, { method: 'DELETE', url: `/v2/anon-cart/${token}/items/${item.id}` });
    expect(again.status).toBe(404);
    const notAnId = await call(test, { method: 'DELETE', url: `/v2/anon-cart/${token}/items/abc` });
    expect(notAnId.status).toBe(404);
  });

  it('answers bad bodies with field errors, never a 500', async () => {
    const token = await newAnonCart(test);
    const url = `/v2/anon-cart/${token}/items`;
    const good = lotteryBody(saturday, 1);
    const cases: Array<[unknown, string]> = [
      [{}, 'product_type'],
      [{ ...good, product_type: 'mystery' }, 'product_type'],
      [{ ...good, num_draws: 'lots' }, 'num_draws'],
      [{ ...good, draw_no: -4 }, 'draw_no'],
      [{ ...good, games: [] }, 'games'],
      [{ ...good, lottery: 'drop table;' }, 'lottery'],
      [{ ...raffleBody(offers.get('harbour_prize_home')!, 'tickets_1', 0, null) }, 'quantity'],
    ];
    for (const [payload, field] of cases) {
      const response = await call(test, { method: 'POST', url, payload: payload as Record<string, unknown> });
      expect(response.status, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(fieldErrors(response)), JSON.stringify(payload)).toContain(field);
    }
    const notJson = await call(test, {
      method: 'POST',
      url,
      payload: '{"product_type":',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.status).toBe(400);
    const badUpdate = await call(test, {
      method: 'PUT',
      url: `/v2/anon-cart/${token}/items/00000000-0000-4000-8000-000000000000`,
      payload: { quantity: 'two' },
    });
    expect(badUpdate.status).toBe(400);
    expect(fieldErrors(badUpdate).quantity).toBeDefined();
    const incomplete = lotteryBody(saturday, 1);
    incomplete.games[0] = { sets: [{ key: 'numbers', numbers: [1, 2, 3] }] };
    const refused = await call(test, { method: 'POST', url, payload: incomplete });
    expect(refused.status).toBe(422);
    expect(fieldErrors(refused).games?.[0]?.code).toBe('incomplete_games');
  });

  it('refuses a closed draw, a missing cause and more raffle tickets than are left (422)', async () => {
    const token = await newAnonCart(test);
    const url = `/v2/anon-cart/${token}/items`;
    const closedNo = saturday.draws[0]!.drawNo - 1;
    const closed = await call(test, { method: 'POST', url, payload: lotteryBody(saturday, 1, 2, closedNo) });
    expect(closed.status).toBe(422);
    expect(fieldErrors(closed).draw_no).toEqual([
      { code: 'no_draw', message: `Draw ${closedNo} has closed.` },
    ]);
    expect(closed.body.messages).toEqual([
      expect.objectContaining({ level: 'error', message: `Draw ${closedNo} has closed.` }),
    ]);

    const harbour = offers.get('harbour_prize_home')!;
    const noCause = await call(test, {
      method: 'POST',
      url,
      payload: raffleBody(harbour, 'tickets_5', 1, null),
    });
    expect(noCause.status).toBe(422);
    expect(fieldErrors(noCause).cause_key?.[0]?.message).toBe('Choose a cause to support.');

    const tallowood = offers.get('tallowood_surf_raffle')!;
    const data = raffleDraw(tallowood).drawData!;
    const left = data.ticketCap - data.ticketsSold;
    const cause = tallowood.causes[0]!.key;
    const tooMany = await call(test, {
      method: 'POST',
      url,
      payload: raffleBody(tallowood, 'tickets_12', Math.ceil((left + 1) / 12), cause),
    });
    expect(tooMany.status).toBe(422);
    expect(fieldErrors(tooMany).quantity?.[0]?.message).toBe(`Only ${left} tickets are left.`);

    const cart = await call(test, { method: 'GET', url: `/v2/anon-cart/${token}` });
    expect(cartOf(cart).cartItems).toEqual([]);
  });

  it('prices raffle bundles and syndicate shares from the catalogue', async () => {
    const token = await newAnonCart(test);
    const url = `/v2/anon-cart/${token}/items`;
    const harbour = offers.get('harbour_prize_home')!;
    const raffle = await call(test, {
      method: 'POST',
      url,
      payload: { ...raffleBody(harbour, 'tickets_5', 2, harbour.causes[0]!.key), price: '0.01' },
    });
    expect(raffle.status).toBe(201);
    expect(cartOf(raffle).cartItems[0]).toMatchObject({
      productType: 'raffle_ticket',
      gameOffer: 'tickets_5',
      quantity: 2,
      numGames: 10,
      unitPrice: { amount: '20.00' },
      total: { amount: '40.00' },
    });
    const syndicate = [...offers.values()].find((offer) => offer.type === 'syndicate_share')!;
    const shares = await call(test, {
      method: 'POST',
      url,
      payload: {
        product_type: 'syndicate_share',
        lottery: syndicate.key,
        draw_no: syndicate.draws[0]!.drawNo,
        quantity: 2,
      },
    });
    expect(shares.status).toBe(201);
    const cost = Number(syndicate.syndicate!.costPerShare.amount.replace('.', ''));
    const cart = cartOf(shares);
    expect(cart.cartItems[1]).toMatchObject({ productType: 'syndicate_share', quantity: 2 });
    expect(cart.cartItems[1]!.total.amount).toBe(((cost * 2) / 100).toFixed(2));
    expect(cart.cartTotal.amount).toBe(((4000 + cost * 2) / 100).toFixed(2));
  });
});

describe('re-checking items on read', () => {
  let test: TestApp;
  let offers: Map<string, ProductOffer>;
  beforeAll(async () => {
    test = await createTestApp();
    offers = await webOffers(test);
  });
  afterAll(async () => {
    await test.close();
  });

  it('blocks raffle tickets once fewer are left than the item holds', async () => {
    const token = await newAnonCart(test);
    const tallowood = offers.get('tallowood_surf_raffle')!;
    const draw = raffleDraw(tallowood);
    const added = await call(test, {
      method: 'POST',
      url: `/v2/anon-cart/${token}/items`,
      payload: raffleBody(tallowood, 'tickets_1', 3, tallowood.causes[0]!.key),
    });
    expect(added.status).toBe(201);
    const itemId = cartOf(added).cartItems[0]!.id;
    expect(cartOf(added).blockedReasons).toEqual([]);

    await test.database.db
      .update(raffleDraws)
      .set({ ticketsSold: draw.drawData!.ticketCap - 1 })
      .where(eq(raffleDraws.drawId, draw.drawId));
    const built = await call(test, { method: 'POST', url: `/v2/anon-cart/${token}/build` });
    expect(built.status).toBe(200);
    expect(cartOf(built).blockedReasons).toEqual([
      { itemId, reason: 'sold_out', message: 'Only 1 ticket is left.' },
    ]);
    expect(built.raw).toContain('"blocked_reasons":[{"item_id"');

    await test.database.db
      .update(raffleDraws)
      .set({ ticketsSold: draw.drawData!.ticketCap })
      .where(eq(raffleDraws.drawId, draw.drawId));
    const soldOut = await call(test, { method: 'GET', url: `/v2/anon-cart/${token}` });
    expect(cartOf(soldOut).blockedReasons).toEqual([
      { itemId, reason: 'sold_out', message: 'This raffle has sold out.' },
    ]);
    expect(cartOf(soldOut).cartItems).toHaveLength(1);
  });

  it('takes out an item once its draw stops selling, and says why once', async () => {
    const token = await newAnonCart(test);
    const saturday = offers.get('saturday_lotto')!;
    const later = saturday.draws[1]!;
    const first = await call(test, {
      method: 'POST',
      url: `/v2/anon-cart/${token}/items`,
      payload: lotteryBody(saturday, 1, 1),
    });
    const second = await call(test, {
      method: 'POST',
      url: `/v2/anon-cart/${token}/items`,
      payload: lotteryBody(saturday, 1, 3, later.drawNo),
    });
    expect(second.status).toBe(201);
    const [closing, staying] = cartOf(second).cartItems;

    test.clock.set(new Date(new Date(saturday.draws[0]!.stop).getTime() + 1_000));
    const after = await call(test, { method: 'GET', url: `/v2/anon-cart/${token}` });
    expect(first.status).toBe(201);
    const cart = cartOf(after);
    expect(cart.autoRemovedItems).toEqual([{ id: closing!.id, reason: 'draw_closed' }]);
    expect(cart.cartItems.map((item) => item.id)).toEqual([staying!.id]);
    expect(cart.cartTotal.amount).toBe('2.25');

    const next = cartOf(await call(test, { method: 'POST', url: `/v2/anon-cart/${token}/build` }));
    expect(next.autoRemovedItems).toEqual([]);
    expect(next.cartItems).toHaveLength(1);
  });
});

describe('signed-in carts', () => {
  let test: TestApp;
  let offers: Map<string, ProductOffer>;
  let ada: CustomerSession;
  let grace: CustomerSession;
  beforeAll(async () => {
    test = await createTestApp();
    offers = await webOffers(test);
    ada = await signUp(test);
    grace = await signUp(test);
  });
  afterAll(async () => {
    await test.close();
  });

  it('needs a signed-in customer', async () => {
    for (const [method, url] of [
      ['GET', '/v2/cart/items'],
      ['POST', '/v2/cart/items'],
      ['POST', '/v2/cart/build'],
      ['DELETE', '/v2/cart/items/00000000-0000-4000-8000-000000000000'],
    ] as const) {
      const response = await call(test, { method, url, ...(method === 'POST' ? { payload: {} } : {}) });
      expect(response.status, url).toBe(401);
    }
    const token = await newAnonCart(test);
    const convert = await call(test, { method: 'POST', url: `/v2/anon-cart/${token}/convert` });
    expect(convert.status).toBe(401);
  });

  it("keeps each customer's cart to themselves", async () => {
    const empty = await callAsCustomer(test, ada, { method: 'GET', url: '/v2/cart/items' });
    expect(empty.status).toBe(200);
    expect(cartOf(empty).cartItems).toEqual([]);

    const added = await callAsCustomer(test, ada, {
      method: 'POST',
      url: '/v2/cart/items',
      payload: lotteryBody(offers.get('saturday_lotto')!, 2, 4),
    });
    expect(added.status).toBe(201);
    const item = cartOf(added).cartItems[0]!;
    expect(item.total.amount).toBe('6.00');

    const theirs = await Promise.all([
      callAsCustomer(test, grace, {
        method: 'PUT',
        url: `/v2/cart/items/${item.id}`,
        payload: { num_draws: 1 },
      }),
      callAsCustomer(test, grace, { method: 'DELETE', url: `/v2/cart/items/${item.id}` }),
    ]);
    for (const response of theirs) expect(response.status).toBe(404);
    const graceCart = await callAsCustomer(test, grace, { method: 'POST', url: '/v2/cart/build' });
    expect(cartOf(graceCart).cartItems).toEqual([]);
    expect(cartOf(graceCart).cartReference).not.toBe(cartOf(added).cartReference);

    const mine = await callAsCustomer(test, ada, {
      method: 'PUT',
      url: `/v2/cart/items/${item.id}`,
      payload: { num_draws: 3 },
    });
    expect(mine.status).toBe(200);
    expect(cartOf(mine).cartItems[0]!.total.amount).toBe('9.00');
    const removed = await callAsCustomer(test, ada, { method: 'DELETE', url: `/v2/cart/items/${item.id}` });
    expect(cartOf(removed).cartItems).toEqual([]);
  });

  it('converts an anonymous cart into the customer cart once, and ends the token', async () => {
    const harbour = offers.get('harbour_prize_home')!;
    const token = await newAnonCart(test);
    await call(test, {
      method: 'POST',
      url: `/v2/anon-cart/${token}/items`,
      payload: raffleBody(harbour, 'tickets_1', 2, harbour.causes[0]!.key),
    });
    await callAsCustomer(test, grace, {
      method: 'POST',
      url: '/v2/cart/items',
      payload: lotteryBody(offers.get('saturday_lotto')!, 1, 2),
    });

    const converted = await callAsCustomer(test, grace, {
      method: 'POST',
      url: `/v2/anon-cart/${token}/convert`,
    });
    expect(converted.status).toBe(200);
    const cart = cartOf(converted);
    expect(cart.cartItems.map((item) => item.productType).sort()).toEqual([
      'lottery_ticket',
      'raffle_ticket',
    ]);
    expect(cart.cartTotal.amount).toBe('11.50');

    expect((await call(test, { method: 'GET', url: `/v2/anon-cart/${token}` })).status).toBe(404);
    const repeated = await callAsCustomer(test, grace, {
      method: 'POST',
      url: `/v2/anon-cart/${token}/convert`,
    });
    expect(repeated.status).toBe(200);
    expect(cartOf(repeated).cartItems).toHaveLength(2);
    const mine = await callAsCustomer(test, grace, { method: 'GET', url: '/v2/cart/items' });
    expect(cartOf(mine)).toEqual(cart);
  });
});
