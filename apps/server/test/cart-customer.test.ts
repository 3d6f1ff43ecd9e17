// Carts re-checked against the catalogue on every read, and signed-in customers' carts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, raffleDraws } from '@fairdraw/db';
import { toSnakeCase, type ProductOffer } from '@fairdraw/contracts';
import { call, callAsCustomer, createTestApp, signUp, type CustomerSession, type TestApp } from './support';
import { cartOf, lotteryBody, newAnonCart, raffleBody, raffleDraw, webOffers } from './cart-support';

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
    // A plain read prices from the catalogue this process read at most a few seconds ago (decision
    // 0058); the drop stands for those seconds passing.
    await test.cache.deletePrefix('offers:');
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
    const nextOpen = saturday.draws.find((draw) => draw.drawNo > saturday.draws[0]!.drawNo)!;
    const sent = lotteryBody(saturday, 1, 1);
    expect(cart.autoRemovedItems).toEqual([
      {
        id: closing!.id,
        reason: 'draw_closed',
        description: expect.stringMatching(/ draw \d+$/),
        // The same games, offered for the next open draw.
        replay: expect.objectContaining({
          productType: 'lottery_ticket',
          lottery: saturday.key,
          drawNo: nextOpen.drawNo,
          numDraws: 1,
          games: sent.games,
        }),
      },
    ]);
    expect(cart.cartItems.map((item) => item.id)).toEqual([staying!.id]);
    expect(cart.cartTotal.amount).toBe('2.25');

    // One click adds it back like any other item: same numbers, next draw, priced again.
    const replayed = await call(test, {
      method: 'POST',
      url: `/v2/anon-cart/${token}/items`,
      payload: toSnakeCase(cart.autoRemovedItems[0]!.replay),
    });
    expect(replayed.status).toBe(201);
    const again = cartOf(replayed).cartItems.find((item) => item.id !== staying!.id)!;
    expect(again).toMatchObject({ drawNo: nextOpen.drawNo, numGames: 1 });
    expect(cartOf(replayed).cartTotal.amount).toBe('3.00');

    const next = cartOf(await call(test, { method: 'POST', url: `/v2/anon-cart/${token}/build` }));
    expect(next.autoRemovedItems).toEqual([]);
    expect(next.cartItems).toHaveLength(2);
  });

  it('offers no replay for a raffle whose draw has closed', async () => {
    const token = await newAnonCart(test);
    const harbour = offers.get('harbour_prize_home')!;
    const added = await call(test, {
      method: 'POST',
      url: `/v2/anon-cart/${token}/items`,
      payload: raffleBody(harbour, 'tickets_5', 1, harbour.causes[0]!.key),
    });
    expect(added.status).toBe(201);
    test.clock.set(new Date(new Date(raffleDraw(harbour).stop).getTime() + 1_000));
    const after = cartOf(await call(test, { method: 'GET', url: `/v2/anon-cart/${token}` }));
    expect(after.autoRemovedItems).toHaveLength(1);
    expect(after.autoRemovedItems[0]).not.toHaveProperty('replay');
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
