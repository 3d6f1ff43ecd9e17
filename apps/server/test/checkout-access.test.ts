// Receipts and tickets belong to their buyer: anonymous calls are 401, another customer's ids are 404.
import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { call, callAsCustomer, signUp } from './support';
import { fieldErrors, lotteryBody, useShopApp } from './cart-support';
import { addToCart, fundWallet, purchase, receiptOf } from './checkout-support';

const shop = useShopApp();

describe('who may see what', () => {
  it('needs a signed-in customer', async () => {
    const anonymous = await call(shop.test, { method: 'POST', url: '/v2/cart/purchase', payload: {} });
    expect(anonymous.status).toBe(401);
    const receipt = await call(shop.test, { method: 'GET', url: `/v2/checkout/${randomUUID()}` });
    expect(receipt.status).toBe(401);
    expect(
      (await call(shop.test, { method: 'GET', url: '/v2/orders?status=upcoming_products' })).status,
    ).toBe(401);
  });

  it('gives another customer’s receipt and tickets a 404, like unknown ids', async () => {
    const owner = await signUp(shop.test);
    await fundWallet(shop.test, owner.customerId, 5_00);
    await addToCart(shop.test, owner, lotteryBody(shop.offers.get('saturday_lotto')!, 1, 1));
    const receipt = receiptOf(await purchase(shop.test, owner));
    const stranger = await signUp(shop.test);
    for (const url of [
      `/v2/checkout/${receipt.checkoutId}`,
      `/v2/orders/${receipt.orders[0]!.id}`,
      `/v2/checkout/not-a-uuid`,
      `/v2/orders/${randomUUID()}`,
    ]) {
      const response = await callAsCustomer(shop.test, stranger, { method: 'GET', url });
      expect(response.status, url).toBe(404);
      expect(response.raw).not.toContain(receipt.checkoutId);
    }
    const list = await callAsCustomer(shop.test, stranger, {
      method: 'GET',
      url: '/v2/orders?status=upcoming_products',
    });
    expect(list.body.result).toEqual([]);
  });

  it('refuses a bad order list query with field errors', async () => {
    const customer = await signUp(shop.test);
    const response = await callAsCustomer(shop.test, customer, {
      method: 'GET',
      url: '/v2/orders?status=all&limit=500',
    });
    expect(response.status).toBe(400);
    expect(Object.keys(fieldErrors(response)).sort()).toEqual(['limit', 'status']);
  });
});
