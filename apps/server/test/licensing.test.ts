// Where the shop may sell (decision 0045): Mega Jackpot is not licensed in SA or WA. A customer there
// can see it and put it in the cart, but the cart names it as blocked and the purchase refuses it with
// nothing bought; the rest of the cart can be bought once it is out. Elsewhere it sells as usual.
import { describe, expect, it } from 'vitest';
import { checkouts, customers, eq } from '@fairdraw/db';
import { callAsCustomer, signUp, type CustomerSession } from './support';
import { cartOf, fieldErrors, lotteryBody, useShopApp } from './cart-support';
import { addToCart, balanceOf, fundWallet, purchase } from './checkout-support';
import { expectLedgerBalanced } from './ledger-audit';

const shop = useShopApp();

const NOT_LICENSED_IN_WA =
  "Mega Jackpot can't be bought with an address in Western Australia: we are not licensed to sell it there. Remove it from your cart to buy the rest.";

async function fundedCustomer(state: string): Promise<CustomerSession> {
  const customer = await signUp(shop.test, { state, postcode: state === 'WA' ? '6000' : '2000' });
  await fundWallet(shop.test, customer.customerId, 50_00);
  return customer;
}

const checkoutsOf = (customerId: string) =>
  shop.test.database.db.select().from(checkouts).where(eq(checkouts.customerId, customerId));

describe('selling only where the shop is licensed', () => {
  it('blocks an unlicensed product in the cart, refuses to sell it, and sells the rest once it is out', async () => {
    const customer = await fundedCustomer('WA');
    const mega = shop.offers.get('mega_jackpot_lottery')!;
    const added = cartOf(await addToCart(shop.test, customer, lotteryBody(mega, 1, 1)));
    const megaItem = added.cartItems[0]!;
    const cart = cartOf(
      await addToCart(shop.test, customer, lotteryBody(shop.offers.get('saturday_lotto')!, 1, 1)),
    );
    expect(cart.blockedReasons).toEqual([
      { itemId: megaItem.id, reason: 'licensing_restriction', message: NOT_LICENSED_IN_WA },
    ]);

    const refused = await purchase(shop.test, customer);
    expect(refused.status, refused.raw).toBe(422);
    expect(fieldErrors(refused).general).toEqual([
      { code: 'licensing_restriction', message: NOT_LICENSED_IN_WA },
    ]);
    expect(await balanceOf(shop.test, customer.customerId)).toBe(50_00);
    expect(await checkoutsOf(customer.customerId)).toEqual([]);

    const removed = await callAsCustomer(shop.test, customer, {
      method: 'DELETE',
      url: `/v2/cart/items/${megaItem.id}`,
    });
    expect(removed.status, removed.raw).toBe(200);
    const bought = await purchase(shop.test, customer);
    expect(bought.status, bought.raw).toBe(201);
    expect(await balanceOf(shop.test, customer.customerId)).toBe(50_00 - 75);
    await expectLedgerBalanced(shop.test.database.db);
  });

  it('sells it to a customer in a state where it is licensed', async () => {
    const customer = await fundedCustomer('NSW');
    const mega = shop.offers.get('mega_jackpot_lottery')!;
    const cart = cartOf(await addToCart(shop.test, customer, lotteryBody(mega, 1, 1)));
    expect(cart.blockedReasons).toEqual([]);
    const bought = await purchase(shop.test, customer);
    expect(bought.status, bought.raw).toBe(201);
  });

  it('goes by where the customer lives when they pay, not when they filled the cart', async () => {
    const customer = await fundedCustomer('NSW');
    await addToCart(shop.test, customer, lotteryBody(shop.offers.get('mega_jackpot_lottery')!, 1, 1));
    const [row] = await shop.test.database.db
      .select({ address: customers.address })
      .from(customers)
      .where(eq(customers.id, customer.customerId));
    await shop.test.database.db
      .update(customers)
      .set({ address: { ...row!.address, state: 'WA', postcode: '6000' } })
      .where(eq(customers.id, customer.customerId));

    const refused = await purchase(shop.test, customer);
    expect(refused.status, refused.raw).toBe(422);
    expect(fieldErrors(refused).general?.[0]?.code).toBe('licensing_restriction');
    expect(await balanceOf(shop.test, customer.customerId)).toBe(50_00);
  });
});
