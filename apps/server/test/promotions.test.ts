// Promo codes from an operator's voucher to a purchase: what the cart shows, what the ledger posts,
// and the once-per-customer rule (decision 0048).
import { describe, expect, it } from 'vitest';
import {
  checkouts,
  eq,
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactions,
  voucherRedemptions,
} from '@fairdraw/db';
import { HouseAccount, walletAccountCode } from '../src/modules/ledger/ledger.service';
import { cartOf, lotteryBody, raffleBody, useShopApp } from './cart-support';
import { addToCart, balanceOf, fundWallet, purchase, receiptOf } from './checkout-support';
import { expectLedgerBalanced } from './ledger-audit';
import {
  appliedCart,
  applyCode,
  createVoucher,
  customerCart,
  newCode,
  notAdded,
  opsCall,
  promotionsHouseBalance,
} from './promotions-support';
import { callAsCustomer, signUp, type CustomerSession } from './support';

const shop = useShopApp();

async function customerWithRaffle(walletCents: number): Promise<CustomerSession> {
  const customer = await signUp(shop.test);
  if (walletCents > 0) await fundWallet(shop.test, customer.customerId, walletCents);
  const tallowood = shop.offers.get('tallowood_surf_raffle')!;
  await addToCart(shop.test, customer, raffleBody(tallowood, 'tickets_5', 1, tallowood.causes[0]!.key));
  return customer; // a $20.00 cart
}

const entriesOf = async (transactionId: string) =>
  (
    await shop.test.database.db
      .select({ account: ledgerAccounts.code, cents: ledgerEntries.amountCents })
      .from(ledgerEntries)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .where(eq(ledgerEntries.transactionId, transactionId))
  ).sort((a, b) => (a.account < b.account ? -1 : 1));

