// Deposits from wallets (decision 0029): Apple Pay, Google Pay and PayPal payments approved on the
// sandbox wallet's page, settled once whichever of the browser's return and the webhook comes first,
// and deposit-and-purchase with a wallet. Also the gateway's set-up calls.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { depositPurchaseResultSchema, type PaymentMethod, type ProductOffer } from '@fairdraw/contracts';
import { deposits, eq, ledgerTransactions } from '@fairdraw/db';
import { callAsCustomer, signUp, type CustomerSession } from './support';
import { cartOf, lotteryBody, webOffers } from './cart-support';
import { addToCart, balanceOf } from './checkout-support';
import { expectLedgerBalanced } from './ledger-audit';
import {
  creditsFor,
  deliverWebhooks,
  depositCount,
  depositOf,
  returnFromBank,
  usePaymentsApp,
} from './payments-support';

const payments = usePaymentsApp();

function walletDeposit(
  customer: CustomerSession,
  options: { method?: string; gateway?: string; amount?: string; key?: string } = {},
) {
  return callAsCustomer(payments.test, customer, {
    method: 'POST',
    url: `/v2/funds/${options.method ?? 'pl'}/${options.gateway ?? 'sandbox'}/deposit`,
    payload: { amount: { amount: options.amount ?? '25.00', currency: 'AUD' } },
    headers: { 'idempotency-key': options.key ?? randomUUID() },
  });
}

