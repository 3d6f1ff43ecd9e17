// Paying for the items the customer saw (`cart_item_ids`): an item added meanwhile, in another tab or
// by another device, stays in the cart instead of being bought unseen or refusing the purchase.
import { describe, expect, it } from 'vitest';
import { checkouts, eq } from '@fairdraw/db';
import { CART_CHANGED_MESSAGE } from '../src/modules/checkout/purchase-refusals';
import { callAsCustomer, signUp } from './support';
import { cartOf, fieldErrors, lotteryBody, useShopApp } from './cart-support';
import { addToCart, balanceOf, fundWallet, purchase, receiptOf } from './checkout-support';
import { setSpendLimit } from './limits-support';

const shop = useShopApp();

async function customerWithTwoItems() {
  const customer = await signUp(shop.test);
  await fundWallet(shop.test, customer.customerId, 10_00);
  const saturday = shop.offers.get('saturday_lotto')!;
  await addToCart(shop.test, customer, lotteryBody(saturday, 1, 1)); // $0.75
  await addToCart(shop.test, customer, lotteryBody(saturday, 1, 2)); // $1.50
  const items = cartOf(
    await callAsCustomer(shop.test, customer, { method: 'GET', url: '/v2/cart/items' }),
  ).cartItems;
  return { customer, ids: items.map((item) => String(item.id)) };
}

const cartIds = async (customer: Awaited<ReturnType<typeof customerWithTwoItems>>['customer']) =>
  cartOf(await callAsCustomer(shop.test, customer, { method: 'GET', url: '/v2/cart/items' })).cartItems.map(
    (item) => String(item.id),
  );

describe('buying the items named', () => {
  it('names the item an add created in its Location header', async () => {
    const customer = await signUp(shop.test);
    const added = await addToCart(shop.test, customer, lotteryBody(shop.offers.get('saturday_lotto')!, 1, 1));
    const [item] = cartOf(added).cartItems;
    expect(added.headers.location).toBe(`/v2/cart/items/${String(item?.id)}`);
  });

  it('pays for those items only and leaves the rest in the cart', async () => {
    const { customer, ids } = await customerWithTwoItems();
    const [first, second] = ids as [string, string];
    const paid = await purchase(shop.test, customer, {
      payload: { cart_item_ids: [first], expected_total: { amount: '0.75', currency: 'AUD' } },
    });
    expect(paid.status, paid.raw).toBe(201);
    expect(receiptOf(paid).total).toEqual({ amount: '0.75', currency: 'AUD' });
    expect(await balanceOf(shop.test, customer.customerId)).toBe(10_00 - 75);
    expect(await cartIds(customer)).toEqual([second]);
  });

  it('refuses an item that is no longer in the cart, and changes nothing', async () => {
    const { customer, ids } = await customerWithTwoItems();
    const refused = await purchase(shop.test, customer, {
      payload: { cart_item_ids: [ids[0], 'item-bought-in-another-tab'] },
    });
    expect(refused.status, refused.raw).toBe(409);
    expect(refused.body.messages).toEqual(
      expect.arrayContaining([expect.objectContaining({ message: CART_CHANGED_MESSAGE })]),
    );
    expect(await balanceOf(shop.test, customer.customerId)).toBe(10_00);
    expect(await cartIds(customer)).toEqual(ids);
    const bought = await shop.test.database.db
      .select()
      .from(checkouts)
      .where(eq(checkouts.customerId, customer.customerId));
    expect(bought).toEqual([]);
  });

  it('checks the expected total against the items named, not the whole cart', async () => {
    const { customer, ids } = await customerWithTwoItems();
    const refused = await purchase(shop.test, customer, {
      payload: { cart_item_ids: [ids[1]], expected_total: { amount: '2.25', currency: 'AUD' } },
    });
    expect(refused.status).toBe(422);
    expect(fieldErrors(refused).cart_total?.[0]?.message).toContain('Your cart now costs $1.50, not $2.25');
  });

  it('refuses a malformed list with field errors', async () => {
    const { customer, ids } = await customerWithTwoItems();
    for (const cartItemIds of [[], [ids[0], ids[0]], ['not an id!']]) {
      const refused = await purchase(shop.test, customer, { payload: { cart_item_ids: cartItemIds } });
      expect(refused.status, refused.raw).toBe(400);
      expect(Object.keys(fieldErrors(refused))[0]).toMatch(/^cart_item_ids/);
    }
    expect(await balanceOf(shop.test, customer.customerId)).toBe(10_00);
  });

  it('checks the spend limits against the items named, not the rest of the cart before them', async () => {
    const customer = await signUp(shop.test);
    await fundWallet(shop.test, customer.customerId, 10_00);
    const saturday = shop.offers.get('saturday_lotto')!;
    const costly = cartOf(await addToCart(shop.test, customer, lotteryBody(saturday, 1, 4))); // $3.00
    const [cheap] = cartOf(await addToCart(shop.test, customer, lotteryBody(saturday, 1, 1))).cartItems.slice(
      1,
    );
    // The costly item alone fits in the day's limit; with the cheap one after it, the cart does not.
    await setSpendLimit(shop.test, customer, 'day', costly.cartTotal.amount);

    const whole = await purchase(shop.test, customer);
    expect(whole.status, whole.raw).toBe(422);
    expect(fieldErrors(whole).cart_total?.[0]?.code).toBe('spend_limit');
    expect(await balanceOf(shop.test, customer.customerId)).toBe(10_00);

    const paid = await purchase(shop.test, customer, { payload: { cart_item_ids: [String(cheap?.id)] } });
    expect(paid.status, paid.raw).toBe(201);
    expect(receiptOf(paid).total).toEqual({ amount: '0.75', currency: 'AUD' });
    expect(await balanceOf(shop.test, customer.customerId)).toBe(10_00 - 75);
    expect(await cartIds(customer)).toEqual([String(costly.cartItems[0]?.id)]);
  });

  it('still refuses named items for what stops the customer buying anything', async () => {
    const customer = await signUp(shop.test, { state: 'SA', postcode: '5000' }); // must set a limit first
    await fundWallet(shop.test, customer.customerId, 10_00);
    const added = await addToCart(shop.test, customer, lotteryBody(shop.offers.get('saturday_lotto')!, 1, 1));
    const refused = await purchase(shop.test, customer, {
      payload: { cart_item_ids: [String(cartOf(added).cartItems[0]?.id)] },
    });
    expect(refused.status, refused.raw).toBe(422);
    expect(fieldErrors(refused).cart_total?.[0]?.code).toBe('spend_limit');
    expect(await balanceOf(shop.test, customer.customerId)).toBe(10_00);
  });
});