describe('a voucher from creation to purchase', () => {
  it('takes the discount off the cart, moves it from house:promotions at purchase and refuses a second use', async () => {
    const code = newCode('SAVE');
    const voucher = await createVoucher(shop.test, { code, type: 'voucher_fixed_discount', amount: '5' });
    expect(voucher).toMatchObject({ code, amount: { amount: '5.00', currency: 'AUD' }, redemptions: 0 });
    const customer = await customerWithRaffle(30_00);
    const houseBefore = await promotionsHouseBalance(shop.test);

    // Typed in lower case with spaces: the code is the same.
    const cart = await appliedCart(shop.test, customer, ` ${code.toLowerCase()} `);
    expect(cart.cartTotal.amount).toBe('20.00');
    expect(cart.promotion).toEqual({
      code,
      type: 'voucher_fixed_discount',
      description: '$5.00 off',
      discount: { amount: '5.00', currency: 'AUD' },
      credit: { amount: '0.00', currency: 'AUD' },
      totalAfterDiscount: { amount: '15.00', currency: 'AUD' },
      usable: true,
      message: null,
    });
    // Every read shows it.
    expect((await customerCart(shop.test, customer)).promotion?.code).toBe(code);

    const bought = await purchase(shop.test, customer);
    expect(bought.status, bought.raw).toBe(201);
    const receipt = receiptOf(bought);
    expect(receipt.total.amount).toBe('20.00'); // the tickets' price
    expect(receipt.balanceAfter.amount).toBe('15.00'); // $30 less $20 plus $5 off
    expect(receipt.paid.amount).toBe('15.00');
    expect(receipt.promotion).toEqual({
      code,
      discount: { amount: '5.00', currency: 'AUD' },
      credit: { amount: '0.00', currency: 'AUD' },
    });
    // The receipt read back later says the same.
    const stored = await callAsCustomer(shop.test, customer, {
      method: 'GET',
      url: `/v2/checkout/${receipt.checkoutId}`,
    });
    expect(receiptOf(stored)).toMatchObject({
      total: receipt.total,
      paid: receipt.paid,
      promotion: receipt.promotion,
    });
    expect(await balanceOf(shop.test, customer.customerId)).toBe(15_00);
    expect(await promotionsHouseBalance(shop.test)).toBe(houseBefore - 5_00);

    // Two balanced postings: the discount from house:promotions, then the sale at the full price.
    const posted = await shop.test.database.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.reference, receipt.checkoutId));
    const promotion = posted.find((row) => row.kind === 'promotion')!;
    const sale = posted.find((row) => row.kind === 'purchase')!;
    const wallet = walletAccountCode(customer.customerId);
    expect(await entriesOf(promotion.id)).toEqual([
      { account: HouseAccount.promotions, cents: -5_00 },
      { account: wallet, cents: 5_00 },
    ]);
    expect(await entriesOf(sale.id)).toEqual([
      { account: HouseAccount.sales, cents: 20_00 },
      { account: wallet, cents: -20_00 },
    ]);
    const [checkout] = await shop.test.database.db
      .select()
      .from(checkouts)
      .where(eq(checkouts.id, receipt.checkoutId));
    expect(checkout?.metadata).toMatchObject({ promotion: { code, discountCents: 5_00, creditCents: 0 } });
    await expectLedgerBalanced(shop.test.database.db);

    // The code left the cart with the purchase, and is refused when tried again.
    expect((await customerCart(shop.test, customer)).promotion).toBeUndefined();
    const again = await applyCode(shop.test, customer, code);
    expect(notAdded(again)).toBe(`You have already used the promo code ${code}. Each code can be used once.`);
    expect(JSON.parse(again.raw).messages).toEqual([
      {
        level: 'error',
        message: `You have already used the promo code ${code}. Each code can be used once.`,
      },
    ]);
    expect((await customerCart(shop.test, customer)).promotion).toBeUndefined();

    const listed = await opsCall(shop.test, 'GET', '/ops/promotions/vouchers');
    expect(listed.status).toBe(200);
    const { vouchers } = listed.body.result as { vouchers: Array<{ code: string; redemptions: number }> };
    expect(vouchers.find((row) => row.code === code)?.redemptions).toBe(1);
  });

  it('takes a percent off, rounded up to the cent in the customer’s favour', async () => {
    const code = newCode('PCT');
    await createVoucher(shop.test, { code, type: 'voucher_percent_discount', percent: 15 });
    const customer = await signUp(shop.test);
    // Three games of one draw: $2.25; 15% is 33.75 cents, taken off as 34.
    await addToCart(shop.test, customer, lotteryBody(shop.offers.get('saturday_lotto')!, 1, 3));
    const cart = await appliedCart(shop.test, customer, code);
    expect(cart.cartTotal.amount).toBe('2.25');
    expect(cart.promotion).toMatchObject({
      description: '15% off',
      discount: { amount: '0.34' },
      totalAfterDiscount: { amount: '1.91' },
    });
    await fundWallet(shop.test, customer.customerId, 1_91);
    const bought = await purchase(shop.test, customer);
    expect(bought.status, bought.raw).toBe(201);
    expect(await balanceOf(shop.test, customer.customerId)).toBe(0);
  });

  it('never takes a total below zero: a $50 voucher on a $20 cart makes it free', async () => {
    const code = newCode('BIG');
    await createVoucher(shop.test, { code, type: 'voucher_fixed_discount', amount: '50' });
    const customer = await customerWithRaffle(0);
    const houseBefore = await promotionsHouseBalance(shop.test);
    const cart = await appliedCart(shop.test, customer, code);
    expect(cart.promotion).toMatchObject({
      discount: { amount: '20.00' },
      totalAfterDiscount: { amount: '0.00' },
    });
    const bought = await purchase(shop.test, customer);
    expect(bought.status, bought.raw).toBe(201);
    expect(await balanceOf(shop.test, customer.customerId)).toBe(0);
    expect(await promotionsHouseBalance(shop.test)).toBe(houseBefore - 20_00);
  });

  it('pays a credit voucher into the wallet with the purchase, as promotional credit', async () => {
    const code = newCode('CREDIT');
    await createVoucher(shop.test, { code, type: 'voucher_credit_amount', amount: '25' });
    const customer = await customerWithRaffle(0);
    const cart = await appliedCart(shop.test, customer, code);
    expect(cart.promotion).toMatchObject({
      description: '$25.00 promotional credit',
      discount: { amount: '0.00' },
      credit: { amount: '25.00' },
      totalAfterDiscount: { amount: '20.00' },
    });
    const bought = await purchase(shop.test, customer);
    expect(bought.status, bought.raw).toBe(201);
    expect(receiptOf(bought)).toMatchObject({
      total: { amount: '20.00' },
      paid: { amount: '20.00' },
      promotion: { code, discount: { amount: '0.00' }, credit: { amount: '25.00' } },
    });
    expect(await balanceOf(shop.test, customer.customerId)).toBe(5_00);
    // Promotional credit is never withdrawable.
    const funds = await shop.test.database.db
      .select()
      .from(voucherRedemptions)
      .where(eq(voucherRedemptions.customerId, customer.customerId));
    expect(funds).toMatchObject([{ discountCents: 0, creditCents: 25_00 }]);
  });

  it('takes a fixed amount off until the expiry, and refuses the code after it', async () => {
    const code = newCode('EXP');
    const expiresAt = new Date(shop.test.clock.now().getTime() + 5 * 60 * 1000).toISOString();
    await createVoucher(shop.test, { code, type: 'voucher_fixed_discount_expire', amount: '3', expiresAt });
    const early = await customerWithRaffle(0);
    expect((await appliedCart(shop.test, early, code)).promotion?.discount.amount).toBe('3.00');

    const late = await customerWithRaffle(20_00);
    await appliedCart(shop.test, late, code);
    shop.test.clock.advance(6 * 60 * 1000); // sessions last 15 minutes
    try {
      // The cart says why, and a purchase with the code on it is refused with nothing bought.
      expect((await customerCart(shop.test, late)).promotion).toMatchObject({
        usable: false,
        discount: { amount: '0.00' },
        message: `The promo code ${code} has expired.`,
      });
      const refused = await purchase(shop.test, late);
      expect(notAdded(refused)).toContain(`The promo code ${code} has expired.`);
      expect(await balanceOf(shop.test, late.customerId)).toBe(20_00);
      expect((await customerCart(shop.test, late)).cartItems).toHaveLength(1);
      expect(notAdded(await applyCode(shop.test, early, code))).toBe(`The promo code ${code} has expired.`);
      // Taking it off lets the customer buy at the full price.
      const removed = await removeCode(late);
      expect(removed.promotion).toBeUndefined();
      expect((await purchase(shop.test, late)).status).toBe(201);
    } finally {
      shop.test.clock.advance(-6 * 60 * 1000);
    }
  });
});

async function removeCode(customer: CustomerSession) {
  const removed = await callAsCustomer(shop.test, customer, { method: 'DELETE', url: '/v2/cart/promotion' });
  expect(removed.status, removed.raw).toBe(200);
  return cartOf(removed);
}
