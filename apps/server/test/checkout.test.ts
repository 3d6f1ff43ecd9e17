// Paying for a cart from the wallet: receipts, tickets in draws, stock, replays and every refusal.
import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { checkouts, draws, eq, raffleDraws, syndicateDraws } from '@fairdraw/db';
import { orderDetailSchema, orderSummarySchema } from '@fairdraw/contracts';
import { TEST_NOW, callAsCustomer, signUp, type CustomerSession } from './support';
import { cartOf, fieldErrors, lotteryBody, raffleBody, raffleDraw, useShopApp } from './cart-support';
import { addToCart, balanceOf, fundWallet, purchase, receiptOf } from './checkout-support';
import { expectLedgerBalanced } from './ledger-audit';

const shop = useShopApp();

async function fundedCustomer(cents: number): Promise<CustomerSession> {
  const customer = await signUp(shop.test);
  await fundWallet(shop.test, customer.customerId, cents);
  return customer;
}

const cartItems = async (customer: CustomerSession) =>
  cartOf(await callAsCustomer(shop.test, customer, { method: 'GET', url: '/v2/cart/items' })).cartItems;

const ticketsSold = async (drawId: string) =>
  (await shop.test.database.db.select().from(raffleDraws).where(eq(raffleDraws.drawId, drawId)))[0]!
    .ticketsSold;

