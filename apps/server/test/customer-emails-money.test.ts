// Every money event e-mails the customer once, after it committed (decision 0039): a purchase its
// receipt, a deposit, a withdrawal requested, paid or refused. A replayed request sends nothing more, and
// a mailer that fails never fails the money call.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { callAsCustomer, signUp, type CustomerSession } from './support';
import { lotteryBody } from './cart-support';
import { addToCart, balanceOf, fundWallet, purchase, receiptOf } from './checkout-support';
import { addCard, deposit, depositBody, depositOf } from './payments-support';
import {
  addBankAccount,
  depositToWallet,
  ops,
  requestWithdrawal,
  verifiedCustomer,
  withdrawalOf,
} from './withdrawals-support';
import { PUBLIC_URL, useEmailsApp } from './customer-emails-support';

const shop = useEmailsApp();

async function cartWithOneTicket(customer: CustomerSession) {
  const saturday = shop.offers.get('saturday_lotto')!;
  await addToCart(shop.test, customer, lotteryBody(saturday, 1, 2));
  return saturday;
}

describe('the purchase receipt', () => {
  it('e-mails one receipt with the draw bought, and none for a replay of the same key', async () => {
    const customer = await signUp(shop.test);
    await fundWallet(shop.test, customer.customerId, 10_00);
    const saturday = await cartWithOneTicket(customer);
    const key = randomUUID();
    const bought = await purchase(shop.test, customer, { key });
    expect(bought.status, bought.raw).toBe(201);
    const receipt = receiptOf(bought);
    const [order] = receipt.orders;

    const mails = await shop.mailsTo(customer.email);
    expect(mails.map((mail) => mail.subject)).toEqual([`Your Fairdraw receipt: $${receipt.total.amount}`]);
    const [mail] = mails;
    for (const part of [mail!.text, mail!.html!]) {
      expect(part).toContain(saturday.name);
      expect(part).toContain(`Draw ${order!.drawNo} on `);
      expect(part).toContain(`2 games, $${order!.total.amount}`);
      expect(part).toContain(`${PUBLIC_URL}receipt/${receipt.checkoutId}`);
    }

    const replay = await purchase(shop.test, customer, { key });
    expect(replay.status, replay.raw).toBe(201);
    expect(receiptOf(replay).checkoutId).toBe(receipt.checkoutId);
    expect(await shop.mailsTo(customer.email)).toHaveLength(1);
  });

  it('sells the tickets when the mailer fails', async () => {
    const customer = await signUp(shop.test);
    await fundWallet(shop.test, customer.customerId, 10_00);
    await cartWithOneTicket(customer);
    shop.mailer.failing = true;
    try {
      const bought = await purchase(shop.test, customer);
      expect(bought.status, bought.raw).toBe(201);
      expect(await shop.mailsTo(customer.email)).toEqual([]);
    } finally {
      shop.mailer.failing = false;
    }
    expect(await balanceOf(shop.test, customer.customerId)).toBeLessThan(10_00);
  });

  it('sends nothing for a refused purchase', async () => {
    const customer = await signUp(shop.test);
    await cartWithOneTicket(customer);
    expect((await purchase(shop.test, customer)).status).toBe(422);
    expect(await shop.mailsTo(customer.email)).toEqual([]);
  });
});

describe('the deposit e-mail', () => {
  it('tells the customer once, with the amount, the way paid and the balance; not for replays or webhooks', async () => {
    const customer = await signUp(shop.test);
    const card = await addCard(shop.test, customer);
    const key = randomUUID();
    const made = await deposit(shop.test, customer, card.id, { key, body: depositBody('25.00') });
    expect(made.status, made.raw).toBe(201);
    expect(depositOf(made).status).toBe('completed');

    expect((await deposit(shop.test, customer, card.id, { key, body: depositBody('25.00') })).status).toBe(
      201,
    );
    expect(await shop.deliverWebhooks()).not.toContain(500);

    const mails = await shop.mailsTo(customer.email);
    expect(mails.map((mail) => mail.subject)).toEqual(['Deposit received: $25.00']);
    const depositId = depositOf(made).id;
    for (const part of [mails[0]!.text, mails[0]!.html!]) {
      expect(part).toContain('by card');
      expect(part).toContain('Your wallet balance is now $25.00.');
      // The card's last four never show; the deposit's link (a random id) may hold those digits by chance.
      expect(part.replaceAll(depositId, '')).not.toContain('4242');
    }
    expect(mails[0]!.text).toContain(`${PUBLIC_URL}my-account/deposit/details/${depositId}`);
  });

  it('credits the deposit when the mailer fails', async () => {
    const customer = await signUp(shop.test);
    const card = await addCard(shop.test, customer);
    shop.mailer.failing = true;
    try {
      const made = await deposit(shop.test, customer, card.id);
      expect(made.status, made.raw).toBe(201);
      expect(depositOf(made).status).toBe('completed');
      // The send runs after the answer: wait for it while the mailer is still down.
      expect(await shop.mailsTo(customer.email)).toEqual([]);
    } finally {
      shop.mailer.failing = false;
    }
    expect(await balanceOf(shop.test, customer.customerId)).toBe(25_00);
  });
});

