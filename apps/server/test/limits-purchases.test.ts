// Purchases against the spend, precommitment and deposit limits (decision 0025): refused over a limit
// with nothing changed, and the cart's blocked reasons that say so before paying, including the
// customers who must set a limit first.
import { afterAll, describe, expect, it } from 'vitest';
import type { CartResult } from '@fairdraw/contracts';
import { customers, eq } from '@fairdraw/db';
import { saveSystemLimit } from '../src/modules/limits/limits.repository';
import { callAsCustomer, signUp, type CustomerSession } from './support';
import { cartOf, lotteryBody, useShopApp } from './cart-support';
import { addToCart, balanceOf, fundWallet, purchase } from './checkout-support';
import { expectLedgerBalanced } from './ledger-audit';
import { DAY, recordOf, setSpendLimit, single, spendLimits } from './limits-support';

const shop = useShopApp();

afterAll(async () => {
  await expectLedgerBalanced(shop.test.database.db);
});

const cart = async (customer: CustomerSession): Promise<CartResult> =>
  cartOf(await callAsCustomer(shop.test, customer, { method: 'GET', url: '/v2/cart/items' }));

describe('purchases against limits', () => {
  it('refuses a purchase over the daily limit and changes nothing; the cart says why', async () => {
    const customer = await signUp(shop.test);
    await fundWallet(shop.test, customer.customerId, 50_00);
    const added = await addToCart(shop.test, customer, lotteryBody(shop.offers.get('saturday_lotto')!, 1, 4));
    const totalCents = Math.round(Number(cartOf(added).cartTotal.amount) * 100);
    await setSpendLimit(shop.test, customer, 'day', ((totalCents - 1) / 100).toFixed(2));

    const view = await cart(customer);
    expect(view.blockedReasons).toEqual([
      expect.objectContaining({ itemId: view.cartItems[0]!.id, reason: 'spend_limit' }),
    ]);
    const paid = await purchase(shop.test, customer);
    expect(paid.status).toBe(422);
    expect(paid.raw).toContain('spend_limit');
    expect(await balanceOf(shop.test, customer.customerId)).toBe(50_00);
    expect((await cart(customer)).cartItems).toHaveLength(1);

    // At the limit exactly it goes through, and then the day's spending is used up.
    await setSpendLimit(shop.test, customer, 'day', (totalCents / 100).toFixed(2), 'POST'); // a raise: waits
    expect((await purchase(shop.test, customer)).status).toBe(422);
    await expectLedgerBalanced(shop.test.database.db);
  });

  it('counts what was spent in the window and lets a purchase through up to the limit', async () => {
    const customer = await signUp(shop.test);
    await fundWallet(shop.test, customer.customerId, 50_00);
    await setSpendLimit(shop.test, customer, 'week', '10');
    const body = lotteryBody(shop.offers.get('saturday_lotto')!, 1, 1);
    const first = await addToCart(shop.test, customer, body);
    const price = Math.round(Number(cartOf(first).cartTotal.amount) * 100);
    expect((await purchase(shop.test, customer)).status).toBe(201);
    const spent = (await spendLimits(shop.test, customer)).spent.find((row) => row.period === 'week');
    expect(spent?.amount.amount).toBe((price / 100).toFixed(2));
    const most = Math.floor((10_00 - price) / price); // games that still fit in the week's limit
    await addToCart(shop.test, customer, lotteryBody(shop.offers.get('saturday_lotto')!, 1, most));
    expect((await purchase(shop.test, customer)).status).toBe(201);
    await addToCart(shop.test, customer, lotteryBody(shop.offers.get('saturday_lotto')!, 1, 1));
    const over = await purchase(shop.test, customer);
    expect(over.status).toBe(422);
    expect(over.raw).toContain('spend_limit');
    expect(await balanceOf(shop.test, customer.customerId)).toBe(50_00 - price * (1 + most));
    await expectLedgerBalanced(shop.test.database.db);
  });

  it('refuses a purchase over the shop’s own limit (global_spend_limit)', async () => {
    const customer = await signUp(shop.test);
    await fundWallet(shop.test, customer.customerId, 20_00);
    await addToCart(shop.test, customer, lotteryBody(shop.offers.get('saturday_lotto')!, 1, 2));
    const db = shop.test.database.db;
    await saveSystemLimit(db, 'day', 1);
    try {
      expect((await cart(customer)).blockedReasons.map((block) => block.reason)).toEqual([
        'global_spend_limit',
      ]);
      const paid = await purchase(shop.test, customer);
      expect(paid.status).toBe(422);
      expect(paid.raw).toContain('global_spend_limit');
      expect(await balanceOf(shop.test, customer.customerId)).toBe(20_00);
    } finally {
      await saveSystemLimit(db, 'day', 1000_00);
    }
    expect((await purchase(shop.test, customer)).status).toBe(201);
  });

  it('holds purchases to the precommitment limit, which the record shows', async () => {
    const customer = await signUp(shop.test);
    await fundWallet(shop.test, customer.customerId, 20_00);
    const set = await callAsCustomer(shop.test, customer, {
      method: 'POST',
      url: '/v2/precommitment',
      payload: { limit: '0.50' },
    });
    expect(set.status, set.raw).toBe(200);
    expect(single(set)).toMatchObject({ period: 'month', limit: { amount: '0.50' }, pending: null });
    expect((await recordOf(shop.test, customer)).preCommitment).toEqual({ amount: '0.50', currency: 'AUD' });
    await addToCart(shop.test, customer, lotteryBody(shop.offers.get('saturday_lotto')!, 1, 1));
    const paid = await purchase(shop.test, customer);
    expect(paid.status).toBe(422);
    expect(paid.raw).toContain('precommitment');
    const removed = await callAsCustomer(shop.test, customer, { method: 'DELETE', url: '/v2/precommitment' });
    expect(removed.status).toBe(200);
    expect(single(removed).pending).toMatchObject({ limit: null });
    expect((await recordOf(shop.test, customer)).preCommitment).toEqual({ amount: '0.50', currency: 'AUD' });
  });
});

