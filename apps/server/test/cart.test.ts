// Anonymous carts over HTTP (shop-core §3, §4, §7 "Cart calls"): carts by token and the domain rules on
// adding. The re-check on read and signed-in carts are in cart-customer.test.ts. Runs on PGlite, or
// PostgreSQL when DATABASE_URL is set.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carts, eq } from '@fairdraw/db';
import { CART_MAX_ITEMS } from '@fairdraw/contracts';
import type { ProductOffer } from '@fairdraw/contracts';
import { call, createTestApp, type TestApp } from './support';
import {
  cartOf,
  fieldErrors,
  lotteryBody,
  newAnonCart,
  raffleBody,
  raffleDraw,
  webOffers,
} from './cart-support';

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

  it('holds at most 50 items: the next add is refused as cart_full and changes nothing', async () => {
    const token = await newAnonCart(test);
    const add = () =>
      call(test, { method: 'POST', url: `/v2/anon-cart/${token}/items`, payload: lotteryBody(saturday, 1) });
    for (let added = 0; added < CART_MAX_ITEMS; added++) expect((await add()).status).toBe(201);
    const full = cartOf(await call(test, { method: 'GET', url: `/v2/anon-cart/${token}` }));
    const stored = () => test.database.db.select().from(carts).where(eq(carts.id, full.cartReference));
    const [before] = await stored();
    const refused = await add();
    expect(refused.status).toBe(422);
    expect(fieldErrors(refused).general).toEqual([
      expect.objectContaining({ code: 'cart_full', message: expect.stringContaining('50') }),
    ]);
    const got = await call(test, { method: 'GET', url: `/v2/anon-cart/${token}` });
    expect(cartOf(got).cartItems).toHaveLength(CART_MAX_ITEMS);
    const [after] = await stored();
    expect(after?.updatedAt).toEqual(before?.updatedAt);
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

  it('buys only the games with numbers played: a game with nothing to play is neither stored nor priced', async () => {
    const token = await newAnonCart(test);
    const url = `/v2/anon-cart/${token}/items`;
    const body = lotteryBody(saturday, 1, 2);
    // The wire has no empty set; a game holding only a Favourites pool plays no numbers at all.
    const empty = { sets: body.games[0]!.sets.map((set) => ({ key: set.key, numbers: [] })) };
    expect((await call(test, { method: 'POST', url, payload: { ...body, games: [empty] } })).status).toBe(
      400,
    );
    const poolOnly = { sets: [{ key: 'favourites', numbers: [4, 8] }] };
    const added = await call(test, {
      method: 'POST',
      url,
      payload: { ...body, games: [poolOnly, ...body.games] },
    });
    expect(added.status).toBe(201);
    expect(cartOf(added).cartItems).toEqual([expect.objectContaining({ numGames: 2 })]);
    expect(cartOf(added).cartTotal.amount).toBe('1.50');

    const nothingPlayed = await call(test, { method: 'POST', url, payload: { ...body, games: [poolOnly] } });
    expect(nothingPlayed.status).toBe(422);
    expect(fieldErrors(nothingPlayed).games?.[0]?.code).toBe('too_few_games');
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
