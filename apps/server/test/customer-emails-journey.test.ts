// A customer's first visit, with e-mail that really travels: a real SMTP mailer hands every message to
// the development mailbox (a real SMTP server). They sign up, deposit by card and buy a ticket, and the
// deposit and the receipt e-mails are waiting in their inbox.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAsCustomer, signUp } from './support';
import { lotteryBody, webOffers } from './cart-support';
import { addToCart, purchase, receiptOf } from './checkout-support';
import { addCard, deposit, depositBody, depositOf } from './payments-support';
import { createMailedTestApp, mailsTo, PUBLIC_URL, waitForMail, type MailedTestApp } from './sign-in-support';

let test: MailedTestApp;
beforeAll(async () => {
  test = await createMailedTestApp();
});
afterAll(async () => {
  await test.close();
});

describe('a first visit, by e-mail', () => {
  it('signs up, deposits, buys, and finds the deposit and receipt e-mails in the mailbox', async () => {
    const customer = await signUp(test);
    const card = await addCard(test, customer);
    const deposited = await deposit(test, customer, card.id, { body: depositBody('20.00') });
    expect(deposited.status, deposited.raw).toBe(201);
    expect(depositOf(deposited).status).toBe('completed');

    const saturday = (await webOffers(test)).get('saturday_lotto')!;
    await addToCart(test, customer, lotteryBody(saturday, 1, 4));
    const bought = await purchase(test, customer);
    expect(bought.status, bought.raw).toBe(201);
    const receipt = receiptOf(bought);
    const balance = await callAsCustomer(test, customer, { method: 'GET', url: '/v2/customer' });
    const balanceAfter = (balance.body.result as { balance: { amount: string } }).balance.amount;
    expect(balanceAfter).toBe(receipt.balanceAfter.amount);

    const depositMail = await waitForMail(test.mailbox, customer.email, /^Deposit received: \$20\.00$/);
    expect(depositMail.text).toContain('We received your deposit of $20.00 by card.');
    expect(depositMail.html).toContain('<strong>$20.00</strong>');
    expect(depositMail.from).toContain('no-reply@fairdraw.test');

    const receiptMail = await waitForMail(test.mailbox, customer.email, /^Your Fairdraw receipt: /);
    expect(receiptMail.subject).toBe(`Your Fairdraw receipt: $${receipt.total.amount}`);
    const [order] = receipt.orders;
    expect(receiptMail.text).toContain(saturday.name);
    expect(receiptMail.text).toContain(`Draw ${order!.drawNo} on `);
    expect(receiptMail.text).toContain(`4 games, $${order!.total.amount}`);
    expect(receiptMail.text).toContain(`Your wallet balance is now $${balanceAfter}.`);
    expect(receiptMail.text).toContain(`${PUBLIC_URL}receipt/${receipt.checkoutId}`);
    expect(receiptMail.html).toContain(`href="${PUBLIC_URL}receipt/${receipt.checkoutId}"`);

    // One of each: nothing was sent twice on the way.
    await test.app.customerNotifier.idle();
    const subjects = mailsTo(test.mailbox, customer.email).map((message) => message.subject);
    expect(subjects.filter((subject) => subject.startsWith('Deposit received'))).toHaveLength(1);
    expect(subjects.filter((subject) => subject.startsWith('Your Fairdraw receipt'))).toHaveLength(1);
  });
});