describe('buying a cart', () => {
  it('enters a multi-draw ticket and raffle tickets, debits the wallet once and empties the cart', async () => {
    const customer = await fundedCustomer(50_00);
    const saturday = shop.offers.get('saturday_lotto')!;
    const tallowood = shop.offers.get('tallowood_surf_raffle')!;
    const draw = raffleDraw(tallowood);
    const soldBefore = await ticketsSold(draw.drawId);
    await addToCart(shop.test, customer, lotteryBody(saturday, 3, 2));
    const added = await addToCart(
      shop.test,
      customer,
      raffleBody(tallowood, 'tickets_5', 1, tallowood.causes[0]!.key),
    );
    const cart = cartOf(added);
    expect(cart.cartTotal.amount).toBe('24.50'); // 2 games × 3 draws × $0.75 + 5 tickets for $20

    const bought = await purchase(shop.test, customer, {
      payload: { purchase_data: { payment_method: 'wallet' }, expected_total: cart.cartTotal },
    });
    expect(bought.status, bought.raw).toBe(201);
    const receipt = receiptOf(bought);
    expect(receipt.total).toEqual({ amount: '24.50', currency: 'AUD' });
    expect(receipt.balanceAfter.amount).toBe('25.50');
    expect(receipt.orders.map((order) => [order.productType, order.lotteryKey, order.total.amount])).toEqual([
      ['multi_draw_ticket', 'saturday_lotto', '4.50'],
      ['raffle_ticket', 'tallowood_surf_raffle', '20.00'],
    ]);
    expect(receipt.trackingData.products).toHaveLength(2);
    expect(await balanceOf(shop.test, customer.customerId)).toBe(25_50);
    expect(await cartItems(customer)).toEqual([]);
    expect(await ticketsSold(draw.drawId)).toBe(soldBefore + 5);

    // The header balance comes from GET /customer: it has dropped.
    const me = await callAsCustomer(shop.test, customer, { method: 'GET', url: '/v2/customer' });
    expect((me.body.result as { balance: { amount: string } }).balance.amount).toBe('25.50');

    const again = await callAsCustomer(shop.test, customer, {
      method: 'GET',
      url: `/v2/checkout/${receipt.checkoutId}`,
      headers: { 'x-api-version': '3.4' },
    });
    expect(again.status).toBe(200);
    expect(receiptOf(again)).toEqual(receipt);

    const [lotteryOrder, raffleOrder] = receipt.orders;
    const ticket = orderDetailSchema.parse(
      (
        await callAsCustomer(shop.test, customer, {
          method: 'GET',
          url: `/v2/orders/${lotteryOrder!.id}?show_details=true`,
        })
      ).body.result,
    );
    expect(ticket.draws.map((entry) => entry.drawNo)).toEqual(
      saturday.draws.slice(0, 3).map((d) => d.drawNo),
    );
    expect(ticket.draws.every((entry) => entry.state === 'DRAW_OPEN')).toBe(true);
    expect(ticket.games).toHaveLength(2);
    expect(ticket.raffleTicketNumbers).toEqual([]);

    const raffle = orderDetailSchema.parse(
      (await callAsCustomer(shop.test, customer, { method: 'GET', url: `/v2/orders/${raffleOrder!.id}` }))
        .body.result,
    );
    expect(raffle.raffleTicketNumbers).toEqual([1, 2, 3, 4, 5].map((n) => soldBefore + n));
    expect(raffle.causeKey).toBe(tallowood.causes[0]!.key);
    await expectLedgerBalanced(shop.test.database.db);
  });

  it('lists upcoming tickets ten to a page, soonest draw first, with the total', async () => {
    const customer = await fundedCustomer(100_00);
    const saturday = shop.offers.get('saturday_lotto')!;
    // Twelve tickets, bought latest draw first, so "soonest first" is not just purchase order.
    for (const draw of [...saturday.draws].reverse().concat(saturday.draws).slice(0, 12)) {
      await addToCart(shop.test, customer, lotteryBody(saturday, 1, 1, draw.drawNo));
    }
    expect((await purchase(shop.test, customer)).status).toBe(201);

    const first = await callAsCustomer(shop.test, customer, {
      method: 'GET',
      url: '/v2/orders?status=upcoming_products&limit=10&offset=0',
    });
    expect(first.status).toBe(200);
    expect(first.body.pageInfo).toEqual({ limit: 10, offset: 0, total: 12 });
    const page = orderSummarySchema.array().parse(first.body.result);
    expect(page).toHaveLength(10);
    const dates = page.map((order) => order.drawDate);
    expect(dates).toEqual([...dates].sort());
    const second = await callAsCustomer(shop.test, customer, {
      method: 'GET',
      url: '/v2/orders?status=upcoming_products&limit=10&offset=10',
    });
    expect(orderSummarySchema.array().parse(second.body.result)).toHaveLength(2);
    const past = await callAsCustomer(shop.test, customer, {
      method: 'GET',
      url: '/v2/orders?status=past_products',
    });
    expect(past.body.result).toEqual([]);
    expect(past.body.pageInfo).toEqual({ limit: 10, offset: 0, total: 0 });
  });

  it('shows a multi-draw ticket by its next draw once the first is drawn, and as past after the last', async () => {
    const customer = await fundedCustomer(10_00);
    const saturday = shop.offers.get('saturday_lotto')!;
    await addToCart(shop.test, customer, lotteryBody(saturday, 2, 1));
    const [order] = receiptOf(await purchase(shop.test, customer)).orders;
    const [first, second] = saturday.draws;
    const list = async (status: string) =>
      orderSummarySchema
        .array()
        .parse(
          (await callAsCustomer(shop.test, customer, { method: 'GET', url: `/v2/orders?status=${status}` }))
            .body.result,
        );
    const setState = (drawId: string, state: 'DRAW_DRAWN' | 'DRAW_OPEN') =>
      shop.test.database.db.update(draws).set({ state }).where(eq(draws.id, drawId));

    expect((await list('upcoming_products'))[0]).toMatchObject({ id: order!.id, nextDrawDate: first!.date });
    await setState(first!.drawId, 'DRAW_DRAWN');
    try {
      expect((await list('upcoming_products'))[0]).toMatchObject({
        drawDate: first!.date,
        nextDrawDate: second!.date,
        status: 'upcoming',
      });
      await setState(second!.drawId, 'DRAW_DRAWN');
      expect(await list('upcoming_products')).toEqual([]);
      expect((await list('past_products'))[0]).toMatchObject({
        id: order!.id,
        nextDrawDate: null,
        status: 'past',
      });
    } finally {
      await setState(first!.drawId, 'DRAW_OPEN');
      await setState(second!.drawId, 'DRAW_OPEN');
    }
  });

  it('enters a ticket for chosen days only in draws on those days', async () => {
    const customer = await fundedCustomer(10_00);
    const mondayWednesday = shop.offers.get('monday_wednesday_lotto')!;
    const firstWednesday = mondayWednesday.draws.find((draw) => draw.day === 'wednesday')!;
    // Monday-first bitmask: Wednesday is bit 2.
    await addToCart(shop.test, customer, {
      ...lotteryBody(mondayWednesday, 3, 1, firstWednesday.drawNo),
      day: 4,
    });
    const [order] = receiptOf(await purchase(shop.test, customer)).orders;
    const detail = orderDetailSchema.parse(
      (await callAsCustomer(shop.test, customer, { method: 'GET', url: `/v2/orders/${order!.id}` })).body
        .result,
    );
    expect(detail.draws).toHaveLength(3);
    expect(detail.draws[0]!.drawNo).toBe(firstWednesday.drawNo);
    expect(
      detail.draws.map((draw) =>
        new Date(draw.drawDate).toLocaleDateString('en-AU', {
          weekday: 'long',
          timeZone: 'Australia/Sydney',
        }),
      ),
    ).toEqual(['Wednesday', 'Wednesday', 'Wednesday']);
  });

  it('sells syndicate shares from the stock of the syndicate’s draw', async () => {
    const customer = await fundedCustomer(100_00);
    const syndicate = shop.offers.get('saturday_lotto_syndicate')!;
    const sharesSold = async () =>
      (
        await shop.test.database.db
          .select({ sold: syndicateDraws.sharesSold })
          .from(syndicateDraws)
          .where(eq(syndicateDraws.productOfferKey, syndicate.key))
      ).reduce((sum, row) => sum + row.sold, 0);
    const before = await sharesSold();
    expect(before).toBe(syndicate.syndicate!.sharesSold);
    await addToCart(shop.test, customer, {
      product_type: 'syndicate_share',
      lottery: syndicate.key,
      draw_no: syndicate.draws[0]!.drawNo,
      quantity: 2,
    });
    const bought = await purchase(shop.test, customer);
    expect(bought.status, bought.raw).toBe(201);
    expect(receiptOf(bought).orders[0]).toMatchObject({ productType: 'syndicate_share', quantity: 2 });
    expect(await sharesSold()).toBe(before + 2);
  });
});