/** The customer opens the wallet's page and answers; returns where the sandbox sends the browser. */
async function answerWallet(actionUrl: string, outcome: 'approve' | 'decline' | 'cancel') {
  const page = await payments.test.app.inject({ method: 'GET', url: actionUrl });
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-type']).toContain('text/html');
  const answer = await payments.test.app.inject({
    method: 'POST',
    url: actionUrl,
    payload: `outcome=${outcome}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(answer.statusCode).toBe(303);
  return { page: page.body, next: String(answer.headers.location) };
}

async function storedDeposit(id: string) {
  const [row] = await payments.test.database.db.select().from(deposits).where(eq(deposits.id, id));
  return row!;
}

describe('the deposit methods', () => {
  it('list Apple Pay, Google Pay and PayPal through the sandbox with the card limits', async () => {
    const customer = await signUp(payments.test);
    const response = await callAsCustomer(payments.test, customer, {
      url: '/v2/payment_methods?filter=funds.cart eq true and funds.withdraw eq false and funds.digital_wallets eq true',
    });
    const methods = response.body.result as PaymentMethod[];
    expect(methods.map((method) => [method.code, method.name, method.rules.enabled])).toEqual([
      ['cc', 'Credit or debit card', true],
      ['ap', 'Apple Pay', true],
      ['gp', 'Google Pay', true],
      ['pl', 'PayPal', true],
    ]);
    expect(methods[3]).toMatchObject({
      availableGateways: ['sandbox'],
      rules: { minAmount: { amount: '10.00' }, maxAmount: { amount: '5000.00' } },
    });
  });

  it('GET /funds/{gateway} tells which gateway is set up; only it saves cards', async () => {
    const customer = await signUp(payments.test);
    const get = (url: string, method: 'GET' | 'POST' = 'GET') =>
      callAsCustomer(payments.test, customer, { method, url });
    const sandbox = await get('/v2/funds/sandbox');
    expect(sandbox.status).toBe(200);
    expect(sandbox.body.result).toMatchObject({
      key: 'sandbox',
      enabled: true,
      merchantName: 'Fairdraw',
      tokeniseUrl: '/payment-gateway/sandbox/tokens',
      wallets: [
        { code: 'ap', name: 'Apple Pay', enabled: true },
        { code: 'gp', name: 'Google Pay', enabled: true },
        { code: 'pl', name: 'PayPal', enabled: true },
      ],
    });
    expect((await get('/v2/funds/stripe')).body.result).toMatchObject({ enabled: false, tokeniseUrl: null });
    expect((await get('/v2/funds/nowhere')).status).toBe(404);
    const setup = await get('/v2/funds/sandbox/setup', 'POST');
    expect(setup.body.result).toEqual({ gateway: 'sandbox', tokeniseUrl: '/payment-gateway/sandbox/tokens' });
    const stripe = await get('/v2/funds/stripe/setup', 'POST');
    expect(stripe.status).toBe(422);
    expect(stripe.raw).toContain('gateway_unavailable');
  });
});

describe('a PayPal deposit', () => {
  it('waits for the customer on PayPal’s page, then credits once on the return and not again on the webhook', async () => {
    const customer = await signUp(payments.test);
    const started = await walletDeposit(customer);
    expect(started.status, started.raw).toBe(201);
    const deposit = depositOf(started);
    expect(deposit).toMatchObject({
      status: 'requires_action',
      methodCode: 'pl',
      fundId: null,
      actionUrl: expect.stringMatching(/^\/payment-gateway\/sandbox\/wallet\/pay_sandbox_/),
    });
    expect(started.body.messages).toEqual([
      expect.objectContaining({
        code: 'deposit_pending',
        title: 'Action Required',
        message: 'Continue to PayPal to approve this payment.',
      }),
    ]);
    expect(await balanceOf(payments.test, customer.customerId)).toBe(0);

    const { page, next } = await answerWallet(deposit.actionUrl!, 'approve');
    expect(page).toContain('PayPal');
    expect(page).toContain('$25.00');
    expect(next).toMatch(/^\/payments\/return\?payment_id=pay_sandbox_/);
    expect(await returnFromBank(payments.test, next)).toBe(`/checkout/deposit/${deposit.id}/success`);
    expect(await balanceOf(payments.test, customer.customerId)).toBe(25_00);
    // The return again, and the webhook, change nothing.
    expect(await returnFromBank(payments.test, next)).toBe(`/checkout/deposit/${deposit.id}/success`);
    expect(await deliverWebhooks(payments)).toEqual([200]);
    expect(await balanceOf(payments.test, customer.customerId)).toBe(25_00);
    expect(await creditsFor(payments.test, deposit.id)).toBe(1);

    const read = await callAsCustomer(payments.test, customer, { url: `/v2/funds/${deposit.id}/deposit` });
    expect(depositOf(read)).toMatchObject({
      status: 'completed',
      balance: { amount: '25.00' },
      actionUrl: null,
    });
    const [posting] = await payments.test.database.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.reference, deposit.id));
    expect(posting?.description).toBe('Deposit by PayPal');
    await expectLedgerBalanced(payments.test.database.db);
  });

  it('credited by the webhook first: the return finds it done', async () => {
    const customer = await signUp(payments.test);
    const deposit = depositOf(await walletDeposit(customer, { method: 'gp', amount: '40.00' }));
    const { page, next } = await answerWallet(deposit.actionUrl!, 'approve');
    expect(page).toContain('Google Pay');
    expect(await deliverWebhooks(payments)).toEqual([200]);
    expect(await balanceOf(payments.test, customer.customerId)).toBe(40_00);
    expect(await returnFromBank(payments.test, next)).toBe(`/checkout/deposit/${deposit.id}/success`);
    expect(await creditsFor(payments.test, deposit.id)).toBe(1);
  });

  it.each([
    ['decline', 'failed', 'wallet_declined', 'PayPal declined this payment, so nothing was charged.'],
    ['cancel', 'cancelled', 'payment_cancelled', 'You cancelled the payment, so nothing was charged.'],
  ] as const)('%s on PayPal’s page: %s, nothing credited', async (outcome, status, code, message) => {
    const customer = await signUp(payments.test);
    const deposit = depositOf(await walletDeposit(customer));
    const { next } = await answerWallet(deposit.actionUrl!, outcome);
    expect(await returnFromBank(payments.test, next)).toBe(`/checkout/deposit/${deposit.id}/cancel`);
    await deliverWebhooks(payments);
    const row = await storedDeposit(deposit.id);
    expect(row).toMatchObject({ status, failureCode: code });
    expect(row.failureMessage).toContain(message);
    expect(await balanceOf(payments.test, customer.customerId)).toBe(0);
    // Answered once: the page cannot be paid afterwards.
    await answerWallet(deposit.actionUrl!, 'approve');
    expect(await balanceOf(payments.test, customer.customerId)).toBe(0);
  });

  it('the same Idempotency-Key answers the same deposit and payment', async () => {
    const customer = await signUp(payments.test);
    const key = randomUUID();
    const first = await walletDeposit(customer, { key });
    const again = await walletDeposit(customer, { key });
    expect(again.status).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(depositOf(again)).toMatchObject({
      id: depositOf(first).id,
      actionUrl: depositOf(first).actionUrl,
    });
    expect((await walletDeposit(customer, { key, amount: '26.00' })).status).toBe(409);
    expect(await depositCount(payments.test, customer.customerId)).toBe(1);
  });

  it.each([
    ['an unknown wallet', { method: 'xx' }, 404],
    ['a gateway that is not set up', { gateway: 'stripe' }, 422],
    ['an unknown gateway', { gateway: 'nowhere' }, 404],
    ['an amount under $10.00', { amount: '9.99' }, 400],
    ['an amount with three decimals', { amount: '10.001' }, 400],
  ])('refuses %s and records nothing', async (_name, options, status) => {
    const customer = await signUp(payments.test);
    const response = await walletDeposit(customer, options);
    expect(response.status, response.raw).toBe(status);
    expect(await depositCount(payments.test, customer.customerId)).toBe(0);
  });
});

describe('deposit and purchase with a wallet', () => {
  let saturday: ProductOffer | undefined;
  const offer = async () => (saturday ??= (await webOffers(payments.test)).get('saturday_lotto')!);

  function payWithPayPal(customer: CustomerSession, cartItemIds: string[], amount = '20.00') {
    return callAsCustomer(payments.test, customer, {
      method: 'POST',
      url: '/v2/deposit_purchase',
      payload: {
        deposit: {
          amount: { amount, currency: 'AUD' },
          checkout: true,
          deposit_method_code: 'pl',
          gateway_key: 'sandbox',
        },
        purchase: { purchase_data: { payment_method: 'wallet' }, cart_item_ids: cartItemIds },
      },
      headers: { 'x-api-version': '3.3', 'idempotency-key': randomUUID() },
    });
  }

  it('buys the cart once the customer approves on PayPal, and shows the receipt link on return', async () => {
    const customer = await signUp(payments.test);
    await addToCart(payments.test, customer, lotteryBody(await offer(), 2, 2));
    const cart = cartOf(await callAsCustomer(payments.test, customer, { url: '/v2/cart/items' }));
    const started = await payWithPayPal(
      customer,
      cart.cartItems.map((item) => String(item.id)),
    );
    expect(started.status, started.raw).toBe(201);
    const { deposit, receipt } = depositPurchaseResultSchema.parse(started.body.result);
    expect(receipt).toBeNull();
    expect(deposit).toMatchObject({ status: 'requires_action', checkout: true, methodCode: 'pl' });

    const { next } = await answerWallet(deposit.actionUrl!, 'approve');
    expect(await returnFromBank(payments.test, next)).toBe(`/checkout/deposit/${deposit.id}/success`);
    await deliverWebhooks(payments);
    const read = depositOf(
      await callAsCustomer(payments.test, customer, { url: `/v2/funds/${deposit.id}/deposit` }),
    );
    expect(read.checkoutId).toEqual(expect.any(String));
    expect(await balanceOf(payments.test, customer.customerId)).toBe(17_00); // $20 − 2 games × 2 draws × $0.75
    expect(
      cartOf(await callAsCustomer(payments.test, customer, { url: '/v2/cart/items' })).cartItems,
    ).toEqual([]);
    await expectLedgerBalanced(payments.test.database.db);
  });

  it('a body naming neither a card nor a wallet is a field error', async () => {
    const customer = await signUp(payments.test);
    const response = await callAsCustomer(payments.test, customer, {
      method: 'POST',
      url: '/v2/deposit_purchase',
      payload: {
        deposit: { amount: { amount: '20.00', currency: 'AUD' } },
        purchase: { purchase_data: { payment_method: 'wallet' } },
      },
    });
    expect(response.status).toBe(400);
    expect(JSON.parse(response.raw).errors).toHaveProperty('customer_fund_id');
    expect(await depositCount(payments.test, customer.customerId)).toBe(0);
  });
});
