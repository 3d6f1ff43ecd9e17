// /v2/cart/replay/{replayId} (decision 0050): a past order's lottery games go back into the cart for
// each product's next open draw, with the same numbers; a product the shop may not sell in the
// customer's state is left out and named; another customer's order is a 404; the capability gates it.
import { describe, expect, it } from 'vitest';
import { cartItems, customers, eq, orders } from '@fairdraw/db';
import { callAsCustomer, signUp, type CustomerSession } from './support';
import { cartOf, fieldErrors, lotteryBody, useShopApp } from './cart-support';
import { addToCart, fundWallet, purchase, receiptOf } from './checkout-support';

const shop = useShopApp();

interface Line {
  orderId: string;
  productOfferKey: string;
  status: string;
  drawNo: number | null;
  message: string | null;
  itemId: string | null;
}

async function buyer(state = 'NSW'): Promise<CustomerSession> {
  const customer = await signUp(shop.test, { state, postcode: state === 'WA' ? '6000' : '2000' });
  await fundWallet(shop.test, customer.customerId, 50_00);
  return customer;
}

/** Buys Saturday Lotto (2 games) and Mega Jackpot in one checkout; answers the checkout id. */
async function buyTwoLotteries(customer: CustomerSession): Promise<string> {
  await addToCart(shop.test, customer, lotteryBody(shop.offers.get('saturday_lotto')!, 1, 2));
  await addToCart(shop.test, customer, lotteryBody(shop.offers.get('mega_jackpot_lottery')!, 1, 1));
  const bought = await purchase(shop.test, customer);
  expect(bought.status, bought.raw).toBe(201);
  return receiptOf(bought).orders[0]!.checkoutId as string;
}

const replay = (customer: CustomerSession, replayId: string, source = 'email_replay') =>
  callAsCustomer(shop.test, customer, {
    method: 'POST',
    url: `/v2/cart/replay/${replayId}`,
    payload: { source },
  });

const preview = (customer: CustomerSession, replayId: string) =>
  callAsCustomer(shop.test, customer, { method: 'GET', url: `/v2/cart/replay/${replayId}` });

const cartNow = async (customer: CustomerSession) =>
  cartOf(await callAsCustomer(shop.test, customer, { method: 'GET', url: '/v2/cart/items' }));

