// Funds: the sandbox's card tokenisation, saved cards and bank accounts, the default marker, deleting,
// the payment and withdrawal methods, and another customer's fund answering 404.
import { describe, expect, it } from 'vitest';
import { customerFunds, eq, sandboxCardTokens } from '@fairdraw/db';
import { fundSchema, paymentMethodSchema, type PaymentMethod } from '@fairdraw/contracts';
import { callAsCustomer, signUp, type CustomerSession } from './support';
import { fieldErrors } from './cart-support';
import { CARDS, addCard, tokenise, usePaymentsApp } from './payments-support';

const payments = usePaymentsApp();
const methods = (response: { body: Record<string, unknown> }): PaymentMethod[] =>
  (response.body.result as unknown[]).map((method) => paymentMethodSchema.parse(method));

const savedFunds = async (customerId: string) =>
  payments.test.database.db.select().from(customerFunds).where(eq(customerFunds.customerId, customerId));

function addBank(customer: CustomerSession, payload: Record<string, unknown>) {
  return callAsCustomer(payments.test, customer, {
    method: 'POST',
    url: '/v2/funds/bank-account',
    payload,
    headers: { 'x-api-version': '3.8' },
  });
}

describe('tokenising a card at the sandbox gateway', () => {
  it('keeps only a token, the brand, the last four, the expiry and the holder name', async () => {
    const response = await tokenise(payments.test, { number: '4242-4242-4242-4242' });
    expect(response.status, response.raw).toBe(201);
    expect(response.body.result).toEqual({
      token: expect.stringMatching(/^tok_sandbox_[A-Za-z0-9_-]{24}$/),
      brand: 'VISA',
      lastFour: '4242',
      numberLength: 16,
      expiryMonth: 12,
      expiryYear: 2029,
      holderName: 'Ada Lovelace',
    });
    const [stored] = await payments.test.database.db
      .select()
      .from(sandboxCardTokens)
      .where(eq(sandboxCardTokens.token, (response.body.result as { token: string }).token));
    expect(JSON.stringify(stored)).not.toContain('4242424242424242');
    expect(JSON.stringify(stored)).not.toContain('"123"');
  });

  it.each([
    [{ number: '4242 4242 4242 4241' }, 'number', 'Please enter a valid card number.'],
    [{ number: '6011 1111 1111 1117' }, 'number', 'We accept Visa, Mastercard and American Express.'],
    [
      { expiry_month: 10, expiry_year: 2026 },
      'expiry',
      'This card has expired. Please check the expiry date or use another card.',
    ],
    [{ csc: '12' }, 'csc', 'Please enter the 3 or 4 digit security code from your card.'],
    [{ holder_name: 'Ada 4242424242424' }, 'holder_name', "Please enter the card holder's name."],
    [{ holder_name: ' ' }, 'holder_name', 'This field is required'],
  ])('refuses %j on %s', async (card, field, message) => {
    const response = await tokenise(payments.test, card);
    expect(response.status).toBe(400);
    expect(fieldErrors(response)[field]?.[0]?.message).toBe(message);
  });
});

