// Card deposits through the sandbox gateway: credited once when the gateway confirms, declines and
// short funds credit nothing, 3-D Secure approved or failed, the return and the webhook in either
// order and again, replays, bad input, and another customer's fund or deposit.
import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { deposits, eq } from '@fairdraw/db';
import { DEPOSIT_FAILURE_FALLBACK } from '@fairdraw/domain';
import { callAsCustomer, signUp, type CustomerSession } from './support';
import { fieldErrors } from './cart-support';
import { balanceOf } from './checkout-support';
import { expectLedgerBalanced } from './ledger-audit';
import {
  CARDS,
  addCard,
  answerChallenge,
  creditsFor,
  deliverWebhook,
  deliverWebhooks,
  deposit,
  depositBody,
  depositCount,
  depositOf,
  returnFromBank,
  usePaymentsApp,
} from './payments-support';

const payments = usePaymentsApp();

async function customerWithCard(number: string = CARDS.success) {
  const customer = await signUp(payments.test);
  const card = await addCard(payments.test, customer, number);
  return { customer, card };
}

const getDeposit = (customer: CustomerSession, id: string) =>
  callAsCustomer(payments.test, customer, { url: `/v2/funds/${id}/deposit` });

describe('a card deposit', () => {
  it('credits the wallet once the gateway confirms, and a replay with the same key changes nothing', async () => {
    const { customer, card } = await customerWithCard();
    const key = randomUUID();
    const response = await deposit(payments.test, customer, card.id, { key });
    expect(response.status, response.raw).toBe(201);
    const made = depositOf(response);
    expect(made).toMatchObject({
      status: 'completed',
      amount: { amount: '25.00', currency: 'AUD' },
      balance: { amount: '25.00', currency: 'AUD' },
      actionUrl: null,
    });
    expect(response.body.messages).toEqual([
      expect.objectContaining({
        code: 'success',
        level: 'success',
        message: '$25.00 was added to your wallet.',
      }),
    ]);
    expect(await balanceOf(payments.test, customer.customerId)).toBe(25_00);
    // The transactions page names the deposit by the card that paid it.
    const listed = await callAsCustomer(payments.test, customer, { method: 'GET', url: '/v2/transactions' });
    expect((listed.body.result as Array<Record<string, unknown>>)[0]).toMatchObject({
      type: 'deposit',
      description: 'Deposit by Visa ···4242',
    });

    const replay = await deposit(payments.test, customer, card.id, { key });
    expect(replay.status).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(depositOf(replay).id).toBe(made.id);
    // The gateway's own webhook arrives after the charge answered: nothing changes.
    expect(await deliverWebhooks(payments)).toEqual([200]);
    expect(await balanceOf(payments.test, customer.customerId)).toBe(25_00);
    expect(await creditsFor(payments.test, made.id)).toBe(1);

    const changed = await deposit(payments.test, customer, card.id, { key, body: depositBody('30.00') });
    expect(changed.status).toBe(409);
    expect(await depositCount(payments.test, customer.customerId)).toBe(1);

    const read = await getDeposit(customer, made.id);
    expect(read.status).toBe(200);
    expect(depositOf(read)).toEqual(made);
    await expectLedgerBalanced(payments.test.database.db);
  });

  it.each([
    [
      CARDS.doNotHonour,
      'do_not_honour',
      'Your bank declined this payment. Please use another card or contact your bank.',
    ],
    [
      CARDS.insufficientFunds,
      'insufficient_funds',
      'Your card does not have enough funds for this deposit. Please try a smaller amount or another card.',
    ],
  ])('card %s is refused (%s) and nothing is credited', async (number, declineCode, message) => {
    const { customer, card } = await customerWithCard(number);
    const response = await deposit(payments.test, customer, card.id);
    expect(response.status, response.raw).toBe(422);
    const body = JSON.parse(response.raw) as {
      error: { code: string; message: string };
      details: Record<string, string>;
    };
    expect(body.error).toEqual({ code: 'payment_declined', message });
    expect(body.details).toMatchObject({ decline_code: declineCode, status: 'failed' });
    expect(await balanceOf(payments.test, customer.customerId)).toBe(0);
    const [row] = await payments.test.database.db
      .select()
      .from(deposits)
      .where(eq(deposits.customerId, customer.customerId));
    expect(row).toMatchObject({ status: 'failed', failureCode: declineCode, ledgerTransactionId: null });
    await deliverWebhooks(payments);
    expect(await balanceOf(payments.test, customer.customerId)).toBe(0);
    await expectLedgerBalanced(payments.test.database.db);
  });

  it.each([
    [
      { amount: { amount: '9.99', currency: 'AUD' } },
      'amount',
      'Please enter an amount equal to or greater than 10.00.',
    ],
    [
      { amount: { amount: '5000.01', currency: 'AUD' } },
      'amount',
      'Please enter an amount equal to or less than 5000.00.',
    ],
    [{ amount: { amount: '12.345', currency: 'AUD' } }, 'amount', 'Amount must follow format e.g: 1.50'],
    [{ amount: { amount: '', currency: 'AUD' } }, 'amount', 'This field is required'],
    [
      { amount: { amount: '20.00', currency: 'USD' } },
      'amount',
      'Deposits are made in Australian dollars (AUD).',
    ],
    [{ csc: undefined }, 'csc', 'This field is required'],
    [{ csc: '12' }, 'csc', 'Please enter the 3 digit security code from your card.'],
  ])('refuses %j with a field error on %s, charging nothing', async (change, field, message) => {
    const { customer, card } = await customerWithCard();
    const body = { ...depositBody(), ...change };
    const response = await deposit(payments.test, customer, card.id, { body });
    expect(response.status, response.raw).toBe(400);
    expect(fieldErrors(response)[field]?.[0]?.message).toBe(message);
    expect(await depositCount(payments.test, customer.customerId)).toBe(0);
    expect(payments.webhooks).toEqual([]);
  });

  it('refuses a notification URL other than /3ds/notify', async () => {
    const { customer, card } = await customerWithCard();
    const body = depositBody();
    body.strong_customer_authentication.notification_url = 'https://evil.example/steal';
    const response = await deposit(payments.test, customer, card.id, { body });
    expect(response.status).toBe(400);
    expect(Object.keys(fieldErrors(response))).toEqual(['strong_customer_authentication']);
  });

  it('answers 404 for another customer’s card and deposit, and changes nothing of theirs', async () => {
    const { customer: ada, card } = await customerWithCard();
    const made = depositOf(await deposit(payments.test, ada, card.id));
    const bob = await signUp(payments.test);
    const charged = await deposit(payments.test, bob, card.id);
    expect(charged.status).toBe(404);
    const read = await getDeposit(bob, made.id);
    expect(read.status).toBe(404);
    expect(read.raw).not.toContain(card.id);
    expect(await depositCount(payments.test, bob.customerId)).toBe(0);
    expect(await balanceOf(payments.test, ada.customerId)).toBe(25_00);
    expect((await getDeposit(ada, 'not-a-uuid')).status).toBe(404);
  });
});