describe('replaying a past order', () => {
  it('puts the same numbers back in the cart for each product’s next open draw', async () => {
    const customer = await buyer();
    const checkoutId = await buyTwoLotteries(customer);
    const [pastSaturday] = await shop.test.database.db
      .select()
      .from(orders)
      .where(eq(orders.productOfferKey, 'saturday_lotto'))
      .then((rows) => rows.filter((row) => row.checkoutId === checkoutId));

    const looked = await preview(customer, checkoutId);
    expect(looked.status, looked.raw).toBe(200);
    expect((looked.body.result as { lines: Line[] }).lines.map((line) => line.status)).toEqual([
      'ready',
      'ready',
    ]);
    expect((await cartNow(customer)).cartItems).toEqual([]);

    const replayed = await replay(customer, checkoutId);
    expect(replayed.status, replayed.raw).toBe(200);
    const result = replayed.body.result as { source: string; lines: Line[]; cart: unknown };
    expect(result.source).toBe('email_replay');
    expect(result.lines.map((line) => [line.productOfferKey, line.status])).toEqual([
      ['saturday_lotto', 'added'],
      ['mega_jackpot_lottery', 'added'],
    ]);
    const cart = await cartNow(customer);
    expect(cart.cartItems.map((item) => [item.lotteryKey, item.drawNo, item.numGames])).toEqual([
      ['saturday_lotto', shop.offers.get('saturday_lotto')!.draws[0]!.drawNo, 2],
      ['mega_jackpot_lottery', shop.offers.get('mega_jackpot_lottery')!.draws[0]!.drawNo, 1],
    ]);
    const [stored] = await shop.test.database.db
      .select({ games: cartItems.games })
      .from(cartItems)
      .where(eq(cartItems.id, cart.cartItems[0]!.id));
    expect(stored!.games).toEqual(pastSaturday!.games);
  });

  it('replays one past ticket by its order id, from the past-ticket list', async () => {
    const customer = await buyer();
    const checkoutId = await buyTwoLotteries(customer);
    const [mega] = await shop.test.database.db
      .select({ id: orders.id, checkoutId: orders.checkoutId })
      .from(orders)
      .where(eq(orders.productOfferKey, 'mega_jackpot_lottery'))
      .then((rows) => rows.filter((row) => row.checkoutId === checkoutId));
    const replayed = await replay(customer, mega!.id, 'past_order_list_card_replay');
    expect(replayed.status, replayed.raw).toBe(200);
    expect((await cartNow(customer)).cartItems.map((item) => item.lotteryKey)).toEqual([
      'mega_jackpot_lottery',
    ]);
  });

  it('leaves out a product restricted in the customer’s state, and refuses when nothing is left', async () => {
    const customer = await buyer('NSW');
    const checkoutId = await buyTwoLotteries(customer);
    // The customer moves to WA, where Mega Jackpot is not licensed (decision 0045).
    const [row] = await shop.test.database.db
      .select({ address: customers.address })
      .from(customers)
      .where(eq(customers.id, customer.customerId));
    await shop.test.database.db
      .update(customers)
      .set({ address: { ...row!.address, state: 'WA', postcode: '6000' } })
      .where(eq(customers.id, customer.customerId));

    const replayed = await replay(customer, checkoutId);
    expect(replayed.status, replayed.raw).toBe(200);
    const lines = (replayed.body.result as { lines: Line[] }).lines;
    expect(lines.map((line) => [line.productOfferKey, line.status])).toEqual([
      ['saturday_lotto', 'added'],
      ['mega_jackpot_lottery', 'not_licensed'],
    ]);
    expect(lines[1]!.message).toBe(
      "Mega Jackpot can't be bought with an address in Western Australia: we are not licensed to sell it there.",
    );
    expect((await cartNow(customer)).cartItems.map((item) => item.lotteryKey)).toEqual(['saturday_lotto']);

    // Only the restricted ticket: nothing can be played, nothing changes.
    const [mega] = await shop.test.database.db
      .select({ id: orders.id, checkoutId: orders.checkoutId })
      .from(orders)
      .where(eq(orders.productOfferKey, 'mega_jackpot_lottery'))
      .then((rows) => rows.filter((order) => order.checkoutId === checkoutId));
    const refused = await replay(customer, mega!.id);
    expect(refused.status, refused.raw).toBe(422);
    expect(fieldErrors(refused).general?.[0]?.code).toBe('not_licensed');
    expect((await cartNow(customer)).cartItems).toHaveLength(1);
  });

  it('is a 404 for another customer’s order, an unknown id, or a visitor', async () => {
    const owner = await buyer();
    const checkoutId = await buyTwoLotteries(owner);
    const stranger = await buyer();
    for (const id of [checkoutId, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const answer = await replay(stranger, id);
      expect(answer.status, answer.raw).toBe(404);
      expect((await preview(stranger, id)).status).toBe(404);
    }
    expect((await cartNow(stranger)).cartItems).toEqual([]);
    const anonymous = await shop.test.app.inject({ method: 'GET', url: `/v2/cart/replay/${checkoutId}` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses an unknown source with a 400 and changes nothing', async () => {
    const customer = await buyer();
    const checkoutId = await buyTwoLotteries(customer);
    const answer = await replay(customer, checkoutId, 'somewhere_else');
    expect(answer.status, answer.raw).toBe(400);
    expect((await cartNow(customer)).cartItems).toEqual([]);
  });

  it('is not there for a segment without the lottery_play_replay capability', async () => {
    const customer = await buyer();
    const checkoutId = await buyTwoLotteries(customer);
    await shop.test.database.db
      .update(customers)
      .set({ segmentName: 'visitor' })
      .where(eq(customers.id, customer.customerId));
    const answer = await replay(customer, checkoutId);
    expect(answer.status, answer.raw).toBe(404);
    expect((await cartNow(customer)).cartItems).toEqual([]);
  });
});