describe('saving cards', () => {
  it('adds a card as the first, default fund and lists it under the card method', async () => {
    const customer = await signUp(payments.test);
    const card = await addCard(payments.test, customer);
    expect(card).toMatchObject({ default: true, type: 'cc', methodCode: 'cc', gateway: 'sandbox' });
    expect(card.card).toMatchObject({ brand: 'VISA', lastFour: '4242', holderName: 'Ada Lovelace' });
    const second = await addCard(payments.test, customer, CARDS.mastercard);
    expect(second.default).toBe(false);

    const listed = await callAsCustomer(payments.test, customer, {
      url: '/v2/payment_methods?filter=funds.cart eq true and funds.withdraw eq false and funds.digital_wallets eq true',
      headers: { 'x-api-version': '3.1' },
    });
    expect(listed.status, listed.raw).toBe(200);
    const [cc, ...wallets] = methods(listed);
    expect(cc).toMatchObject({
      code: 'cc',
      availableGateways: ['sandbox'],
      rules: {
        minAmount: { amount: '10.00', currency: 'AUD' },
        maxAmount: { amount: '5000.00', currency: 'AUD' },
        enabled: true,
        gatewayRules: [{ gateway: 'sandbox', cscRequired: true }],
      },
    });
    expect(cc!.funds.map((fund) => [fund.card?.lastFour, fund.default])).toEqual([
      ['4242', true],
      ['4444', false],
    ]);
    // The wallets have no saved funds: each payment is approved on the wallet's page (decision 0029).
    expect(wallets.map((method) => [method.code, method.rules.enabled, method.funds.length])).toEqual([
      ['ap', true, 0],
      ['gp', true, 0],
      ['pl', true, 0],
    ]);
  });

  it('refuses an unknown token and a method other than cc, saving nothing', async () => {
    const customer = await signUp(payments.test);
    const unknown = await callAsCustomer(payments.test, customer, {
      method: 'POST',
      url: '/v2/funds/cc/tok_sandbox_madeup',
    });
    expect(unknown.status).toBe(400);
    expect(Object.keys(fieldErrors(unknown))).toEqual(['token']);
    const token = ((await tokenise(payments.test)).body.result as { token: string }).token;
    const wrongMethod = await callAsCustomer(payments.test, customer, {
      method: 'POST',
      url: `/v2/funds/xx/${token}`,
    });
    expect(wrongMethod.status).toBe(404);
    const payPal = await callAsCustomer(payments.test, customer, {
      method: 'POST',
      url: '/v2/funds/pl/braintree',
    });
    expect(payPal.status).toBe(422);
    expect(payPal.raw).toContain('choose PayPal each time you deposit');
    expect(await savedFunds(customer.customerId)).toEqual([]);
  });

  it('never lets a second customer save a card token someone else saved', async () => {
    const ada = await signUp(payments.test);
    const bob = await signUp(payments.test);
    const token = ((await tokenise(payments.test)).body.result as { token: string }).token;
    expect(
      (await callAsCustomer(payments.test, ada, { method: 'POST', url: `/v2/funds/cc/${token}` })).status,
    ).toBe(201);
    const stolen = await callAsCustomer(payments.test, bob, { method: 'POST', url: `/v2/funds/cc/${token}` });
    expect(stolen.status).toBe(400);
    expect(await savedFunds(bob.customerId)).toEqual([]);
  });

  it('moves the default marker, deletes a card, and answers 404 for another customer’s fund', async () => {
    const ada = await signUp(payments.test);
    const bob = await signUp(payments.test);
    const first = await addCard(payments.test, ada);
    const second = await addCard(payments.test, ada, CARDS.amex);

    for (const [method, url] of [
      ['POST', `/v2/funds/${second.id}/default`],
      ['DELETE', `/v2/funds/${first.id}`],
      ['POST', `/v2/funds/not-a-uuid/default`],
    ] as const) {
      const other = await callAsCustomer(payments.test, bob, { method, url });
      expect(other.status, `${method} ${url}`).toBe(404);
      expect(other.raw).not.toContain(ada.customerId);
    }
    expect((await savedFunds(ada.customerId)).map((row) => [row.id, row.isDefault, row.deletedAt])).toEqual(
      expect.arrayContaining([
        [first.id, true, null],
        [second.id, false, null],
      ]),
    );

    const made = await callAsCustomer(payments.test, ada, {
      method: 'POST',
      url: `/v2/funds/${second.id}/default`,
    });
    expect(made.status, made.raw).toBe(200);
    expect(fundSchema.parse(made.body.result).default).toBe(true);
    const deleted = await callAsCustomer(payments.test, ada, {
      method: 'DELETE',
      url: `/v2/funds/${second.id}`,
    });
    expect(deleted.status).toBe(200);
    const again = await callAsCustomer(payments.test, ada, {
      method: 'DELETE',
      url: `/v2/funds/${second.id}`,
    });
    expect(again.status).toBe(404);
    const listed = methods(await callAsCustomer(payments.test, ada, { url: '/v2/payment_methods' }));
    expect(listed[0]!.funds.map((fund) => [fund.id, fund.default])).toEqual([[first.id, false]]);
  });

  it('lists the card gateways, only the sandbox configured', async () => {
    const customer = await signUp(payments.test);
    const response = await callAsCustomer(payments.test, customer, { url: '/v2/funds/card_gateways' });
    expect(response.status).toBe(200);
    const gateways = response.body.result as Array<{
      key: string;
      enabled: boolean;
      tokeniseUrl: string | null;
    }>;
    expect(gateways.map((gateway) => gateway.key)).toEqual([
      'braintree',
      'eway',
      'opayo',
      'paystream',
      'stripe',
      'sandbox',
    ]);
    expect(gateways.filter((gateway) => gateway.enabled)).toEqual([
      expect.objectContaining({
        key: 'sandbox',
        tokeniseUrl: '/payment-gateway/sandbox/tokens',
        testMode: true,
      }),
    ]);
  });

  it('refuses an unknown payment-methods filter with a field error', async () => {
    const customer = await signUp(payments.test);
    const response = await callAsCustomer(payments.test, customer, {
      url: '/v2/payment_methods?filter=funds.anything eq true',
    });
    expect(response.status).toBe(400);
    expect(Object.keys(fieldErrors(response))).toEqual(['filter']);
  });
});

