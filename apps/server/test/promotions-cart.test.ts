// Promo codes on anonymous carts and at sign-in, refusals that change nothing, and the operators'
// vouchers (decision 0048).
import { describe, expect, it } from 'vitest';
import { cartPromotions, count, vouchers } from '@fairdraw/db';
import { cartOf, lotteryBody, newAnonCart, useShopApp } from './cart-support';
import { fieldErrors } from './cart-support';
import { addToCart, balanceOf, fundWallet, purchase } from './checkout-support';
import { expectLedgerBalanced } from './ledger-audit';
import {
  appliedCart,
  applyCode,
  createVoucher,
  customerCart,
  newCode,
  notAdded,
  opsCall,
} from './promotions-support';
import { call, callAsCustomer, signUp } from './support';

const shop = useShopApp();

const rowCount = async (table: typeof vouchers | typeof cartPromotions) =>
  Number((await shop.test.database.db.select({ n: count() }).from(table))[0]?.n ?? 0);

describe('a promo code on an anonymous cart', () => {
  it('is kept on the cart, taken off on request, and moves to the customer’s cart at sign-in', async () => {
    const code = newCode('ANON');
    await createVoucher(shop.test, { code, type: 'voucher_fixed_discount', amount: '1' });
    const token = await newAnonCart(shop.test);
    const saturday = shop.offers.get('saturday_lotto')!;
    await call(shop.test, {
      method: 'POST',
      url: `/v2/anon-cart/${token}/items`,
      payload: lotteryBody(saturday, 1, 2),
    });
    const url = `/v2/anon-cart/${token}/promotion`;

    const applied = await call(shop.test, { method: 'POST', url, payload: { promotion_code: code } });
    expect(applied.status, applied.raw).toBe(200);
    expect(cartOf(applied).promotion).toMatchObject({ code, totalAfterDiscount: { amount: '0.50' } });
    // An add answers with the code on the new total (the add reads the code only when one is on the cart).
    const added = await call(shop.test, {
      method: 'POST',
      url: `/v2/anon-cart/${token}/items`,
      payload: lotteryBody(saturday, 1, 2),
    });
    expect(added.status, added.raw).toBe(201);
    expect(cartOf(added).promotion).toMatchObject({ code, totalAfterDiscount: { amount: '2.00' } });

    const removed = await call(shop.test, { method: 'DELETE', url });
    expect(removed.status).toBe(200);
    expect(cartOf(removed).promotion).toBeUndefined();
    // Removing nothing is not an error.
    expect((await call(shop.test, { method: 'DELETE', url })).status).toBe(200);

    await call(shop.test, { method: 'POST', url, payload: { promotion_code: code } });
    const customer = await signUp(shop.test);
    const converted = await callAsCustomer(shop.test, customer, {
      method: 'POST',
      url: `/v2/anon-cart/${token}/convert`,
    });
    expect(converted.status, converted.raw).toBe(200);
    expect(cartOf(converted).promotion).toMatchObject({ code, usable: true, discount: { amount: '1.00' } });
    expect((await customerCart(shop.test, customer)).promotion?.code).toBe(code);
  });

  it('keeps the customer’s own code at sign-in, and shows a code they already used as unusable', async () => {
    const own = newCode('OWN');
    const used = newCode('USED');
    await createVoucher(shop.test, { code: own, type: 'voucher_fixed_discount', amount: '1' });
    await createVoucher(shop.test, { code: used, type: 'voucher_fixed_discount', amount: '1' });
    const saturday = shop.offers.get('saturday_lotto')!;
    const customer = await signUp(shop.test);
    await fundWallet(shop.test, customer.customerId, 10_00);
    await addToCart(shop.test, customer, lotteryBody(saturday, 1, 2));
    await appliedCart(shop.test, customer, used);
    expect((await purchase(shop.test, customer)).status).toBe(201);

    // An anonymous cart with a code the customer already used, merged into a cart without one.
    const token = await newAnonCart(shop.test);
    await call(shop.test, {
      method: 'POST',
      url: `/v2/anon-cart/${token}/promotion`,
      payload: { promotion_code: used },
    });
    const merged = cartOf(
      await callAsCustomer(shop.test, customer, { method: 'POST', url: `/v2/anon-cart/${token}/convert` }),
    );
    expect(merged.promotion).toMatchObject({
      code: used,
      usable: false,
      message: `You have already used the promo code ${used}. Each code can be used once.`,
    });

    // A cart with its own code keeps it.
    await appliedCart(shop.test, customer, own);
    const second = await newAnonCart(shop.test);
    await call(shop.test, {
      method: 'POST',
      url: `/v2/anon-cart/${second}/promotion`,
      payload: { promotion_code: used },
    });
    await callAsCustomer(shop.test, customer, { method: 'POST', url: `/v2/anon-cart/${second}/convert` });
    expect((await customerCart(shop.test, customer)).promotion?.code).toBe(own);
  });
});