describe('the withdrawal e-mails', () => {
  async function customerWithMoney() {
    const customer = await verifiedCustomer(shop.test);
    await depositToWallet(shop.test, customer.customerId, 100_00);
    const account = await addBankAccount(shop.test, customer);
    return { customer, account, seen: (await shop.mailsTo(customer.email)).length };
  }

  it('tells of a request once, then of its payment', async () => {
    const { customer, account, seen } = await customerWithMoney();
    const key = randomUUID();
    const requested = await requestWithdrawal(shop.test, customer, account, '40.00', key);
    expect(requested.status, requested.raw).toBe(201);
    const withdrawal = withdrawalOf(requested);
    expect((await requestWithdrawal(shop.test, customer, account, '40.00', key)).status).toBe(201);

    const asked = await shop.mailsTo(customer.email, seen);
    expect(asked.map((mail) => mail.subject)).toEqual(['Withdrawal requested: $40.00']);
    expect(asked[0]!.text).toContain(account.label);
    expect(asked[0]!.text).toContain(`${PUBLIC_URL}my-account/withdraw/details/${withdrawal.id}`);
    expect(asked[0]!.text).not.toContain(String(12345678));

    const approved = await ops(shop.test, 'POST', `/ops/withdrawals/${withdrawal.id}/approve`, {
      decided_by: 'Sam',
    });
    expect(approved.status, approved.raw).toBe(200);
    expect((await ops(shop.test, 'POST', `/ops/withdrawals/${withdrawal.id}/approve`)).status).toBe(409);
    const paid = await shop.mailsTo(customer.email, seen + 1);
    expect(paid.map((mail) => mail.subject)).toEqual(['Withdrawal paid: $40.00']);
  });

  it('tells of a refusal with its reason, and nothing of a cancellation', async () => {
    const { customer, account, seen } = await customerWithMoney();
    const refused = withdrawalOf(await requestWithdrawal(shop.test, customer, account, '30.00'));
    const rejected = await ops(shop.test, 'POST', `/ops/withdrawals/${refused.id}/reject`, {
      reason: 'The account name does not match yours.',
    });
    expect(rejected.status, rejected.raw).toBe(200);
    const cancelled = withdrawalOf(await requestWithdrawal(shop.test, customer, account, '20.00'));
    const cancel = await callAsCustomer(shop.test, customer, {
      method: 'POST',
      url: `/v2/withdrawals/${cancelled.id}/cancel`,
    });
    expect(cancel.status, cancel.raw).toBe(200);
    const mails = await shop.mailsTo(customer.email, seen);
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Withdrawal requested: $30.00',
      'Withdrawal not paid: $30.00',
      'Withdrawal requested: $20.00',
    ]);
    expect(mails[1]!.text).toContain('The reason: The account name does not match yours.');
    expect(mails[1]!.text).toContain('The $30.00 is back in your Fairdraw wallet.');
  });

  it('takes the request when the mailer fails', async () => {
    const { customer, account, seen } = await customerWithMoney();
    shop.mailer.failing = true;
    try {
      const requested = await requestWithdrawal(shop.test, customer, account, '10.00');
      expect(requested.status, requested.raw).toBe(201);
      // The send runs after the answer: wait for it while the mailer is still down.
      expect(await shop.mailsTo(customer.email, seen)).toEqual([]);
    } finally {
      shop.mailer.failing = false;
    }
    expect(await balanceOf(shop.test, customer.customerId)).toBe(90_00);
  });
});