describe('idempotent purchases', () => {
  it('answers a repeated key with the first receipt and takes the money once', async () => {
    const customer = await fundedCustomer(10_00);
    const saturday = shop.offers.get('saturday_lotto')!;
    await addToCart(shop.test, customer, lotteryBody(saturday, 1, 4));
    const key = randomUUID();
    const first = await purchase(shop.test, customer, { key });
    expect(first.status).toBe(201);
    // Something new in the cart must not be bought by the replay.
    await addToCart(shop.test, customer, lotteryBody(saturday, 1, 1));
    const replay = await purchase(shop.test, customer, { key });
    expect(replay.status).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(receiptOf(replay)).toEqual(receiptOf(first));
    expect(await balanceOf(shop.test, customer.customerId)).toBe(10_00 - 3_00);
    expect(await cartItems(customer)).toHaveLength(1);
  });

  it('refuses the same key with another body (409) and changes nothing', async () => {
    const customer = await fundedCustomer(10_00);
    await addToCart(shop.test, customer, lotteryBody(shop.offers.get('saturday_lotto')!, 1, 1));
    const key = randomUUID();
    expect((await purchase(shop.test, customer, { key })).status).toBe(201);
    await addToCart(shop.test, customer, lotteryBody(shop.offers.get('saturday_lotto')!, 1, 1));
    const reused = await purchase(shop.test, customer, {
      key,
      payload: { purchase_data: { payment_method: 'wallet' }, channel_key: 'other_web' },
    });
    expect(reused.status).toBe(409);
    expect(JSON.parse(reused.raw).error.code).toBe('idempotency_key_reused');
    expect(await balanceOf(shop.test, customer.customerId)).toBe(10_00 - 75);
    expect(await cartItems(customer)).toHaveLength(1);
  });

  it('lets two customers use the same key without meeting', async () => {
    const key = randomUUID();
    for (const customer of [await fundedCustomer(5_00), await fundedCustomer(5_00)]) {
      await addToCart(shop.test, customer, lotteryBody(shop.offers.get('saturday_lotto')!, 1, 1));
      expect((await purchase(shop.test, customer, { key })).status).toBe(201);
    }
  });
});