describe('3-D Secure', () => {
  async function challenged() {
    const { customer, card } = await customerWithCard(CARDS.threeDSecure);
    const response = await deposit(payments.test, customer, card.id);
    expect(response.status, response.raw).toBe(201);
    const made = depositOf(response);
    expect(made.status).toBe('requires_action');
    expect(made.actionUrl).toMatch(/^\/payment-gateway\/sandbox\/challenge\/pay_sandbox_/);
    expect(response.body.messages).toEqual([
      expect.objectContaining({ code: 'deposit_pending', level: 'info', title: 'Action Required' }),
    ]);
    expect(await balanceOf(payments.test, customer.customerId)).toBe(0);
    return { customer, made };
  }

  it('approved: the return credits once, and the webhook after it changes nothing', async () => {
    const { customer, made } = await challenged();
    const notify = await answerChallenge(payments.test, made.actionUrl!, 'approve');
    expect(notify).toMatch(/^\/3ds\/notify\?payment_id=pay_sandbox_/);
    expect(await returnFromBank(payments.test, notify)).toBe(
      `/my-account/deposit/details/${made.id}/success`,
    );
    expect(await balanceOf(payments.test, customer.customerId)).toBe(25_00);
    expect(await deliverWebhooks(payments)).toContain(200);
    // The browser comes back again (reload): same page, no second credit.
    expect(await returnFromBank(payments.test, notify)).toBe(
      `/my-account/deposit/details/${made.id}/success`,
    );
    expect(await balanceOf(payments.test, customer.customerId)).toBe(25_00);
    expect(await creditsFor(payments.test, made.id)).toBe(1);
    expect(depositOf(await getDeposit(customer, made.id)).status).toBe('completed');
    await expectLedgerBalanced(payments.test.database.db);
  });

  it('approved: the webhook credits first, and the return and a repeated webhook change nothing', async () => {
    const { customer, made } = await challenged();
    const notify = await answerChallenge(payments.test, made.actionUrl!, 'approve');
    const [webhook] = payments.webhooks.splice(0);
    expect(await deliverWebhook(payments.test, webhook!)).toBe(200);
    expect(await balanceOf(payments.test, customer.customerId)).toBe(25_00);
    expect(await deliverWebhook(payments.test, webhook!)).toBe(200);
    expect(await returnFromBank(payments.test, notify)).toBe(
      `/my-account/deposit/details/${made.id}/success`,
    );
    expect(await balanceOf(payments.test, customer.customerId)).toBe(25_00);
    expect(await creditsFor(payments.test, made.id)).toBe(1);
    await expectLedgerBalanced(payments.test.database.db);
  });

  it('failed: nothing is credited and the customer lands on the failure page', async () => {
    const { customer, made } = await challenged();
    const notify = await answerChallenge(payments.test, made.actionUrl!, 'fail');
    await deliverWebhooks(payments);
    expect(await returnFromBank(payments.test, notify)).toBe(
      `/my-account/deposit/details/${made.id}/failure`,
    );
    const read = depositOf(await getDeposit(customer, made.id));
    expect(read).toMatchObject({ status: 'failed', failureCode: 'authentication_failed' });
    // Answering the finished challenge again cannot approve it now.
    await answerChallenge(payments.test, made.actionUrl!, 'approve');
    await deliverWebhooks(payments);
    expect(await balanceOf(payments.test, customer.customerId)).toBe(0);
    await expectLedgerBalanced(payments.test.database.db);
  });

  it('cancelled: the deposit is cancelled and the cancel page is shown', async () => {
    const { customer, made } = await challenged();
    const notify = await answerChallenge(payments.test, made.actionUrl!, 'cancel');
    expect(await returnFromBank(payments.test, notify)).toBe(`/my-account/deposit/${made.id}/cancel`);
    expect(depositOf(await getDeposit(customer, made.id)).status).toBe('cancelled');
    payments.webhooks.splice(0);
  });

  it('refuses a webhook whose signature is not the gateway’s', async () => {
    const { customer, made } = await challenged();
    const paymentId = made.actionUrl!.split('/').pop()!;
    const forged = await deliverWebhook(payments.test, {
      body: JSON.stringify({ type: 'payment.succeeded', payment_id: paymentId }),
      signature: 'a'.repeat(64),
    });
    expect(forged).toBe(401);
    expect(await balanceOf(payments.test, customer.customerId)).toBe(0);
    // A return before the bank answered settles nothing either: the gateway still waits.
    expect(await returnFromBank(payments.test, `/3ds/notify?payment_id=${paymentId}`)).toBe(
      `/my-account/deposit/authorisation/${made.id}`,
    );
    expect(await balanceOf(payments.test, customer.customerId)).toBe(0);
  });

  it('an unknown payment on the return is a 404 page', async () => {
    const response = await payments.test.app.inject({ url: '/3ds/notify?payment_id=pay_sandbox_nothing' });
    expect(response.statusCode).toBe(404);
  });
});

describe('the failure text', () => {
  it('falls back to the spec’s text for a processing error', () => {
    expect(DEPOSIT_FAILURE_FALLBACK).toBe(
      "We're experiencing technical difficulties. Please reload the page to try again.",
    );
  });
});