describe('codes that cannot be added change nothing', () => {
  it('answers 400 for no code, 422 promotion_not_added for a malformed, unknown or ended one, 404 for no cart', async () => {
    const customer = await signUp(shop.test);
    const kept = newCode('KEPT');
    await createVoucher(shop.test, { code: kept, type: 'voucher_fixed_discount', amount: '2' });
    await appliedCart(shop.test, customer, kept);
    const onCarts = await rowCount(cartPromotions);

    const empty = await applyCode(shop.test, customer, '   ');
    expect(empty.status).toBe(400);
    expect(fieldErrors(empty).promotion_code?.[0]?.message).toBe('Enter a promo code.');
    const missing = await callAsCustomer(shop.test, customer, {
      method: 'POST',
      url: '/v2/cart/promotion',
      payload: {},
    });
    expect(missing.status).toBe(400);
    expect(notAdded(await applyCode(shop.test, customer, 'no spaces!'))).toBe(
      'A promo code is 3 to 32 letters, digits, - or _. Please check it and try again.',
    );
    expect(notAdded(await applyCode(shop.test, customer, 'NOSUCHCODE'))).toBe(
      "We don't recognise the promo code NOSUCHCODE. Please check it and try again.",
    );

    const ended = newCode('ENDED');
    await createVoucher(shop.test, { code: ended, type: 'voucher_fixed_discount', amount: '2' });
    const end = await opsCall(shop.test, 'POST', `/ops/promotions/vouchers/${ended}/end`, {});
    expect(end.status, end.raw).toBe(200);
    expect((end.body.result as { endedAt: string | null }).endedAt).not.toBeNull();
    expect(notAdded(await applyCode(shop.test, customer, ended))).toBe(`The promo code ${ended} has ended.`);

    // The cart still holds the code it had.
    expect((await customerCart(shop.test, customer)).promotion?.code).toBe(kept);
    expect(await rowCount(cartPromotions)).toBe(onCarts);
    const nowhere = await call(shop.test, {
      method: 'POST',
      url: '/v2/anon-cart/not-a-cart/promotion',
      payload: { promotion_code: kept },
    });
    expect(nowhere.status).toBe(404);
    expect(await rowCount(cartPromotions)).toBe(onCarts);
  });

  it('refuses a code used as many times as it may be, and answers 401 without a customer', async () => {
    const code = newCode('ONCE');
    await createVoucher(shop.test, {
      code,
      type: 'voucher_percent_discount',
      percent: 10,
      maxRedemptions: 1,
    });
    const saturday = shop.offers.get('saturday_lotto')!;
    const [first, second] = [await signUp(shop.test), await signUp(shop.test)];
    for (const customer of [first, second]) {
      await fundWallet(shop.test, customer.customerId, 5_00);
      await addToCart(shop.test, customer, lotteryBody(saturday, 1, 2));
      await appliedCart(shop.test, customer, code);
    }
    expect((await purchase(shop.test, first)).status).toBe(201);
    // The second customer's cart held it before the first bought: the purchase is refused, nothing bought.
    const refused = await purchase(shop.test, second);
    expect(notAdded(refused)).toContain(`The promo code ${code} has been used as many times as it can be.`);
    expect((await customerCart(shop.test, second)).cartItems).toHaveLength(1);
    expect(notAdded(await applyCode(shop.test, second, code))).toBe(
      `The promo code ${code} has been used as many times as it can be.`,
    );
    const anonymous = await call(shop.test, {
      method: 'POST',
      url: '/v2/cart/promotion',
      payload: { promotion_code: code },
    });
    expect(anonymous.status).toBe(401);
  });
});