describe('cart blocked reasons', () => {
  it('says deposit_limit when the wallet is short and the deposit needed would break the limit', async () => {
    const customer = await signUp(shop.test);
    await fundWallet(shop.test, customer.customerId, 1);
    await callAsCustomer(shop.test, customer, {
      method: 'POST',
      url: '/v2/deposit-limit',
      payload: { limit: '0.10' },
    });
    await addToCart(shop.test, customer, lotteryBody(shop.offers.get('saturday_lotto')!, 1, 1));
    const view = await cart(customer);
    expect(view.blockedReasons).toEqual([expect.objectContaining({ reason: 'deposit_limit' })]);
    expect(view.blockedReasons[0]?.message).toMatch(/deposit/);
  });

  it('says verify_account_required once the time to verify has passed', async () => {
    const customer = await signUp(shop.test);
    await addToCart(shop.test, customer, lotteryBody(shop.offers.get('saturday_lotto')!, 1, 1));
    expect((await cart(customer)).blockedReasons).toEqual([]);
    await shop.test.database.db
      .update(customers)
      .set({ createdAt: new Date(shop.test.clock.now().getTime() - 91 * DAY) })
      .where(eq(customers.id, customer.customerId));
    const view = await cart(customer);
    expect(view.blockedReasons).toEqual([
      expect.objectContaining({ itemId: view.cartItems[0]!.id, reason: 'verify_account_required' }),
    ]);
    expect((await purchase(shop.test, customer)).status).toBe(422);
  });
});

describe('customers who must keep a limit', () => {
  it('asks a South Australian customer for a limit before buying, and keeps their last one', async () => {
    const customer = await signUp(shop.test, { state: 'SA', postcode: '5000' });
    expect((await recordOf(shop.test, customer)).spendLimitRequired).toBe(true);
    await addToCart(shop.test, customer, lotteryBody(shop.offers.get('saturday_lotto')!, 1, 1));
    expect((await cart(customer)).blockedReasons).toEqual([
      expect.objectContaining({
        reason: 'spend_limit',
        message: 'Please set a spend limit before you buy tickets.',
      }),
    ]);

    await setSpendLimit(shop.test, customer, 'day', '100');
    expect((await recordOf(shop.test, customer)).spendLimitRequired).toBe(false);
    expect((await cart(customer)).blockedReasons).toEqual([]);
    const { id } = (await spendLimits(shop.test, customer)).customerLimits[0]!;
    const removed = await callAsCustomer(shop.test, customer, {
      method: 'DELETE',
      url: `/v2/spend-limits/${id}`,
    });
    expect(removed.status).toBe(422);
    expect(JSON.parse(removed.raw).messages[0].message).toMatch(/need a spend or precommitment limit/);
    expect((await spendLimits(shop.test, customer)).customerLimits[0]?.pending).toBeNull();
  });
});
