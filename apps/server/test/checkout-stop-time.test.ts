// The stop time is the server's, checked inside the purchase transaction: a cart priced a moment
// before a draw stops but paid a moment after buys nothing.
import { describe, expect, it } from 'vitest';
import type { CartItemInput } from '@fairdraw/contracts';
import { toCamelCase } from '@fairdraw/contracts';
import { ManualClock } from '../src/lib/clock';
import { createOffersMemo } from '../src/modules/catalogue/offers-memo';
import { createCartService } from '../src/modules/cart/cart.service';
import { createCatalogueService } from '../src/modules/catalogue/catalogue.service';
import { createOrdersService } from '../src/modules/orders/orders.service';
import { createCheckoutService } from '../src/modules/checkout/checkout.service';
import { signUp } from './support';
import { lotteryBody, raffleBody, raffleDraw, useShopApp } from './cart-support';
import { balanceOf, fundWallet } from './checkout-support';
import { expectLedgerBalanced } from './ledger-audit';

const shop = useShopApp();

/** A cart priced on one clock and paid on another: the time between them is the race. */
function servicesAround(stop: Date) {
  const catalogue = createCatalogueService({ db: shop.test.database.db });
  const pricingClock = new ManualClock(new Date(stop.getTime() - 1_000));
  const cart = createCartService({
    db: shop.test.database.db,
    clock: pricingClock,
    offersFor: createOffersMemo(
      (pricing, query, now) => catalogue.getProductOffers(pricing, query, now),
      shop.test.cache,
    ).offersFor,
    pricingOf: async () => 'web',
  });
  const checkout = createCheckoutService({
    db: shop.test.database.db,
    clock: new ManualClock(stop),
    cart,
    orders: createOrdersService({ db: shop.test.database.db }),
  });
  return { cart, checkout };
}

describe('a draw stopping during checkout', () => {
  it.each([
    ['a lottery ticket', () => lotteryBody(shop.offers.get('saturday_lotto')!, 1, 1)],
    [
      'raffle tickets',
      () => {
        const raffle = shop.offers.get('tallowood_surf_raffle')!;
        return raffleBody(raffle, 'tickets_1', 1, raffle.causes[0]!.key);
      },
    ],
  ])('refuses %s whose draw stopped after the cart was priced', async (_name, body) => {
    const customer = await signUp(shop.test);
    await fundWallet(shop.test, customer.customerId, 50_00);
    const item = toCamelCase(body()) as CartItemInput;
    const offer = shop.offers.get(item.lottery)!;
    const draw = item.productType === 'raffle_ticket' ? raffleDraw(offer) : offer.draws[0]!;
    const { cart, checkout } = servicesAround(new Date(draw.stop));
    const owner = { kind: 'customer', customerId: customer.customerId } as const;
    await cart.addItem(owner, item);

    const attempt = checkout.purchase({ customerId: customer.customerId, body: {} });
    await expect(attempt).rejects.toMatchObject({
      statusCode: 422,
      fieldErrors: { drawNo: [expect.objectContaining({ code: 'draw_closed' })] },
    });
    expect(await balanceOf(shop.test, customer.customerId)).toBe(50_00);
    await expectLedgerBalanced(shop.test.database.db);
  });
});