describe('refusals change nothing', () => {
  async function snapshot(customer: CustomerSession) {
    const [count] = await shop.test.database.db
      .select()
      .from(checkouts)
      .where(eq(checkouts.customerId, customer.customerId));
    return {
      balance: await balanceOf(shop.test, customer.customerId),
      items: await cartItems(customer),
      checkout: count,
    };
  }

  it('short funds: a field error on the wallet with the amounts', async () => {
    const customer = await fundedCustomer(1_00);
    await addToCart(shop.test, customer, lotteryBody(shop.offers.get('saturday_lotto')!, 1, 2));
    const before = await snapshot(customer);
    const refused = await purchase(shop.test, customer);
    expect(refused.status).toBe(422);
    expect(fieldErrors(refused)).toEqual({
      wallet: [
        {
          code: 'insufficient_funds',
          message:
            'Your wallet holds $1.00 and this purchase costs $1.50. Add $0.50 or remove something from your cart.',
        },
      ],
    });
    expect(await snapshot(customer)).toEqual(before);
    await expectLedgerBalanced(shop.test.database.db);
  });

  it('short funds for a new customer who never had a wallet: the same field error, not a 500', async () => {
    const customer = await signUp(shop.test);
    await addToCart(shop.test, customer, lotteryBody(shop.offers.get('saturday_lotto')!, 1, 1));
    const refused = await purchase(shop.test, customer);
    expect(refused.status, refused.raw).toBe(422);
    expect(fieldErrors(refused).wallet?.[0]?.message).toBe(
      'Your wallet holds $0.00 and this purchase costs $0.75. Add $0.75 or remove something from your cart.',
    );
    await expectLedgerBalanced(shop.test.database.db);
  });

  it('an empty cart, a changed total and a malformed key are refused', async () => {
    const customer = await fundedCustomer(5_00);
    const empty = await purchase(shop.test, customer);
    expect(empty.status).toBe(422);
    expect(fieldErrors(empty).general?.[0]?.code).toBe('cart_empty');

    await addToCart(shop.test, customer, lotteryBody(shop.offers.get('saturday_lotto')!, 1, 1));
    const changed = await purchase(shop.test, customer, {
      payload: { expected_total: { amount: '0.50', currency: 'AUD' } },
    });
    expect(changed.status).toBe(422);
    expect(fieldErrors(changed).cart_total?.[0]?.message).toContain('Your cart now costs $0.75, not $0.50');

    const huge = await purchase(shop.test, customer, {
      payload: { expected_total: { amount: '99999999999999999999999.00', currency: 'USD' } },
    });
    expect(huge.status).toBe(422);
    expect(fieldErrors(huge).cart_total?.[0]?.message).toContain(
      'Your cart now costs $0.75, not 99999999999999999999999.00 USD',
    );

    const badKey = await purchase(shop.test, customer, { key: 'short' });
    expect(badKey.status).toBe(400);
    expect(Object.keys(fieldErrors(badKey))).toEqual(['idempotency_key']);

    const badBody = await purchase(shop.test, customer, {
      payload: { purchase_data: { payment_method: 'card' }, expected_total: { amount: 'lots' }, extra: 1 },
    });
    expect(badBody.status).toBe(400);
    expect(badBody.raw).not.toContain('stack');
    expect(Object.keys(fieldErrors(badBody)).sort()).toEqual(
      ['expected_total.amount', 'expected_total.currency', 'extra', 'purchase_data.payment_method'].sort(),
    );
    expect(await balanceOf(shop.test, customer.customerId)).toBe(5_00);
    expect(await cartItems(customer)).toHaveLength(1);
  });

  it('a sold-out raffle: a field error on the quantity, no ticket taken', async () => {
    const customer = await fundedCustomer(50_00);
    const harbour = shop.offers.get('tallowood_surf_raffle')!;
    const draw = raffleDraw(harbour);
    await addToCart(shop.test, customer, raffleBody(harbour, 'tickets_5', 1, harbour.causes[0]!.key));
    const cap = draw.drawData!.ticketCap;
    await shop.test.database.db
      .update(raffleDraws)
      .set({ ticketsSold: cap - 2 })
      .where(eq(raffleDraws.drawId, draw.drawId));
    const before = await snapshot(customer);
    const refused = await purchase(shop.test, customer);
    expect(refused.status).toBe(422);
    // The cart showed the tickets as they stood a moment before (decision 0081); the stock's guarded
    // update finds two left.
    expect(fieldErrors(refused).quantity?.[0]).toEqual({
      code: 'sold_out',
      message: 'Surf Club 4WD & Camper Raffle: Only 2 tickets are left. Nothing was bought.',
    });
    expect(await snapshot(customer)).toEqual(before);
    expect(await ticketsSold(draw.drawId)).toBe(cap - 2);
    await shop.test.database.db
      .update(raffleDraws)
      .set({ ticketsSold: 0 })
      .where(eq(raffleDraws.drawId, draw.drawId));
  });

  it('a draw that closed while in the cart is taken out and nothing is bought', async () => {
    const saturday = shop.offers.get('saturday_lotto')!;
    const stop = new Date(saturday.draws[0]!.stop);
    shop.test.clock.set(new Date(stop.getTime() - 60_000));
    try {
      const customer = await fundedCustomer(5_00);
      await addToCart(shop.test, customer, lotteryBody(saturday, 1, 1));
      shop.test.clock.set(stop);
      const refused = await purchase(shop.test, customer);
      expect(refused.status).toBe(422);
      expect(fieldErrors(refused).draw_no?.[0]).toEqual({
        code: 'draw_closed',
        message: `Saturday Lotto draw ${saturday.draws[0]!.drawNo} has closed, so it was taken out of your cart. Nothing was bought: please check your cart.`,
      });
      expect(await balanceOf(shop.test, customer.customerId)).toBe(5_00);
      expect(await cartItems(customer)).toEqual([]);
    } finally {
      shop.test.clock.set(TEST_NOW);
    }
  });
});
