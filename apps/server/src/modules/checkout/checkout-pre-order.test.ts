// Raffle pre-orders through checkout: the purchase decides "pre-order" inside its transaction and the
// receipt it answers (built from what it wrote) is the one GET /checkout/{id} reads back.
import { describe, expect, it } from 'vitest';
import { eq, orders, raffleDraws } from '@fairdraw/db';
import { TEST_NOW, callAsCustomer, signUp } from '../../../test/support';
import { raffleBody, raffleDraw, useShopApp } from '../../../test/cart-support';
import { addToCart, balanceOf, fundWallet, purchase, receiptOf } from '../../../test/checkout-support';
import { expectLedgerBalanced } from '../../../test/ledger-audit';

const shop = useShopApp();
const DAY_MS = 24 * 60 * 60 * 1000;

describe('buying raffle tickets before sales start', () => {
  it('sells pre-orders with their numbers, marks them so, and sells normally once sales start', async () => {
    const harbour = shop.offers.get('harbour_prize_home')!;
    const draw = raffleDraw(harbour);
    const db = shop.test.database.db;
    const setSalesStart = (at: Date) =>
      db
        .update(raffleDraws)
        .set({ salesStartAt: at, preOrderStartAt: new Date(TEST_NOW.getTime() - DAY_MS) })
        .where(eq(raffleDraws.drawId, draw.drawId));
    const [before] = await db.select().from(raffleDraws).where(eq(raffleDraws.drawId, draw.drawId));
    await setSalesStart(new Date(TEST_NOW.getTime() + DAY_MS));

    const customer = await signUp(shop.test);
    await fundWallet(shop.test, customer.customerId, 20_00);
    const body = raffleBody(harbour, 'tickets_1', 2, harbour.causes[0]!.key);
    expect((await addToCart(shop.test, customer, body)).status).toBe(201);
    const preOrdered = await purchase(shop.test, customer);
    expect(preOrdered.status, preOrdered.raw).toBe(201);
    const receipt = receiptOf(preOrdered);
    expect(receipt.trackingData.products.map((product) => product.segmentProduct.purchaseStatus)).toEqual([
      'pre_order',
    ]);
    const again = await callAsCustomer(shop.test, customer, {
      method: 'GET',
      url: `/v2/checkout/${receipt.checkoutId}`,
      headers: { 'x-api-version': '3.4' },
    });
    expect(again.status).toBe(200);
    expect(receiptOf(again)).toEqual(receipt);

    await setSalesStart(new Date(TEST_NOW.getTime() - 60_000));
    expect((await addToCart(shop.test, customer, body)).status).toBe(201);
    const bought = await purchase(shop.test, customer);
    expect(bought.status, bought.raw).toBe(201);
    expect(receiptOf(bought).trackingData.products[0]?.segmentProduct.purchaseStatus).toBe('standard');

    const stored = await db.select().from(orders).where(eq(orders.customerId, customer.customerId));
    expect(stored.map((order) => order.purchaseStatus).sort()).toEqual(['pre_order', 'standard']);
    const [after] = await db.select().from(raffleDraws).where(eq(raffleDraws.drawId, draw.drawId));
    expect(after!.ticketsSold).toBe(before!.ticketsSold + 4);
    expect(await balanceOf(shop.test, customer.customerId)).toBe(0);
    await expectLedgerBalanced(db);
  });
});