describe('bank accounts', () => {
  it('saves national and international accounts as Unverified withdrawal funds', async () => {
    const customer = await signUp(payments.test);
    const national = await addBank(customer, {
      code: '062-000',
      account_number: '1234 5678',
      account_name: 'Ada Lovelace',
      type: 'national',
    });
    expect(national.status, national.raw).toBe(201);
    expect(fundSchema.parse(national.body.result)).toMatchObject({
      type: 'bank',
      methodCode: 'do',
      default: false,
      bankAccount: {
        bankCode: '062000',
        accountNumberLastFour: '5678',
        type: 'national',
        status: 'Unverified',
      },
    });
    const international = await addBank(customer, {
      code: 'nwbkgb2l',
      account_number: 'GB82 WEST 1234 5698 7654 32',
      account_name: 'Ada Lovelace',
      type: 'international',
    });
    expect(international.status, international.raw).toBe(201);
    expect(international.raw).not.toContain('GB82WEST12345698765432');

    const withdrawal = methods(
      await callAsCustomer(payments.test, customer, {
        url: '/v2/payment_methods?filter=funds.withdraw eq true&filter=funds.failed_verification eq true',
      }),
    );
    expect(withdrawal.map((method) => [method.code, method.funds.length, method.rules.enabled])).toEqual([
      ['do', 1, true],
      ['tt', 1, true],
      ['pl', 0, false],
      ['tw', 0, false],
    ]);
    const duplicate = await addBank(customer, {
      code: '062000',
      account_number: '12345678',
      account_name: 'Ada L',
      type: 'national',
    });
    expect(duplicate.status).toBe(409);
  });

  it.each([
    [
      { code: '0620', account_number: '12', account_name: 'Ada', type: 'national' },
      ['account_number', 'bsb'],
    ],
    [{ code: '062000', account_number: '12345678', account_name: 'Ada', type: 'international' }, ['swift']],
    [
      { code: 'NWBKGB2L', account_number: '!!', account_name: '', type: 'international' },
      ['account_name', 'account_number'],
    ],
  ])('names the fields at fault (%j) and saves nothing', async (payload, fields) => {
    const customer = await signUp(payments.test);
    const response = await addBank(customer, payload);
    expect(response.status).toBe(400);
    expect(Object.keys(fieldErrors(response)).sort()).toEqual(fields);
    expect(await savedFunds(customer.customerId)).toEqual([]);
  });

  it('an operator verifies an account; a failed one is listed only with funds.failed_verification', async () => {
    const customer = await signUp(payments.test);
    const bank = await addBank(customer, {
      code: '062000',
      account_number: '11223344',
      account_name: 'Ada',
      type: 'national',
    });
    const id = (bank.body.result as { id: string }).id;
    const ops = (status: string, token = payments.test.env.OPS_TOKEN) =>
      payments.test.app.inject({
        method: 'POST',
        url: `/ops/funds/${id}/bank-status`,
        payload: { status },
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await ops('Verified', 'not-the-token')).statusCode).toBe(401);
    const verified = await ops('Verified');
    expect(verified.statusCode, verified.body).toBe(200);
    expect(JSON.parse(verified.body).result.bank_account.status).toBe('Verified');
    expect((await ops('Failed Verification')).statusCode).toBe(200);
    const listed = (filter: string) =>
      callAsCustomer(payments.test, customer, { url: `/v2/payment_methods?filter=${filter}` }).then(
        (response) => methods(response).find((method) => method.code === 'do')!.funds.length,
      );
    expect(await listed('funds.withdraw eq true')).toBe(0);
    expect(await listed('funds.withdraw eq true and funds.failed_verification eq true')).toBe(1);
  });

  it('a bank account cannot be the default way to pay', async () => {
    const customer = await signUp(payments.test);
    const bank = await addBank(customer, {
      code: '062000',
      account_number: '12345678',
      account_name: 'Ada',
      type: 'national',
    });
    const id = (bank.body.result as { id: string }).id;
    const response = await callAsCustomer(payments.test, customer, {
      method: 'POST',
      url: `/v2/funds/${id}/default`,
    });
    expect(response.status).toBe(422);
  });
});
