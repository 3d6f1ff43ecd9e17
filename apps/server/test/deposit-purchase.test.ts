// POST /deposit_purchase: a card deposit and the cart's purchase together. A declined card buys
// nothing; a purchase refused after the card was charged leaves the deposit in the wallet; after a
// 3-D Secure challenge the purchase happens when the payment settles, once.
import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { receiptSchema, type ProductOffer } from '@fairdraw/contracts';
import { callAsCustomer, signUp, type CustomerSession } from './support';
import { cartOf, lotteryBody, webOffers } from './cart-support';
import { addToCart, balanceOf } from './checkout-support';
import { expectLedgerBalanced } from './ledger-audit';
import {
  CARDS,
  addCard,
  answerChallenge,
  creditsFor,
  deliverWebhooks,
  depositBody,
  depositOf,
  returnFromBank,
  usePaymentsApp,
} from './payments-support';

const payments = usePaymentsApp();
let saturday: ProductOffer | undefined;
const offer = async () => (saturday ??= (await webOffers(payments.test)).get('saturday_lotto')!);

function depositPurchase(customer: CustomerSession, fundId: string, key = randomUUID(), amount = '20.00') {
  return callAsCustomer(payments.test, customer, {
    method: 'POST',
    url: '/v2/deposit_purchase',
    payload: {
      deposit: { ...depositBody(amount), customer_fund_id: fundId },
      purchase: { purchase_data: { payment_method: 'wallet' } },
    },
    headers: { 'x-api-version': '3.3', 'idempotency-key': key },
  });
}

const cartItems = async (customer: CustomerSession) =>
  cartOf(await callAsCustomer(payments.test, customer, { url: '/v2/cart/items' })).cartItems;

async function shopper(number: string = CARDS.success, items = 1) {
  const customer = await signUp(payments.test);
  const card = await addCard(payments.test, customer, number);
  for (let index = 0; index < items; index += 1)
    await addToCart(payments.test, customer, lotteryBody(await offer(), 2, 2));
  return { customer, card };
}

describe('deposit and purchase', () => {
  it('charges the card, credits the wallet and buys the cart; a replay buys nothing more', async () => {
    const { customer, card } = await shopper();
    const key = randomUUID();
    const response = await depositPurchase(customer, card.id, key);
    expect(response.status, response.raw).toBe(201);
    const result = response.body.result as { deposit: unknown; receipt: unknown };
    const receipt = receiptSchema.parse(result.receipt);
    expect(receipt.total.amount).toBe('3.00'); // 2 games × 2 draws × $0.75
    expect(receipt.balanceAfter.amount).toBe('17.00');
    // The receipt names the top-up that paid, in the answer and when read again.
    const topUp = { amount: { amount: '20.00', currency: 'AUD' }, source: 'Visa ···4242' };
    expect(receipt.topUp).toEqual(topUp);
    const reread = await callAsCustomer(payments.test, customer, {
      url: `/v2/checkout/${receipt.checkoutId}`,
    });
    expect(receiptSchema.parse(reread.body.result).topUp).toEqual(topUp);
    expect(depositOf({ body: { result: result.deposit } })).toMatchObject({
      status: 'completed',
      checkout: true,
      checkoutId: receipt.checkoutId,
    });
    expect(await cartItems(customer)).toEqual([]);

    const replay = await depositPurchase(customer, card.id, key);
    expect(replay.status, replay.raw).toBe(201);
    expect(receiptSchema.parse((replay.body.result as { receipt: unknown }).receipt).checkoutId).toBe(
      receipt.checkoutId,
    );
    expect(await balanceOf(payments.test, customer.customerId)).toBe(17_00);
    await deliverWebhooks(payments);
    expect(await balanceOf(payments.test, customer.customerId)).toBe(17_00);
    await expectLedgerBalanced(payments.test.database.db);
  });

  it('a declined card buys nothing and leaves the cart as it was', async () => {
    const { customer, card } = await shopper(CARDS.doNotHonour);
    const response = await depositPurchase(customer, card.id);
    expect(response.status).toBe(422);
    expect(response.raw).toContain('payment_declined');
    expect(await cartItems(customer)).toHaveLength(1);
    expect(await balanceOf(payments.test, customer.customerId)).toBe(0);
    await expectLedgerBalanced(payments.test.database.db);
  });

  it('a purchase refused after the charge keeps the deposit in the wallet', async () => {
    const { customer, card } = await shopper(CARDS.success, 0); // nothing in the cart
    const key = randomUUID();
    const response = await depositPurchase(customer, card.id, key);
    expect(response.status, response.raw).toBe(422);
    const body = JSON.parse(response.raw) as {
      error?: { message: string };
      errors?: Record<string, Array<{ message: string }>>;
      details: { deposit_id: string };
    };
    expect(JSON.stringify(body)).toContain('Your deposit of $20.00 is in your wallet.');
    expect(await balanceOf(payments.test, customer.customerId)).toBe(20_00);
    expect(await creditsFor(payments.test, body.details.deposit_id)).toBe(1);
    // Filling the cart and retrying the same request does not buy it behind the customer's back.
    await addToCart(payments.test, customer, lotteryBody(await offer(), 2, 2));
    expect((await depositPurchase(customer, card.id, key)).status).toBe(422);
    expect(await cartItems(customer)).toHaveLength(1);
    expect(await balanceOf(payments.test, customer.customerId)).toBe(20_00);
    await expectLedgerBalanced(payments.test.database.db);
  });

  it('refuses a product not licensed in the customer’s state, keeping the deposit in the wallet', async () => {
    // Mega Jackpot is not licensed in WA (decision 0045): paying by card is no way around that.
    const customer = await signUp(payments.test, { state: 'WA', postcode: '6000' });
    const card = await addCard(payments.test, customer, CARDS.success);
    const mega = (await webOffers(payments.test)).get('mega_jackpot_lottery')!;
    await addToCart(payments.test, customer, lotteryBody(mega, 1, 1));
    const response = await depositPurchase(customer, card.id);
    expect(response.status, response.raw).toBe(422);
    expect(response.raw).toContain('we are not licensed to sell it there');
    expect(await cartItems(customer)).toHaveLength(1);
    expect(await balanceOf(payments.test, customer.customerId)).toBe(20_00);
    await expectLedgerBalanced(payments.test.database.db);
  });

  it('after a 3-D Secure challenge the purchase happens when the payment settles, once', async () => {
    const { customer, card } = await shopper(CARDS.threeDSecure);
    const response = await depositPurchase(customer, card.id);
    expect(response.status, response.raw).toBe(201);
    const result = response.body.result as { deposit: unknown; receipt: unknown };
    expect(result.receipt).toBeNull();
    const made = depositOf({ body: { result: result.deposit } });
    expect(made.status).toBe('requires_action');
    expect(await cartItems(customer)).toHaveLength(1);

    const notify = await answerChallenge(payments.test, made.actionUrl!, 'approve');
    await deliverWebhooks(payments);
    expect(await returnFromBank(payments.test, notify)).toBe(`/checkout/deposit/${made.id}/success`);
    const settled = depositOf(
      await callAsCustomer(payments.test, customer, { url: `/v2/funds/${made.id}/deposit` }),
    );
    expect(settled).toMatchObject({ status: 'completed', checkoutId: expect.any(String) });
    expect(await cartItems(customer)).toEqual([]);
    expect(await balanceOf(payments.test, customer.customerId)).toBe(17_00);
    await expectLedgerBalanced(payments.test.database.db);
  });
});