describe('purchases racing for the last use of a voucher', () => {
  it('lets one through and refuses the other with nothing bought, the ledger balanced', async () => {
    const code = newCode('LAST');
    await createVoucher(shop.test, { code, type: 'voucher_fixed_discount', amount: '1', maxRedemptions: 1 });
    const saturday = shop.offers.get('saturday_lotto')!;
    const racers = [await signUp(shop.test), await signUp(shop.test)];
    for (const customer of racers) {
      await fundWallet(shop.test, customer.customerId, 5_00);
      await addToCart(shop.test, customer, lotteryBody(saturday, 1, 2));
      await appliedCart(shop.test, customer, code);
    }
    const answers = await Promise.all(racers.map((customer) => purchase(shop.test, customer)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422]);
    const loser = racers[answers.findIndex((answer) => answer.status === 422)]!;
    expect(notAdded(answers.find((answer) => answer.status === 422)!)).toContain('used as many times');
    expect(await balanceOf(shop.test, loser.customerId)).toBe(5_00);
    const listed = await opsCall(shop.test, 'GET', '/ops/promotions/vouchers');
    const { vouchers: all } = listed.body.result as {
      vouchers: Array<{ code: string; redemptions: number }>;
    };
    expect(all.find((row) => row.code === code)?.redemptions).toBe(1);
    await expectLedgerBalanced(shop.test.database.db);
  });
});

describe('operators’ vouchers', () => {
  it('refuses a voucher that does not add up, and a taken code, keeping nothing', async () => {
    const before = await rowCount(vouchers);
    const bad = async (body: Record<string, unknown>, field: string) => {
      const response = await opsCall(shop.test, 'POST', '/ops/promotions/vouchers', body);
      expect(response.status, response.raw).toBe(400);
      expect(Object.keys(fieldErrors(response))).toContain(field);
    };
    await bad({ code: newCode('P'), type: 'voucher_percent_discount' }, 'percent');
    await bad({ code: newCode('P'), type: 'voucher_percent_discount', percent: 120 }, 'percent');
    await bad({ code: newCode('F'), type: 'voucher_fixed_discount' }, 'amount');
    await bad({ code: newCode('F'), type: 'voucher_fixed_discount', amount: '-5' }, 'amount');
    await bad({ code: newCode('F'), type: 'voucher_fixed_discount', amount: '0' }, 'amount');
    await bad({ code: newCode('E'), type: 'voucher_fixed_discount_expire', amount: '5' }, 'expires_at');
    await bad(
      {
        code: newCode('E'),
        type: 'voucher_fixed_discount_expire',
        amount: '5',
        expires_at: '2020-01-01T00:00:00Z',
      },
      'expires_at',
    );
    await bad({ code: 'a b', type: 'voucher_credit_amount', amount: '5' }, 'code');
    const taken = newCode('TAKEN');
    await createVoucher(shop.test, { code: taken, type: 'voucher_credit_amount', amount: '5' });
    await bad({ code: taken.toLowerCase(), type: 'voucher_credit_amount', amount: '5' }, 'code');
    expect(await rowCount(vouchers)).toBe(before + 1);

    expect((await opsCall(shop.test, 'POST', '/ops/promotions/vouchers/NOSUCH/end', {})).status).toBe(404);
    const noToken = await call(shop.test, { method: 'GET', url: '/ops/promotions/vouchers' });
    expect(noToken.status).toBe(401);
  });
});
